// Language names as fences write them, and the names shiki's grammars have.
// Docusaurus highlights with Prism, so Prism's names (and its aliases) that
// shiki spells otherwise are mapped too: `shell-session`, `objectivec`,
// `jinja2`; Flow is JavaScript with type annotations, which shiki's
// JavaScript grammar (made from TypeScript's) reads.
const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  py: 'python',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  objectivec: 'objective-c',
  objc: 'objective-c',
  jinja2: 'jinja',
  django: 'jinja',
  flow: 'javascript',
};
/** Fence languages that mean plain text. */
export const PLAIN = new Set(['', 'text', 'txt', 'plain', 'plaintext']);

/**
 * Grammars whose patterns, translated to JavaScript regular expressions,
 * backtrack without end on ordinary code: Go's never returned on a struct
 * field of a function type with a `map[string]interface{}` parameter (seen on
 * supertokens' docs). They are tokenised by Oniguruma (shiki's WebAssembly
 * engine, TextMate's own regex library), which matches them in a millisecond.
 */
export const ONIGURUMA_LANGUAGES: ReadonlySet<string> = new Set(['go']);

export const canonicalLanguage = (language: string): string => ALIASES[language.toLowerCase()] ?? language.toLowerCase();
