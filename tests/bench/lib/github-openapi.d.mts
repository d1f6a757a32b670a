// Types of github-openapi.mjs, for the integration test that builds GitHub's document.
export const GITHUB_PACKAGE: string;
export const GITHUB_OLDER_PACKAGE: string;
export function githubDocument(pkg?: string): Promise<string>;
