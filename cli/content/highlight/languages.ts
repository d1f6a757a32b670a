// Language names as fences write them, and the names shiki's grammars have.
const ALIASES: Record<string, string> = { sh: 'bash', shell: 'bash', zsh: 'bash', console: 'bash', js: 'javascript', ts: 'typescript', yml: 'yaml', py: 'python' };
/** Fence languages that mean plain text. */
export const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

export const canonicalLanguage = (language: string): string => ALIASES[language.toLowerCase()] ?? language.toLowerCase();
