// A page the build writes itself as Markdown (a category's generated index,
// a version's API changes, a blog's list pages): a doc like any other from
// here on, with no file of its own (`file` and `absolute` name what it was
// made from, for diagnostics) and no front matter but the one it is given.
import type { DocSource } from './docs.js';
import { prepareMdx } from './mdx/prepare.js';

export interface GeneratedDocInput {
  id: string;
  route: string;
  title: string;
  /** Default: the title. */
  sidebarLabel?: string;
  frontMatter: DocSource['frontMatter'];
  body: string;
  /** What the page was made from, relative to the site and absolute. */
  file: string;
  absolute: string;
  /** Default: `<id>.md`. */
  relative?: string;
  generated: NonNullable<DocSource['generated']>;
}

export function generatedDoc({ id, route, title, sidebarLabel = title, frontMatter, body, file, absolute, relative = `${id}.md`, generated }: GeneratedDocInput): DocSource {
  return { id, dir: '', relative, file, absolute, route, title, sidebarLabel, frontMatter, body, mdx: prepareMdx(body), bodyLineOffset: 0, isIndex: false, draft: false, generated };
}

/** Text Markdown shows as written (a link's text, a label): its syntax characters escaped. */
export function markdownLiteral(text: string): string {
  return text.replace(/[\\`*_[\]<>{}#|!]/g, (character) => `\\${character}`);
}
