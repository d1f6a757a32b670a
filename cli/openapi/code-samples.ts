// Redoc's `x-codeSamples` (also spelled `x-code-samples`): code the API's
// authors wrote for an operation, each `{ lang, label?, source }`. The
// reference shows them beside the curl sample it writes itself, as tabs; a
// shell sample of theirs takes the generated one's place. An entry that
// cannot be shown is reported by the rules (cli/check/openapi-rules.ts).
import { isObject } from './document.js';

export const CODE_SAMPLE_KEYS = ['x-codeSamples', 'x-code-samples'] as const;

export interface VendorSample {
  /** The highlighter's name for the language. */
  language: string;
  label: string;
  source: string;
}

/** `lang` as vendors write it, to the highlighter's grammar names (others are lowercased as they are). */
const LANGUAGES: Record<string, string> = {
  'c#': 'csharp',
  cs: 'csharp',
  'c++': 'cpp',
  curl: 'bash',
  shell: 'bash',
  sh: 'bash',
  node: 'javascript',
  'node.js': 'javascript',
  nodejs: 'javascript',
  js: 'javascript',
  ts: 'typescript',
  golang: 'go',
  'objective-c': 'objc',
  py: 'python',
  kt: 'kotlin',
  rb: 'ruby',
};

export function sampleLanguage(lang: string): string {
  const key = lang.trim().toLowerCase();
  return LANGUAGES[key] ?? key.replace(/\s+/g, '-');
}

/** The list an operation gives under either key, as written (not necessarily a list). */
export function writtenSamples(operation: object): { key: (typeof CODE_SAMPLE_KEYS)[number]; value: unknown } | undefined {
  for (const key of CODE_SAMPLE_KEYS) if (key in operation) return { key, value: (operation as Record<string, unknown>)[key] };
  return undefined;
}

export function isUsableSample(entry: unknown): entry is { lang: string; source: string; label?: unknown } {
  return isObject(entry) && typeof entry.lang === 'string' && entry.lang.trim() !== '' && typeof entry.source === 'string';
}

/** The samples of an operation that can be shown, in the document's order. */
export function vendorSamples(operation: object): VendorSample[] {
  const written = writtenSamples(operation);
  if (!written || !Array.isArray(written.value)) return [];
  return written.value.filter(isUsableSample).map((entry) => ({
    language: sampleLanguage(entry.lang),
    label: typeof entry.label === 'string' && entry.label.trim() ? entry.label.trim() : entry.lang.trim(),
    source: entry.source.replace(/\n$/, ''),
  }));
}
