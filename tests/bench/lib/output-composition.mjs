// What a built site's bytes are made of, to see what each page repeats: the
// output by kind of file (pages' HTML, their page-data files, the Markdown
// export, search indexes, the rest), and one page's HTML by part (head and
// its inline script, navbar, sidebar, body, table of contents, hydration data).
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const KINDS = [
  ['pageData', (name) => name.startsWith('page-data/')],
  ['html', (name) => name.endsWith('.html')],
  ['markdown', (name) => name.endsWith('.md') || name.endsWith('.txt')],
  ['search', (name) => /^search-index.*\.json$/.test(path.basename(name))],
  ['other', () => true],
];

export async function outputByKind(dir) {
  const bytes = Object.fromEntries(KINDS.map(([kind]) => [kind, 0]));
  for (const name of await readdir(dir, { recursive: true })) {
    const info = await stat(path.join(dir, name));
    if (!info.isFile()) continue;
    const [kind] = KINDS.find(([, test]) => test(name.split(path.sep).join('/')));
    bytes[kind] += info.size;
  }
  return bytes;
}

/** The bytes of one part of the page: from the first `start` to the end of the element it opens (`end` after it). */
function span(html, start, end) {
  const from = html.indexOf(start);
  if (from < 0) return 0;
  const to = html.indexOf(end, from);
  return to < 0 ? 0 : to + end.length - from;
}

export async function pageComposition(file) {
  const html = await readFile(file, 'utf8');
  const total = Buffer.byteLength(html);
  const parts = {
    head: span(html, '<head>', '</head>'),
    headScript: span(html, '<script>', '</script>'),
    navbar: span(html, '<nav class="navbar"', '</nav>'),
    sidebar: span(html, '<aside class="docs-sidebar"', '</aside>'),
    body: span(html, '<div class="markdown"', '</div><nav class="pagination"') || span(html, '<div class="markdown"', '</article>'),
    toc: span(html, '<div class="toc-column"', '</nav></div>'),
    footer: span(html, '<footer', '</footer>'),
    hydration: span(html, '<script id="__page"', '</script>'),
  };
  return { total, ...parts };
}
