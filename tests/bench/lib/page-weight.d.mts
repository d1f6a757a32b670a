// Types of page-weight.mjs, for its test.
export function staticImports(source: string): string[];
export function loadedResources(html: string): { kind: 'js' | 'css' | 'data' | 'other'; href: string }[];
export function pageWeight(buildDir: string, baseUrl: string, pagePath: string): Promise<Record<string, { raw: number; gzip: number; files: string[] }>>;
