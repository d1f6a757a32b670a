// llms.txt (https://llmstxt.org): the site title as `#`, the tagline as a
// `>` blockquote, a note on where the Markdown lives, then every page as
// `- [Title](url): summary`, in `##` sections that follow the sidebar's
// categories in sidebar order.

export interface IndexEntry {
  title: string;
  /** Absolute URL of the page's Markdown. */
  url: string;
  summary?: string;
}

export interface IndexSection {
  title: string;
  entries: IndexEntry[];
}

export interface IndexFileInput {
  title: string;
  tagline: string;
  /** Absolute URL of llms-full.txt. */
  fullUrl: string;
  sections: IndexSection[];
}

export function llmsTxt({ title, tagline, fullUrl, sections }: IndexFileInput): string {
  const parts = [`# ${oneLine(title)}`];
  if (tagline.trim()) parts.push(`> ${oneLine(tagline)}`);
  parts.push(
    `Every page of this site is also served as Markdown: add \`.md\` to its URL, or \`index.md\` when the URL ends with \`/\`. ` +
      `The whole site in one file: [llms-full.txt](${fullUrl}).`,
  );
  for (const section of sections) {
    if (!section.entries.length) continue;
    const items = section.entries.map((entry) => `- [${linkText(entry.title)}](${entry.url})${entry.summary ? `: ${oneLine(entry.summary)}` : ''}`);
    parts.push(`## ${oneLine(section.title)}`, items.join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/([[\]])/g, '\\$1');
}
