// HTML made outside React (markdown-it's runs, highlighted code blocks) that a
// compiled page renders: React renders a placeholder element for each, and
// the page's markup gets the HTML back in its place after rendering, byte for
// byte. Ids are unique within one build, across pages and partials.

export interface RawHtmlTable {
  /** Keeps `html`; returns the id its placeholder carries. */
  add(html: string): string;
  /** `markup` with every placeholder replaced by its HTML (placeholders within that HTML too). */
  fill(markup: string): string;
}

const PLACEHOLDER = /<brokerdocs-raw data-id="(\d+)"><\/brokerdocs-raw>/g;

export function placeholderOf(id: string): string {
  return `<brokerdocs-raw data-id="${id}"></brokerdocs-raw>`;
}

export function createRawHtmlTable(): RawHtmlTable {
  const table = new Map<string, string>();
  let next = 0;
  const fill = (markup: string): string => (markup.includes('<brokerdocs-raw') ? markup.replace(PLACEHOLDER, (whole, id: string) => (table.has(id) ? fill(table.get(id)!) : whole)) : markup);
  return {
    add(html) {
      const id = String(next++);
      table.set(id, html);
      return id;
    },
    fill,
  };
}
