// Types of folder-cycles.mjs, for the test that runs it on cli/.
export function folderCycles(root: string): { members: string[]; imports: string[] }[];
export function layerViolations(root: string): string[];
