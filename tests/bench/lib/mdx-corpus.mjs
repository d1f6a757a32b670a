// Two generated sites of the same Markdown for the MDX bench: one plain, one
// shaped like the public Docusaurus sites of issue #27 (each page imports the
// site's components: a props table computed at render, cards, a counter
// with state, i.e. an island, a partial, and Tabs). Nothing is copied from
// any site; the same bytes for the same page count.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CONFIG = "export default { title: 'Bench', url: 'https://bench.example.com', baseUrl: '/', docs: { path: 'docs', routeBasePath: '/docs' } };\n";

const COMPONENTS = {
  'PropsTable.jsx': `export default function PropsTable({ props }) {
  const rows = [...props].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <table className="props">
      <thead><tr><th>Name</th><th>Type</th><th>Default</th></tr></thead>
      <tbody>{rows.map((row) => <tr key={row.name}><td><code>{row.name}</code></td><td>{row.type}</td><td>{row.default ?? '—'}</td></tr>)}</tbody>
    </table>
  );
}
`,
  'Cards.jsx': `import Link from '@docusaurus/Link';
export function Card({ title, to, children }) {
  return <Link className="card" to={to}><h3>{title}</h3><div>{children}</div></Link>;
}
export function CardGrid({ children }) {
  return <div className="card-grid">{children}</div>;
}
`,
  'Counter.jsx': `import { useState } from 'react';
export default function Counter({ start }) {
  const [count, setCount] = useState(start);
  return <button type="button" onClick={() => setCount(count + 1)}>Tried {count} times</button>;
}
`,
};

const PARTIAL = 'This paragraph comes from a **partial** shared by every page, with a [link](/docs/page-0001).\n';

function markdown(index) {
  const words = (n) => Array.from({ length: n }, (_, i) => ['order', 'quote', 'account', 'stream', 'session', 'symbol'][(index + i) % 6]).join(' ');
  return [
    `Page ${index} explains ${words(12)}.`,
    '',
    '## Setup',
    '',
    `Install and configure ${words(30)}.`,
    '',
    '```bash',
    `npm install bench-${index}`,
    '```',
    '',
    ':::tip',
    `A tip about ${words(10)}.`,
    ':::',
    '',
    '## Reference',
    '',
    `The reference of ${words(40)}, see [the next page](page-${String(index + 1).padStart(4, '0')}.mdx#setup).`,
    '',
    '```json title="response.json"',
    `{ "id": ${index}, "status": "ok" }`,
    '```',
    '',
    '| Field | Meaning |',
    '|---|---|',
    `| id | ${words(4)} |`,
    '',
  ];
}

function components(index) {
  return [
    "import PropsTable from '@site/src/components/PropsTable';",
    "import { Card, CardGrid } from '@site/src/components/Cards';",
    "import Counter from '@site/src/components/Counter';",
    "import Shared from '@site/src/_shared.mdx';",
    "import Tabs from '@theme/Tabs';",
    "import TabItem from '@theme/TabItem';",
    '',
    ...markdown(index).slice(0, 5),
    `<PropsTable props={[{ name: 'size', type: 'number', default: '${index}' }, { name: 'color', type: 'string' }, { name: 'mode', type: "'a' | 'b'" }]} />`,
    '',
    '<CardGrid>',
    `  <Card title="Start" to="/docs/page-0001">Begin with **page one**.</Card>`,
    `  <Card title="Go on" to="/docs/page-0002">Then page two.</Card>`,
    '</CardGrid>',
    '',
    '<Tabs>',
    '  <TabItem value="mac" label="macOS">',
    '',
    '    Use the **installer**.',
    '',
    '  </TabItem>',
    '  <TabItem value="linux" label="Linux">',
    '',
    '    Use the tarball.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    `<Counter start={${index % 7}} />`,
    '',
    '<Shared />',
    '',
    ...markdown(index).slice(5),
  ];
}

/** Writes both sites of `pages` pages under `dir`; returns their folders. */
export async function generateMdxCorpora({ pages, dir }) {
  const plain = path.join(dir, 'mdx-plain');
  const withComponents = path.join(dir, 'mdx-components');
  for (const [site, body] of [[plain, markdown], [withComponents, components]]) {
    await rm(site, { recursive: true, force: true });
    await mkdir(path.join(site, 'docs'), { recursive: true });
    await mkdir(path.join(site, 'src', 'components'), { recursive: true });
    await writeFile(path.join(site, 'docs.config.ts'), CONFIG);
    for (const [name, source] of Object.entries(COMPONENTS)) await writeFile(path.join(site, 'src', 'components', name), source);
    await writeFile(path.join(site, 'src', '_shared.mdx'), PARTIAL);
    for (let i = 1; i <= pages; i++) {
      const name = `page-${String(i).padStart(4, '0')}`;
      await writeFile(path.join(site, 'docs', `${name}.mdx`), `---\ntitle: Page ${i}\n---\n\n${body(i).join('\n')}\n`);
    }
    // The last page's "next page" link goes to the first.
    await writeFile(path.join(site, 'docs', `page-${String(pages + 1).padStart(4, '0')}.mdx`), '---\ntitle: Last\n---\n\nThe end.\n\n## Setup\n\nNothing.\n');
  }
  return { plain, withComponents };
}
