// A page's own head tags (a compiled page's `@docusaurus/Head`) merged with
// ours: a tag of theirs replaces ours of the same name (the title, a meta
// of the same name or property, the canonical link), as Docusaurus' later
// Head wins over its theme's; the others are added. Theirs come rendered by
// React, so their text and attributes are escaped already.

/** What makes two head tags the same one: `title`, `meta name=…`, `meta property=…`, `link rel=canonical`; others are never the same. */
export function headTagKey(tag: string): string | undefined {
  const name = /^<([a-z]+)/i.exec(tag)?.[1]?.toLowerCase();
  const attribute = (key: string) => new RegExp(`\\s${key}="([^"]*)"`, 'i').exec(tag)?.[1];
  if (name === 'title') return 'title';
  if (name === 'meta') {
    const key = attribute('name') ?? attribute('property');
    return key === undefined ? undefined : `meta:${key.toLowerCase()}`;
  }
  if (name === 'link' && attribute('rel')?.toLowerCase() === 'canonical') return 'canonical';
  return undefined;
}

/** Our head tags without those the page replaces, then the page's. */
export function mergeHeadTags(ours: readonly string[], theirs: readonly string[] | undefined): string[] {
  if (!theirs?.length) return [...ours];
  const replaced = new Set(theirs.map(headTagKey).filter((key) => key !== undefined));
  // Of the page's own, the last of a name wins, as in Docusaurus.
  const last = new Map(theirs.map((tag, index) => [headTagKey(tag) ?? index, index]));
  const kept = theirs.filter((tag, index) => last.get(headTagKey(tag) ?? index) === index);
  return [...ours.filter((tag) => !replaced.has(headTagKey(tag)!)), ...kept];
}
