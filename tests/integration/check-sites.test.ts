// `check` on the fixture sites, through the pipeline: each problem once, with
// its file, line, column, code and message, and a hint that says how to fix it.
import { existsSync } from 'node:fs';
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../cli/diagnostics.js';
import { build } from '../../cli/commands/build.js';
import { check } from '../../cli/commands/check.js';
import { fixtureSite, repoRoot, temporaryDir } from '../support/paths.js';

/** `severity file:line:column code message`, in report order. */
function lines(diagnostics: readonly Diagnostic[]): string[] {
  return [...diagnostics]
    .sort((a, b) => (a.location?.file ?? '').localeCompare(b.location?.file ?? '') || (a.location?.line ?? 0) - (b.location?.line ?? 0) || (a.location?.column ?? 0) - (b.location?.column ?? 0))
    .map((d) => `${d.severity} ${d.location?.file}:${d.location?.line ?? '-'}:${d.location?.column ?? '-'} ${d.code} ${d.message}`);
}

function hintOf(diagnostics: readonly Diagnostic[], file: string, line: number): string | undefined {
  return diagnostics.find((d) => d.location?.file === file && d.location.line === line)?.hint;
}

/** A copy of a fixture with one file edited, for variants of a scenario. */
async function variant(name: string, file: string, edit: (text: string) => string): Promise<string> {
  const dir = path.join(await temporaryDir(), name);
  await cp(fixtureSite(name), dir, { recursive: true });
  const target = path.join(dir, file);
  await writeFile(target, edit(await readFile(target, 'utf8')));
  return dir;
}

describe('broken links', () => {
  it('reports each broken link, anchor and Markdown link where it is written', async () => {
    const { diagnostics } = await check(fixtureSite('broken-links'));
    expect(lines(diagnostics)).toEqual([
      'warning docs.config.ts:13:85 broken-link Broken link "/apii" (resolved to /bl/apii): no page has the route /apii',
      'warning docs.config.ts:21:11 broken-link Broken link "/guide/histroy" (resolved to /bl/guide/histroy): no page has the route /guide/histroy',
      'warning docs.config.ts:25:61 broken-anchor Broken anchor "/guide/intro#overveiw" (resolved to /bl/guide/intro#overveiw): the page /guide/intro has no heading or element with id "overveiw"',
      'warning docs.config.ts:27:24 broken-anchor Broken anchor "/bl/guide/intro#next": the page /guide/intro has no heading or element with id "next"',
      'warning docs/guide/history.md:5:44 broken-link Broken link "/changelog" (resolved to /bl/changelog): no page has the route /changelog',
      'warning docs/guide/intro.md:5:23 broken-anchor Broken anchor "#next-step": the page /guide/intro has no heading or element with id "next-step"',
      'warning docs/guide/intro.md:5:50 broken-anchor Broken anchor "./history.md#the-pasts" (resolved to /bl/guide/history#the-pasts): the page /guide/history has no heading or element with id "the-pasts"',
      'warning docs/guide/intro.md:9:21 broken-link Broken link "/changelog" (resolved to /bl/changelog): no page has the route /changelog',
      // The config's sidebar leaves this page out.
      'warning docs/guide/markdown-links.md:1:- doc-not-in-sidebar The page "guide/markdown-links" is in no sidebar ("main"): readers reach it only through a link',
      // The same link twice in one paragraph, one at the start of a line, in a quote and in a table cell.
      'warning docs/guide/markdown-links.md:3:51 broken-markdown-link Markdown link "setup.md" names no page',
      'warning docs/guide/markdown-links.md:4:24 broken-markdown-link Markdown link "setup.md" names no page',
      'warning docs/guide/markdown-links.md:5:14 broken-markdown-link Markdown link "../guide/missing.md#part" names no page',
      'warning docs/guide/markdown-links.md:7:19 broken-markdown-link Markdown link "gone.md" names no page',
      'warning docs/guide/markdown-links.md:11:18 broken-markdown-link Markdown link "cell.md" names no page',
      'warning docs/index.md:9:41 broken-anchor Broken anchor "/api#operation/getThng" (resolved to /bl/api#operation/getThng): the page /api has no operation with operationId "getThng" (anchor #operation/getThng)',
      'warning docs/index.md:10:39 broken-anchor Broken anchor "/api#tag/Thingz" (resolved to /bl/api#tag/Thingz): the page /api has no tag "Thingz" (anchor #tag/Thingz)',
      'warning docs/index.md:11:39 broken-link Broken link "/history" (resolved to /bl/history): no page has the route /history',
      'warning docs/index.md:12:46 broken-markdown-link Markdown link "guide/setup.md" names no page',
      'warning docs/index.md:13:19 broken-link Broken link "/changelog" (resolved to /bl/changelog): no page has the route /changelog',
      'warning openapi/api.yaml:16:19 broken-link Broken link "/guide/setup" (resolved to /bl/guide/setup): no page has the route /guide/setup',
    ]);
  });

  it('suggests the closest route or anchor, comparing API anchors by operationId and tag', async () => {
    const { diagnostics } = await check(fixtureSite('broken-links'));
    expect(hintOf(diagnostics, 'docs.config.ts', 21)).toBe('The closest route is /guide/history.');
    expect(hintOf(diagnostics, 'docs.config.ts', 25)).toBe('The closest anchor on that page is #overview.');
    expect(hintOf(diagnostics, 'docs.config.ts', 13)).toBe('The closest route is /api.');
    // An anchor that the existing one extends (the announcement bar's HTML).
    expect(hintOf(diagnostics, 'docs.config.ts', 27)).toBe('The closest anchor on that page is #next-steps.');
    expect(hintOf(diagnostics, 'openapi/api.yaml', 16)).toBe('No existing route is close to it: link to the page by its .md file to be sure of the path.');
    expect(hintOf(diagnostics, 'docs/index.md', 9)).toBe('The closest anchor on that page is #operation/getThing.');
    expect(hintOf(diagnostics, 'docs/index.md', 10)).toBe('The closest anchor on that page is #tag/Things.');
    // A route ending in the same page name wins over a shorter edit distance.
    expect(hintOf(diagnostics, 'docs/index.md', 11)).toBe('The closest route is /guide/history.');
  });

  it('suggests the .md file a misspelt Markdown link meant, written the way the link is', async () => {
    const misspelt = ['[a](hisstory.md)', '[b](./intor.md#overview)', '[c](../guide/markdown-link.md)', '[d](guide/histry.md)'];
    const dir = await variant('broken-links', 'docs/guide/markdown-links.md', (text) => `${text}\n${misspelt.join('\n\n')}\n`);
    const { diagnostics } = await check(dir);
    const hints = new Map(diagnostics.filter((d) => d.code === 'broken-markdown-link').map((d) => [d.message.replace(/^Markdown link "(.*)" names no page$/, '$1'), d.hint]));
    expect(Object.fromEntries(misspelt.map((link) => [link, hints.get(link.replace(/^\[.\]\((.*)\)$/, '$1'))]))).toEqual({
      // In the page's folder.
      '[a](hisstory.md)': 'Did you mean "history.md"?',
      '[b](./intor.md#overview)': 'Did you mean "./intro.md#overview"?',
      '[c](../guide/markdown-link.md)': 'Did you mean "../guide/markdown-links.md"?',
      // From the docs root, as the link is also looked for.
      '[d](guide/histry.md)': 'Did you mean "guide/history.md"?',
    });
    // Nothing close: the hint says what to do instead.
    expect(hints.get('setup.md')).toBe('Point it at an existing .md file, relative to this one.');
  });

  it('says a link broken on many pages probably comes from the navbar or footer', async () => {
    const { diagnostics } = await check(fixtureSite('broken-links'));
    const changelog = diagnostics.filter((d) => d.message.includes('"/changelog"'));
    expect(changelog).toHaveLength(3);
    for (const d of changelog) expect(d.hint).toBe('"/bl/changelog" is broken on 3 pages: it probably comes from the navbar or footer config, or a snippet copied between pages.');
    expect(hintOf(diagnostics, 'docs/index.md', 11)).not.toContain('broken on');
  });

  it('follows onBrokenLinks and onBrokenMarkdownLinks', async () => {
    const dir = await variant('broken-links', 'docs.config.ts', (text) => text.replace("baseUrl: '/bl/',", "baseUrl: '/bl/',\n  onBrokenLinks: 'throw',\n  onBrokenMarkdownLinks: 'ignore',"));
    const { diagnostics } = await check(dir);
    expect(diagnostics.filter((d) => d.code === 'broken-markdown-link')).toEqual([]);
    expect(new Set(diagnostics.map((d) => `${d.code} ${d.severity}`))).toEqual(new Set(['broken-link error', 'broken-anchor error', 'doc-not-in-sidebar warning']));
  });
});

describe('duplicate routes', () => {
  it('names both sources of each collision and keeps the API reference on its configured route', async () => {
    const { diagnostics } = await check(fixtureSite('duplicate-routes'));
    expect(lines(diagnostics)).toEqual([
      'warning docs/folder/README.md:-:- duplicate-route Duplicate route "/folder": docs/folder/index.md and docs/folder/README.md both produce it; only docs/folder/index.md is kept',
      'warning docs/reference.md:-:- duplicate-route Duplicate route "/reference": the API reference (openapi/api.yaml) and docs/reference.md both produce it; only openapi/api.yaml is kept',
      'warning docs/second.md:-:- duplicate-route Duplicate route "/same": docs/first.md and docs/second.md both produce it; only docs/first.md is kept',
    ]);
    expect(diagnostics.find((d) => d.location?.file === 'docs/folder/README.md')?.hint).toBe('index.md and README.md both become the page of their folder: keep one of them.');
  });

  it.each([
    ['ignore', []],
    ['log', ['info']],
    ['throw', ['error']],
  ])('onDuplicateRoutes: %s', async (option, severities) => {
    const dir = await variant('duplicate-routes', 'docs.config.ts', (text) => text.replace("baseUrl: '/dup/',", `baseUrl: '/dup/',\n  onDuplicateRoutes: '${option}',`));
    const { diagnostics } = await check(dir);
    expect([...new Set(diagnostics.map((d) => d.severity))]).toEqual(severities);
    expect(diagnostics.every((d) => d.code === 'duplicate-route')).toBe(true);
  });
});

describe('config', () => {
  it("reports the specification's navbar errors and an unknown sidebar doc, all in one run, at their keys", async () => {
    const { diagnostics } = await check(fixtureSite('bad-config'));
    expect(lines(diagnostics)).toEqual([
      // Its docs folder has no index.md.
      'warning docs:-:- no-docs-home No page at the docs root (/): the navbar title, the breadcrumbs and the 404 page link to /intro instead',
      'error docs.config.ts:13:24 sidebar-unknown-doc docs.sidebars.guide[1]: no doc with id "outro"',
      'error docs.config.ts:21:31 navbar-empty-sidebar themeConfig.navbar.items[1]: sidebar "empty" of the navbar item of type "docSidebar" has no link to point to',
      'error docs.config.ts:22:31 navbar-unknown-sidebar themeConfig.navbar.items[2]: can\'t find any sidebar with id "guides" for the navbar item of type "docSidebar". Available sidebar ids: "guide", "empty"',
      'error docs.config.ts:25:24 navbar-unknown-doc themeConfig.navbar.items[5]: couldn\'t find any doc with id "intor" for the navbar item of type "doc"',
      'error docs.config.ts:26:11 navbar-unknown-type themeConfig.navbar.items[6].type: No NavbarItem component found for type "dropdwn".',
    ]);
    expect(hintOf(diagnostics, 'docs.config.ts', 26)).toBe('Did you mean "dropdown"?');
    expect(hintOf(diagnostics, 'docs.config.ts', 25)).toBe('Did you mean "intro"?');
  });

  it('hides a doc navbar item whose doc is a draft instead of failing', async () => {
    const { diagnostics } = await check(fixtureSite('bad-config'));
    expect(diagnostics.some((d) => d.message.includes('secret'))).toBe(false);
  });
});

describe('OpenAPI document', () => {
  it('reports examples that break their schema (errors) and operationIds, tags and components (warnings) at their lines', async () => {
    const { diagnostics } = await check(fixtureSite('bad-openapi'));
    expect(lines(diagnostics)).toEqual([
      'error openapi/orders.yaml:24:19 openapi-example-invalid Example GET /orders 200 application/json example does not match its schema: /0/qty must be number, found "ten"',
      'warning openapi/orders.yaml:28:22 openapi-unknown-tag POST /orders uses the tag "Trading", which the top-level tags do not declare',
      'warning openapi/orders.yaml:41:5 openapi-missing-operation-id DELETE /orders/{id} has no operationId',
      'warning openapi/orders.yaml:75:5 openapi-unused-component components.schemas.Leftover is never used',
      // The example is used through a $ref: reported where its value is written.
      "error openapi/orders.yaml:79:7 openapi-example-invalid Example POST /orders request application/json examples.market does not match its schema: the value must have required property 'side'",
      'error openapi/orders.yaml:81:9 openapi-example-invalid Example POST /orders request application/json examples.market does not match its schema: /qty must be > 0',
      'warning openapi/orders.yaml:84:5 openapi-unused-component components.responses.NotFound is never used',
    ]);
  });

  it('reports what breaks the OpenAPI schema at the line of each offending member: warnings where the page can read past it', async () => {
    const dir = await variant('bad-openapi', 'openapi/orders.yaml', (text) => text.replace("          description: Cancelled.", "          descripton: Cancelled."));
    const { diagnostics } = await check(dir);
    // Raised by the API stage (cli/openapi/load-errors.ts); check passes it on with its location.
    expect(lines(diagnostics.filter((d) => d.code === 'openapi-invalid'))).toEqual([
      "warning openapi/orders.yaml:50:9 openapi-invalid Invalid OpenAPI document: /paths/~1orders~1{id}/delete/responses/204 must have required property 'description'",
      'warning openapi/orders.yaml:50:9 openapi-invalid Invalid OpenAPI document: /paths/~1orders~1{id}/delete/responses/204 has an unknown member "descripton"',
    ]);
    // The rest of the spec rules still run on the document.
    expect(diagnostics.some((d) => d.code === 'openapi-example-invalid')).toBe(true);
  });

  it('fails on a document no page can be made of', async () => {
    const dir = await variant('bad-openapi', 'openapi/orders.yaml', (text) => text.replace(/^info:/m, 'information:'));
    const { diagnostics } = await check(dir);
    expect(diagnostics.filter((d) => d.severity === 'error').map((d) => d.message)).toContain("Invalid OpenAPI document: / must have required property 'info'");
  });

  it('reports a YAML syntax error at its line', async () => {
    const dir = await variant('bad-openapi', 'openapi/orders.yaml', (text) => text.replace('      tags: [Orders, Trading]', '      tags: [Orders, Trading'));
    const { diagnostics } = await check(dir);
    expect(diagnostics).toHaveLength(1);
    // The parser notices the missing bracket at the start of the next line.
    expect(diagnostics[0]).toMatchObject({ severity: 'error', code: 'openapi-syntax', location: { file: 'openapi/orders.yaml', line: 29, column: 7 } });
  });
});

describe('build', () => {
  it.each(['broken-links', 'duplicate-routes', 'bad-openapi'])('reports what check reports for %s, and fails on errors without writing', async (name) => {
    const outDir = path.join(await temporaryDir(), 'out');
    const built = await build(fixtureSite(name), { outDir });
    const checked = await check(fixtureSite(name));
    expect(lines(built.diagnostics)).toEqual(lines(checked.diagnostics));
    expect(built.ok).toBe(!checked.diagnostics.some((d) => d.severity === 'error'));
    expect(existsSync(outDir)).toBe(built.ok);
  });
});

describe('the manual', () => {
  it('checks clean', async () => {
    const { diagnostics } = await check(repoRoot);
    expect(lines(diagnostics)).toEqual([]);
  });
});
