// An import that names nothing is warned about on every page that imports
// it, whichever page esbuild happens to resolve last: Ionic's 1,000 pages
// importing an uninstalled package gave a different set of warnings each
// build (the last importer got "cannot be found", the others a component
// error for the same thing).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plainHighlighter } from '../../cli/check/plain-highlighter.js';
import { createEnv } from '../../cli/content/env.js';
import { createMarkdownRenderer } from '../../cli/content/markdown.js';
import { compileMdx, PROVIDED } from '../../cli/content/mdx-compile/compile.js';
import { createRawHtmlTable } from '../../cli/content/mdx-compile/raw-html.js';
import { renderCompiledDocs, type CompiledDoc } from '../../cli/content/mdx-compile/render-compiled.js';
import { temporaryDir } from '../support/paths.js';

const markdown = createMarkdownRenderer(plainHighlighter);

describe('an import that names nothing', () => {
  it('is warned about at its line on every page that imports it, each page showing a box', async () => {
    const siteDir = await temporaryDir('brokerdocs-mdx-unresolved-');
    const raw = createRawHtmlTable();
    const docs: CompiledDoc[] = [];
    for (let index = 0; index < 6; index++) {
      const source = `Page ${index}.\n\nimport Widget from '@acme/not-installed';\n\n<Widget />\n`;
      const file = `docs/page-${index}.mdx`;
      const env = createEnv({ file, lineOffset: 0, source, resolveLink: (href) => ({ href }) });
      const { compiled } = await compileMdx({ source, file, lineOffset: 0, absolute: path.join(siteDir, file), renderer: markdown, env, raw, provided: PROVIDED });
      docs.push({ key: String(index), file, absolute: path.join(siteDir, file), env, compiled: compiled! });
    }
    const result = await renderCompiledDocs(docs, { siteDir, siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' }, locale: 'en', renderer: markdown, raw });
    for (const doc of docs) {
      expect(doc.env.diagnostics.map((each) => `${each.code} ${each.location?.line}`), doc.file).toEqual(['mdx-unresolved-import 3']);
      expect(result.html.get(doc.key), doc.file).toContain('Widget');
    }
  });

  it('reads as nothing where the page writes it as a value, and is warned about at the line of its own import', async () => {
    const siteDir = await temporaryDir('brokerdocs-mdx-unresolved-');
    const raw = createRawHtmlTable();
    const source = `# Intro\n\nimport CodeBlock from '@theme/CodeBlock';\nimport {VERSION} from '@acme/not-installed';\n\nText: {String(VERSION)}.\n\n<CodeBlock language="ts">{VERSION}</CodeBlock>\n`;
    const file = 'docs/intro.mdx';
    const env = createEnv({ file, lineOffset: 0, source, resolveLink: (href) => ({ href }) });
    const { compiled } = await compileMdx({ source, file, lineOffset: 0, absolute: path.join(siteDir, file), renderer: markdown, env, raw, provided: PROVIDED });
    const result = await renderCompiledDocs([{ key: 'intro', file, absolute: path.join(siteDir, file), env, compiled: compiled! }], { siteDir, siteConfig: { title: 'T', tagline: '', url: '', baseUrl: '/' }, locale: 'en', renderer: markdown, raw });
    const html = result.html.get('intro')!;
    expect(html).toMatch(/<p>Text: (<!-- -->)?\.<\/p>/);
    expect(html).not.toMatch(/function|useMdxContext/);
    expect(env.diagnostics.map((each) => `${each.code} ${each.location?.line}`)).toEqual(['mdx-unresolved-import 4']);
  });
});
