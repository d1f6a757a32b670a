// Fuzzed docs.config.ts files, each built in process: values of the wrong
// type, unknown keys, huge and empty strings, nested junk, and things only
// code can hold (functions, symbols, BigInt, cycles, getters and proxies that
// throw), plus sources that do not compile or throw while loading. A site or
// errors at a line of docs.config.ts come back, never an exception.
import { afterAll, describe, expect, it } from 'vitest';
import { cpuMs } from '../support/cpu-time.js';
import { preview } from './checks.js';
import { reportFigure } from './figures.js';
import { createScratchSite, problemsOf, type ScratchSite } from './fuzz-site.js';
import { createRandom, fuzzCount, fuzzSeed, type Random } from './random.js';

const SEED = fuzzSeed(0x5eed_0003);
const CASES = fuzzCount(40);

/** Code of a JavaScript value: plain data, or `{ code }` written as is. */
type Node = null | boolean | number | string | Node[] | { [key: string]: Node } | Code;
class Code {
  constructor(readonly code: string) {}
}

function baseConfig(): { [key: string]: Node } {
  return {
    title: 'Fuzzed Site',
    tagline: 'A site whose config is fuzzed.',
    url: 'https://fuzz.example.com',
    baseUrl: '/fuzz/',
    favicon: 'img/icon.svg',
    onBrokenLinks: 'warn',
    docs: {
      path: 'docs',
      routeBasePath: '/',
      sidebars: { main: ['index', { type: 'category', label: 'Guide', items: ['guide/intro', { type: 'link', label: 'Out', href: 'https://example.com' }] }] },
    },
    openapi: { spec: 'openapi/api.yaml', route: '/api', title: 'API' },
    themeConfig: {
      navbar: {
        title: 'Fuzz',
        logo: { src: 'img/icon.svg', alt: 'Logo', width: 32, height: 32 },
        items: [
          { type: 'docSidebar', sidebarId: 'main', label: 'Docs', position: 'left' },
          { to: '/api', label: 'API', position: 'left' },
          { type: 'dropdown', label: 'More', items: [{ label: 'Intro', to: '/guide/intro' }] },
          { type: 'search', position: 'right' },
        ],
      },
      footer: { style: 'dark', links: [{ title: 'Docs', items: [{ label: 'Home', to: '/' }] }], copyright: '© 2025' },
      colorMode: { defaultMode: 'light', respectPrefersColorScheme: false },
      announcementBar: { id: 'note', content: 'Hello <b>readers</b>', isCloseable: true },
      tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    },
  };
}

const FILES: Record<string, string> = {
  'docs/index.md': '---\ntitle: Home\n---\n\nSee the [intro](guide/intro.md).\n',
  'docs/guide/intro.md': '---\ntitle: Intro\n---\n\n## Start\n\nText.\n',
  'openapi/api.yaml': 'openapi: 3.0.3\ninfo: { title: Fuzz API, version: "1" }\npaths:\n  /ping:\n    get:\n      operationId: ping\n      responses: { "200": { description: OK } }\n',
  'static/img/icon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

function nested(depth: number): Node {
  let node: Node = 'bottom';
  for (let i = 0; i < depth; i++) node = { items: [node] };
  return node;
}

/** A value of some other kind than the one expected. */
function junk(random: Random): Node {
  switch (random.int(0, 17)) {
    case 0: return null;
    case 1: return random.chance(0.5);
    case 2: return random.pick([0, -1, 1e308, -0, 0.5, 2 ** 53 + 1]);
    case 3: return '';
    case 4: return 'x'.repeat(random.pick([1000, 100_000, 1_000_000]));
    case 5: return random.pick(['<script>alert(1)</script>', '/../../etc', 'javascript:alert(1)', '💥\u202e', '%', '\\', 'https://', '//evil.example']);
    case 6: return [];
    case 7: return {};
    case 8: return nested(random.pick([50, 500, 2000]));
    case 9: return new Code(random.pick(['undefined', 'NaN', 'Infinity', '-Infinity']));
    case 10: return new Code('10n');
    case 11: return new Code("Symbol('x')");
    case 12: return new Code('() => "fn"');
    case 13: return new Code('new Date(0)');
    case 14: return new Code('/re/g');
    case 15: return new Code('new Map([["a", 1]])');
    case 16: return new Code('Object.create(null)');
    default: return [junk(random), junk(random)];
  }
}

/** Every object and array in the tree with the key that leads to it. */
function containers(node: Node, out: ({ [key: string]: Node } | Node[])[] = []): ({ [key: string]: Node } | Node[])[] {
  if (node instanceof Code || node === null || typeof node !== 'object') return out;
  out.push(node);
  for (const child of Array.isArray(node) ? node : Object.values(node)) containers(child, out);
  return out;
}

function mutateConfig(random: Random, config: { [key: string]: Node }): void {
  const edits = random.int(1, 4);
  for (let i = 0; i < edits; i++) {
    const target = random.pick(containers(config));
    const keys: (string | number)[] = Array.isArray(target) ? target.map((_, index) => index) : Object.keys(target);
    switch (random.int(0, 4)) {
      case 0: // a value of the wrong kind
        if (keys.length) (target as Record<string | number, Node>)[random.pick(keys)] = junk(random);
        break;
      case 1: // an unknown key
        // defineProperty: a plain assignment to `__proto__` would change the prototype here, not add a key.
        if (!Array.isArray(target)) Object.defineProperty(target, random.pick(['titel', 'unknown', '__proto__', 'constructor', 'x'.repeat(500), '']), { value: junk(random), enumerable: true, writable: true, configurable: true });
        break;
      case 2: // a key removed
        if (keys.length && !Array.isArray(target)) delete target[random.pick(keys) as string];
        break;
      case 3: // an array grown large
        // Only small elements are repeated: 10,000 copies of a 2,000-level junk tree is a test of the generator's stack.
        if (Array.isArray(target) && target.length && codeOf(target[0]!).length < 2_000) target.push(...Array.from({ length: random.pick([10, 1000, 10_000]) }, () => target[0]!));
        break;
      default: // a string made empty, huge or hostile
        if (keys.length) {
          const key = random.pick(keys);
          if (typeof (target as Record<string | number, Node>)[key] === 'string') (target as Record<string | number, Node>)[key] = random.pick(['', ' ', 'x'.repeat(200_000), '"><script>alert(1)</script>', '\u0000']);
        }
    }
  }
}

function codeOf(node: Node): string {
  if (node instanceof Code) return node.code;
  if (node === null || typeof node !== 'object') return JSON.stringify(node);
  if (Array.isArray(node)) return `[${node.map(codeOf).join(', ')}]`;
  return `{ ${Object.entries(node).map(([key, value]) => `${JSON.stringify(key)}: ${codeOf(value)}`).join(', ')} }`;
}

/** Sources that cannot be read as a plain object at all. */
const ODD_SOURCES = [
  "import { defineConfig } from 'brokerdocs';\nexport default defineConfig({ title: 'x', url: 'https://x.example.com', });\nconst = ;\n",
  "export default {\n  title: 'x',\n  url: 'https://x.example.com'\n",
  "throw new Error('config exploded');\n",
  "export const notDefault = { title: 'x', url: 'https://x.example.com' };\n",
  "export default () => ({ title: 'x', url: 'https://x.example.com' });\n",
  "export default Promise.resolve({ title: 'x', url: 'https://x.example.com' });\n",
  "export default { get title() { throw new Error('getter exploded'); }, url: 'https://x.example.com' };\n",
  "export default new Proxy({}, { ownKeys() { throw new Error('proxy exploded'); }, get() { throw new Error('proxy get'); } });\n",
  "const config: any = { title: 'x', url: 'https://x.example.com', themeConfig: {} };\nconfig.themeConfig.self = config;\nexport default config;\n",
  "import missing from './does-not-exist.js';\nexport default missing;\n",
  "import pkg from 'no-such-package-anywhere';\nexport default pkg;\n",
  'export default 42;\n',
  'export default null;\n',
  "export default 'a string';\n",
  '\u0000\uFEFF',
  '',
];

describe('fuzzing docs.config.ts', () => {
  let site: ScratchSite;
  const stats = { cases: 0, built: 0, refused: 0, slowestMs: 0 };

  afterAll(() => {
    reportFigure('fuzz-config', { cases: stats.cases, seed: SEED }, `${stats.cases} configs built (seed ${SEED}): ${stats.built} sites, ${stats.refused} refused with errors at a line of the config; slowest ${(stats.slowestMs / 1000).toFixed(1)} s`);
  });

  const run = async (source: string, label: string, failures: string[]) => {
    site ??= await createScratchSite('fuzz-config');
    const result = await site.buildWith({ ...FILES, 'docs.config.ts': source });
    stats.cases++;
    stats.slowestMs = Math.max(stats.slowestMs, result.ms);
    if (result.kind === 'built') stats.built++;
    else stats.refused++;
    for (const problem of problemsOf(result)) failures.push(`${label}: ${problem}\nconfig: ${preview(source, 600)}`);
    return result;
  };

  it('builds the unmutated config (the base is valid, so mutations are what fails)', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    const result = await run(`export default ${codeOf(baseConfig())};\n`, 'base', failures);
    expect(failures).toEqual([]);
    expect(result.kind).toBe('built');
  });

  it(`builds ${ODD_SOURCES.length} configs that are not plain objects into errors at the config`, { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    for (const [i, source] of ODD_SOURCES.entries()) {
      const result = await run(source, `odd source ${i}`, failures);
      if (result.kind === 'built') failures.push(`odd source ${i} built: ${preview(source)}`);
      else if (result.kind === 'failed' && !result.diagnostics.some((d) => d.location?.file === 'docs.config.ts')) failures.push(`odd source ${i}: no error names docs.config.ts: ${preview(result.diagnostics)}`);
    }
    expect(failures).toEqual([]);
  });

  it('places a throw while the config loads, and a getter that throws, at their lines', { timeout: 60_000 }, async () => {
    const failures: string[] = [];
    const thrown = await run("import { defineConfig } from 'brokerdocs';\n\nconst title = 'x';\nif (title) throw new Error('no title for you');\nexport default defineConfig({ title, url: 'https://x.example.com' });\n", 'throw at line 4', failures);
    expect(thrown.kind === 'failed' && thrown.diagnostics.map((d) => [d.code, d.location?.file, d.location?.line])).toEqual([['config-load', 'docs.config.ts', 4]]);
    const getter = await run("const config = {\n  url: 'https://x.example.com',\n  get title(): string { throw new Error('getter'); },\n};\nexport default config;\n", 'getter', failures);
    // The object literal the getter is in starts at line 1.
    expect(getter.kind === 'failed' && getter.diagnostics.map((d) => [d.code, d.location?.line, d.message])).toEqual([['config-load', 1, 'Reading the config threw: getter']]);
    expect(failures).toEqual([]);
  });

  it('reports 10,000 wrong navbar items in linear time (each located at its own line)', { timeout: 120_000 }, async () => {
    const failures: string[] = [];
    const timed = async (n: number) => {
      const items = Array.from({ length: n }, (_, i) => ({ type: 'bogus', label: `item ${i}` }));
      const source = `export default ${JSON.stringify({ title: 'Items', url: 'https://items.example.com', themeConfig: { navbar: { items } } }, null, 2)};\n`;
      // CPU time (support/cpu-time.ts): the ratio holds on a busy machine.
      const started = cpuMs();
      const result = await run(source, `${n} navbar items`, failures);
      const lines = result.kind === 'failed' ? result.diagnostics.map((d) => d.location?.line) : [];
      return { ms: cpuMs() - started, errors: lines.length, distinct: new Set(lines).size };
    };
    await timed(100); // warm up
    const small = await timed(2_500);
    const large = await timed(10_000);
    expect(failures).toEqual([]);
    expect([large.errors, large.distinct]).toEqual([10_000, 10_000]);
    expect(large.ms / small.ms, `${small.ms.toFixed(0)} ms → ${large.ms.toFixed(0)} ms`).toBeLessThan(8);
  });

  it(`builds ${CASES} mutated configs: a site, or errors at a line of the config`, { timeout: 60_000 + CASES * 3_000 }, async () => {
    const random = createRandom(SEED);
    const failures: string[] = [];
    for (let i = 0; i < CASES && failures.length < 3; i++) {
      const config = baseConfig();
      mutateConfig(random, config);
      // Repeated elements are shared, so a later edit inside one can make the source too big to write: such a case is drawn again.
      let code: string;
      try {
        code = codeOf(config);
      } catch {
        i--;
        continue;
      }
      await run(`import { defineConfig } from 'brokerdocs';\n\nexport default defineConfig(${code});\n`, `case ${i} (seed ${SEED})`, failures);
    }
    expect(failures).toEqual([]);
  });
});
