// cli/i18n/code-messages.ts: the messages of a site's own code, as
// Docusaurus' write-translations extracts them from src/: <Translate> and
// translate() with plain strings, ids or messages as keys, TypeScript and
// JSX read as code (a comment naming <Translate> is no message), and a
// message made at run time named at its line.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteCodeMessages } from '../../cli/i18n/code-messages.js';
import { temporaryDir } from '../support/paths.js';

let site: string;

beforeAll(async () => {
  site = await temporaryDir('brokerdocs-code-messages-');
  await mkdir(path.join(site, 'src/components'), { recursive: true });
  await writeFile(
    path.join(site, 'src/components/Welcome.tsx'),
    [
      "import Translate, { translate } from '@docusaurus/Translate';",
      '',
      '// <Translate id="commented.out">Not a message</Translate>',
      'interface Props { name: string }',
      'export default function Welcome({ name }: Props) {',
      "  const label: string = translate({ id: 'welcome.button', message: 'Start here', description: 'The button of the welcome box' });",
      '  return (',
      '    <section aria-label={label}>',
      '      <Translate id="welcome.title" description="The heading of the welcome box">',
      '        Welcome to the',
      '        lamp docs',
      '      </Translate>',
      "      <Translate>{'Read on'}</Translate>",
      '      <Translate id="welcome.name">{name}</Translate>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
  );
  await writeFile(path.join(site, 'src/components/Plain.js'), "export const hint = translate({ message: `No id, so the message is the key` });\n");
});

describe("the site's code messages", () => {
  it('finds each plain message by id (or by its text), with its description or where it is written', async () => {
    const { messages, diagnostics } = await siteCodeMessages(site);
    expect(messages).toEqual({
      'welcome.button': { message: 'Start here', description: 'The button of the welcome box' },
      'welcome.title': { message: 'Welcome to the lamp docs', description: 'The heading of the welcome box' },
      'Read on': { message: 'Read on', description: 'Written in src/components/Welcome.tsx' },
      'No id, so the message is the key': { message: 'No id, so the message is the key', description: 'Written in src/components/Plain.js' },
    });
    expect(diagnostics.map((d) => `${d.code} ${d.location?.file}:${d.location?.line} ${d.message}`)).toEqual([
      'translations-dynamic src/components/Welcome.tsx:14 <Translate id="welcome.name">: only a plain string can be translated, so this one is left out of code.json',
    ]);
  });

  it('finds nothing in a site without a src folder', async () => {
    expect(await siteCodeMessages(path.join(site, 'src/components'))).toEqual({ messages: {}, diagnostics: [] });
  });
});
