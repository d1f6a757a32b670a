// Interface text by translation key (Docusaurus' keys, so translations carry over).
const MESSAGES = {
  'searchBar.noResults': 'No results for "{query}"',
} as const;

export type MessageKey = keyof typeof MESSAGES;

export function message(key: MessageKey, values: Record<string, string> = {}): string {
  return MESSAGES[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
