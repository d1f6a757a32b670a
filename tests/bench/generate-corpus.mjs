// Generates a documentation site of any size for the build benchmarks:
// realistic Markdown (front matter, h2/h3 sections, code blocks in several
// languages, tables, admonitions, relative links with anchors between pages)
// in nested folders with `_category_.json`, the same bytes for the same seed.
//
//   node tests/bench/generate-corpus.mjs --pages 1000 --out /tmp/corpus [--seed 1]
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { mulberry32 } from '../support/mulberry32.mjs';

/** Pages per folder (a folder of up to MAX_LEAF pages is not split); sub-folders per folder. */
const PAGES_PER_FOLDER = 12;
const MAX_LEAF = 16;
const FOLDERS_PER_FOLDER = 10;
const SECTIONS = ['getting-started', 'accounts', 'orders', 'positions', 'market-data', 'streaming', 'operations', 'reference'];

const NOUNS = [
  'order', 'position', 'account', 'instrument', 'quote', 'bar', 'session', 'symbol', 'group', 'token', 'request', 'response',
  'stream', 'snapshot', 'update', 'field', 'flag', 'duration', 'bracket', 'execution', 'balance', 'leverage', 'margin', 'price',
  'spread', 'tick', 'volume', 'history', 'client', 'server', 'endpoint', 'header', 'timeout', 'permission', 'mapping', 'locale',
];
const VERBS = ['returns', 'sends', 'accepts', 'rejects', 'updates', 'closes', 'opens', 'validates', 'streams', 'caches', 'maps', 'lists', 'requires', 'ignores'];
const ADJECTIVES = ['working', 'filled', 'partial', 'final', 'optional', 'required', 'deprecated', 'live', 'demo', 'daily', 'intraday', 'empty', 'default', 'signed'];
const FILLERS = ['the', 'a', 'each', 'every', 'this', 'your', 'its', 'when', 'before', 'after', 'until', 'unless', 'so that', 'because', 'and', 'or', 'with', 'without', 'for', 'in'];
const IDENTIFIERS = ['accountId', 'orderId', 'limitPrice', 'stopPrice', 'qty', 'side', 'currentAsk', 'currentBid', 'supportStopLoss', 'pipValue', 'minTick', 'lastModified', 'expires_in', 'access_token', 'symbol_info', 'bar-transform'];
const LANGUAGES = ['json', 'bash', 'typescript', 'python', 'yaml', 'http', 'go', 'java'];
const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger'];

/** The same seed gives the same corpus. */
function createRandom(seed) {
  const next = mulberry32(seed);
  const int = (min, max) => min + Math.floor(next() * (max - min + 1));
  const pick = (list) => list[Math.floor(next() * list.length)];
  return { next, int, pick };
}

const capitalise = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const pad = (n, width = 3) => String(n).padStart(width, '0');

/**
 * The folder tree: eight top-level sections, each split into up to ten
 * sub-folders (with an index page) until no folder holds more than sixteen pages. Returns folders
 * (relative paths) and page slots (folder + file name) in reading order.
 */
function planTree(pageCount, random) {
  const folders = [];
  const pages = [];
  const split = (dir, count, depth) => {
    folders.push({ dir, depth });
    if (count <= MAX_LEAF) {
      for (let i = 1; i <= count; i++) pages.push({ dir, name: `${pad(i, 2)}-topic-${pad(pages.length + 1, 5)}` });
      return;
    }
    // An index page for the folder, the rest spread over the sub-folders.
    pages.push({ dir, name: 'index' });
    const rest = count - 1;
    const children = Math.min(FOLDERS_PER_FOLDER, Math.ceil(rest / PAGES_PER_FOLDER));
    // Sibling names must differ once the number prefix is stripped, or two folders share a route.
    const names = new Set();
    for (let c = 0; c < children; c++) {
      const share = Math.floor(rest / children) + (c < rest % children ? 1 : 0);
      let name;
      do name = `${random.pick(ADJECTIVES)}-${random.pick(NOUNS)}s`;
      while (names.has(name));
      names.add(name);
      split(`${dir}/${pad(c + 1, 2)}-${name}`, share, depth + 1);
    }
  };
  pages.push({ dir: '', name: 'index' });
  const rest = pageCount - 1;
  SECTIONS.forEach((section, s) => {
    const share = Math.floor(rest / SECTIONS.length) + (s < rest % SECTIONS.length ? 1 : 0);
    if (share > 0) split(`${pad(s + 1, 2)}-${section}`, share, 1);
  });
  return { folders, pages };
}

/** GitHub slug of a heading made of lower-case words, digits and spaces. */
const slugOf = (heading) => heading.toLowerCase().replace(/ /g, '-');

function sentence(random, links) {
  const words = [];
  const length = random.int(6, 16);
  for (let i = 0; i < length; i++) {
    const r = random.next();
    if (r < 0.3) words.push(random.pick(NOUNS));
    else if (r < 0.45) words.push(random.pick(VERBS));
    else if (r < 0.55) words.push(random.pick(ADJECTIVES));
    else if (r < 0.6) words.push(`\`${random.pick(IDENTIFIERS)}\``);
    else if (r < 0.62) words.push(`**${random.pick(NOUNS)}**`);
    else words.push(random.pick(FILLERS));
  }
  if (links.length && random.next() < 0.25) {
    const link = random.pick(links);
    words.splice(random.int(1, words.length - 1), 0, `[${link.text}](${link.href})`);
  }
  return `${capitalise(words.join(' '))}.`;
}

function paragraph(random, links) {
  const count = random.int(2, 4);
  return Array.from({ length: count }, () => sentence(random, links)).join(' ');
}

function codeBlock(random) {
  const language = random.pick(LANGUAGES);
  const field = random.pick(IDENTIFIERS);
  const noun = random.pick(NOUNS);
  const value = random.int(1, 99999);
  const title = random.next() < 0.3 ? ` title="${noun}.${language === 'typescript' ? 'ts' : language}"` : '';
  const bodies = {
    json: `{\n  "s": "ok",\n  "d": {\n    "${field}": ${value},\n    "${noun}": "${random.pick(ADJECTIVES)}",\n    "items": [${value}, ${value + 1}, ${value + 2}]\n  }\n}`,
    bash: `curl -X GET "https://broker.example.com/api/${noun}s/${value}" \\\n  -H "Authorization: Bearer $TOKEN" \\\n  -H "Accept: application/json" | jq '.d.${field}'`,
    typescript: `interface ${capitalise(noun)} {\n  ${field}: number;\n  status: '${random.pick(ADJECTIVES)}' | 'final';\n}\n\nexport async function load${capitalise(noun)}(id: string): Promise<${capitalise(noun)}> {\n  const response = await fetch(\`/api/${noun}s/\${id}\`);\n  if (!response.ok) throw new Error(\`HTTP \${response.status}\`);\n  return (await response.json()) as ${capitalise(noun)};\n}`,
    python: `import requests\n\ndef ${noun}_${random.pick(VERBS)}(session, ${noun}_id):\n    """Fetch one ${noun} and return its ${field}."""\n    response = session.get(f"/api/${noun}s/{${noun}_id}", timeout=${random.int(2, 30)})\n    response.raise_for_status()\n    return response.json()["d"]["${field}"]`,
    yaml: `${noun}:\n  ${field}: ${value}\n  enabled: ${random.next() < 0.5}\n  tags:\n    - ${random.pick(ADJECTIVES)}\n    - ${random.pick(ADJECTIVES)}`,
    http: `POST /accounts/${value}/${noun}s HTTP/1.1\nHost: broker.example.com\nAuthorization: Bearer eyJhbGciOi\nContent-Type: application/x-www-form-urlencoded\n\n${field}=${value}&side=buy&type=limit`,
    go: `func ${capitalise(noun)}${capitalise(random.pick(VERBS))}(ctx context.Context, id int) (*${capitalise(noun)}, error) {\n\tvar out ${capitalise(noun)}\n\tif err := client.Get(ctx, fmt.Sprintf("/api/${noun}s/%d", id), &out); err != nil {\n\t\treturn nil, err\n\t}\n\treturn &out, nil\n}`,
    java: `public final class ${capitalise(noun)}Client {\n    private final HttpClient http = HttpClient.newHttpClient();\n\n    public String ${random.pick(VERBS)}(long id) throws Exception {\n        var request = HttpRequest.newBuilder(URI.create("https://broker.example.com/${noun}s/" + id)).build();\n        return http.send(request, HttpResponse.BodyHandlers.ofString()).body();\n    }\n}`,
  };
  return `\`\`\`${language}${title}\n${bodies[language]}\n\`\`\``;
}

function table(random) {
  const columns = random.int(3, 5);
  const header = ['Field', 'Type', 'Required', 'Default', 'Meaning'].slice(0, columns);
  const rows = Array.from({ length: random.int(3, 8) }, () =>
    [`\`${random.pick(IDENTIFIERS)}\``, random.pick(['string', 'number', 'boolean', 'object', 'array']), random.pick(['yes', 'no']), `\`${random.int(0, 1000)}\``, capitalise(`${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(FILLERS)} ${random.pick(NOUNS)}`)].slice(0, columns),
  );
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}

function admonition(random, links) {
  const type = random.pick(ADMONITIONS);
  const title = random.next() < 0.4 ? ` ${capitalise(random.pick(ADJECTIVES))} ${random.pick(NOUNS)}s` : '';
  return `:::${type}${title}\n\n${paragraph(random, links)}\n\n:::`;
}

/** Headings of one page: 4–6 h2, each with 0–2 h3, unique within the page. */
function planHeadings(random) {
  const used = new Set();
  const unique = (text) => {
    let candidate = text;
    for (let n = 2; used.has(slugOf(candidate)); n++) candidate = `${text} ${n}`;
    used.add(slugOf(candidate));
    return candidate;
  };
  return Array.from({ length: random.int(4, 6) }, () => ({
    title: unique(capitalise(`${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(NOUNS)}s`)),
    children: Array.from({ length: random.int(0, 2) }, () => unique(capitalise(`${random.pick(VERBS)} the ${random.pick(NOUNS)}`))),
  }));
}

/** Path from one page's folder to another page's file, as a writer types it. */
function relativeLink(from, to) {
  const link = path.posix.relative(from.dir || '.', `${to.dir ? `${to.dir}/` : ''}${to.name}.md`);
  return link.startsWith('.') ? link : `./${link}`;
}

function renderPage(page, index, plans, random) {
  const { headings } = page;
  // Links to neighbours and to random pages elsewhere, each at a real heading.
  const targets = [plans[index - 1], plans[index + 1], plans[random.int(0, plans.length - 1)], plans[random.int(0, plans.length - 1)]].filter((t) => t && t !== page);
  const links = targets.map((target) => {
    const heading = random.pick(target.headings);
    return { text: target.title.toLowerCase(), href: `${relativeLink(page, target)}#${slugOf(heading.title)}` };
  });
  links.push({ text: 'below', href: `#${slugOf(headings.at(-1).title)}` });

  const blocks = [paragraph(random, links), paragraph(random, links)];
  for (const heading of headings) {
    blocks.push(`## ${heading.title}`, paragraph(random, links));
    const extra = random.next();
    if (extra < 0.45) blocks.push(codeBlock(random));
    else if (extra < 0.7) blocks.push(table(random));
    else if (extra < 0.85) blocks.push(admonition(random, links));
    blocks.push(paragraph(random, links));
    for (const child of heading.children) {
      blocks.push(`### ${child}`, paragraph(random, links));
      if (random.next() < 0.3) blocks.push(codeBlock(random));
    }
  }
  const keywords = [random.pick(NOUNS), random.pick(NOUNS), random.pick(ADJECTIVES)];
  const frontMatter = [
    '---',
    `title: ${page.title}`,
    ...(random.next() < 0.3 ? [`sidebar_label: ${page.title.split(' ').slice(0, 2).join(' ')}`] : []),
    `description: ${sentence(random, []).replace(/[`*:]/g, '')}`,
    'keywords:',
    ...keywords.map((k) => `  - ${k}`),
    '---',
  ];
  return `${frontMatter.join('\n')}\n\n${blocks.join('\n\n')}\n`;
}

const SITE_CONFIG = (pages) => `// Generated by tests/bench/generate-corpus.mjs: ${pages} pages for the build benchmarks.
import { defineConfig } from 'brokerdocs';

export default defineConfig({
  title: 'Generated Corpus',
  tagline: 'A generated site of ${pages} pages for benchmarks.',
  url: 'https://corpus.example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  docs: { path: 'docs', routeBasePath: '/' },
  themeConfig: {
    navbar: { title: 'Corpus', items: [{ type: 'search', position: 'right' }] },
    footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Home', to: '/' }] }], copyright: 'Generated corpus.' },
  },
});
`;

/** Writes the corpus into `outDir` (emptied first). Returns what it wrote. */
export async function generateCorpus({ pages: pageCount, outDir, seed = 1 }) {
  if (!Number.isInteger(pageCount) || pageCount < 1) throw new Error(`--pages must be a positive integer, not ${pageCount}`);
  const random = createRandom(seed);
  const { folders, pages } = planTree(pageCount, random);
  const plans = pages.map((slot, index) => {
    const title = capitalise(`${random.pick(ADJECTIVES)} ${random.pick(NOUNS)} ${random.pick(VERBS)} ${pad(index + 1, 5)}`);
    return { ...slot, title, headings: planHeadings(random) };
  });
  await rm(outDir, { recursive: true, force: true });
  const docsDir = path.join(outDir, 'docs');
  await mkdir(docsDir, { recursive: true });
  await writeFile(path.join(outDir, 'docs.config.ts'), SITE_CONFIG(pageCount));
  await Promise.all(folders.map(({ dir }) => mkdir(path.join(docsDir, dir), { recursive: true })));
  let bytes = 0;
  let words = 0;
  const files = [];
  for (const { dir, depth } of folders) {
    const name = dir.split('/').pop();
    // Most categories keep the default (collapsed); a few top-level ones open, as sites do.
    const meta = { label: capitalise(name.replace(/^\d+-/, '').replace(/-/g, ' ')), position: Number(name.slice(0, 2)), ...(depth === 1 && random.next() < 0.25 ? { collapsed: false } : {}) };
    files.push([path.join(docsDir, dir, '_category_.json'), `${JSON.stringify(meta, null, 2)}\n`]);
  }
  plans.forEach((page, index) => files.push([path.join(docsDir, page.dir, `${page.name}.md`), renderPage(page, index, plans, random)]));
  // Bounded parallelism: thousands of open files at once would hit the descriptor limit.
  const queue = [...files];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        bytes += Buffer.byteLength(next[1]);
        words += next[1].split(/\s+/).filter(Boolean).length;
        await writeFile(next[0], next[1]);
      }
    }),
  );
  return { pages: plans.length, folders: folders.length, bytes, words };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { pages: { type: 'string', default: '1000' }, out: { type: 'string' }, seed: { type: 'string', default: '1' } } });
  if (!values.out) {
    console.error('usage: node tests/bench/generate-corpus.mjs --pages <n> --out <dir> [--seed <n>]');
    process.exit(2);
  }
  const result = await generateCorpus({ pages: Number(values.pages), outDir: path.resolve(values.out), seed: Number(values.seed) });
  console.log(`${result.pages} pages in ${result.folders} folders, ${(result.bytes / 1e6).toFixed(1)} MB of Markdown → ${values.out}`);
}
