// A docs version's tags file (cli/versions/tags-file.ts): each key a tag with
// its label, permalink and description; a key with nothing below it is a tag
// labelled by its key; a file that does not read, or an entry that is no list
// of fields, is a warning at its line and the rest is used.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTagsFile } from '../../cli/content/tags-file.js';
import { temporaryDir } from '../support/paths.js';

async function docsWith(tagsYml: string | undefined): Promise<{ site: string; docs: string }> {
  const site = await temporaryDir('brokerdocs-tags-file-');
  const docs = path.join(site, 'docs');
  await mkdir(docs);
  if (tagsYml !== undefined) await writeFile(path.join(docs, 'tags.yml'), tagsYml);
  return { site, docs };
}

const warnings = (diagnostics: { code: string; message: string; location?: { file?: string; line?: number } }[]) => diagnostics.map((d) => `${d.location?.file}:${d.location?.line} ${d.code}: ${d.message}`);

describe('a tags file', () => {
  it('gives each key its label, permalink and description; by default, as Docusaurus: the key capitalized, its page the key in kebab case', async () => {
    const { site, docs } = await docsWith('releases:\n  label: Product releases\n  permalink: /product-releases\n  description: What each release changed.\nbeta:\nearlyAccess:\n  description: Before the release.\n');
    const { tagsFile, diagnostics } = readTagsFile(docs, 'tags.yml', site);
    expect(diagnostics).toEqual([]);
    expect(tagsFile?.file).toBe('docs/tags.yml');
    expect([...tagsFile!.tags]).toEqual([
      ['releases', { label: 'Product releases', permalink: '/product-releases', description: 'What each release changed.' }],
      ['beta', { label: 'Beta', permalink: '/beta' }],
      ['earlyAccess', { label: 'Earlyaccess', permalink: '/early-access', description: 'Before the release.' }],
    ]);
  });

  it('is no tags file when the folder has none or the config turns it off', async () => {
    const { site, docs } = await docsWith(undefined);
    expect(readTagsFile(docs, 'tags.yml', site)).toEqual({ diagnostics: [] });
    const other = await docsWith('a:\n');
    expect(readTagsFile(other.docs, false, other.site)).toEqual({ diagnostics: [] });
  });

  it('warns at its line about a file that does not read, and about an entry that is no list of fields, keeping the others', async () => {
    const broken = await docsWith('releases:\n  label: [unclosed\n');
    expect(warnings(readTagsFile(broken.docs, 'tags.yml', broken.site).diagnostics)).toEqual([expect.stringMatching(/^docs\/tags\.yml:3 tags-file-invalid: The tags file does not read: /)]);
    const mixed = await docsWith('good:\n  label: Good\nbad: just a string\n');
    const read = readTagsFile(mixed.docs, 'tags.yml', mixed.site);
    expect([...read.tagsFile!.tags.keys()]).toEqual(['good']);
    expect(warnings(read.diagnostics)).toEqual(['docs/tags.yml:3 tags-file-invalid: Tag "bad" is not a list of fields']);
  });
});
