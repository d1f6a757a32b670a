// A Docusaurus config (`docusaurus.config.js/ts`, already imported) read as
// docs.config.ts: the keys brokerdocs has a use for are taken under their
// own names or ours; the docs options come from the classic preset (or a
// lone `@docusaurus/plugin-content-docs`), the pages' and the blog's from the
// preset too. What cannot run here (other plugins, themes) is named once, and
// the build goes on.
// Values of the wrong type are left for the schema to report at their key.
import { lineOf, warning, type Diagnostic, type SourceLocation } from '../diagnostics.js';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { blogOf } from './docusaurus-blog.js';
import { docsInstanceOf } from './docusaurus-docs-instance.js';
import { GTAG_PLUGIN, TAG_MANAGER_PLUGIN, gtagOf, tagManagerOf, type HeadAdditions } from './docusaurus-analytics.js';
import { fromDocusaurusTheme, THEME_KEYS_READ } from './docusaurus-theme.js';
import { isObject, type Loose } from './loose.js';
import { standInOf, standInWarnings, withoutStandIns } from './stand-ins.js';

/** Keys copied under the same name when they are there. */
const SITE_KEYS = ['title', 'titleDelimiter', 'tagline', 'url', 'baseUrl', 'favicon', 'trailingSlash', 'onBrokenLinks', 'onBrokenAnchors', 'onBrokenMarkdownLinks', 'onDuplicateRoutes', 'customFields', 'scripts', 'stylesheets', 'headTags', 'noIndex'] as const;
/** The classic preset's options read below (its plugins' and its theme's). */
const PRESET_KEYS_READ = new Set(['docs', 'blog', 'pages', 'theme', 'gtag', 'googleTagManager']);

const CLASSIC_PRESET = /(^|[/\\@])(preset-classic|classic)([/\\]|$)/;
const MODULE_ALIAS_PLUGIN = /(^|[/\\])docusaurus-plugin-module-alias([/\\]|$)/;
const SASS_PLUGIN = /(^|[/\\])docusaurus-plugin-sass([/\\]|$)/;
const DOCS_PLUGIN = /(^|[/\\])plugin-content-docs([/\\]|$)/;
const PAGES_PLUGIN = /(^|[/\\])plugin-content-pages([/\\]|$)/;
const BLOG_PLUGIN = /(^|[/\\])plugin-content-blog([/\\]|$)/;
const REDIRECTS_PLUGIN = /(^|[/\\])plugin-client-redirects([/\\]|$)/;
const MERMAID_THEME = /(^|[/\\])theme-mermaid([/\\]|$)/;
const IDEAL_IMAGE_PLUGIN = /(^|[/\\])plugin-ideal-image([/\\]|$)/;

export interface ConvertedConfig {
  value: Loose;
  diagnostics: Diagnostic[];
}

/**
 * The config in docs.config.ts' shape. A config module may export the
 * object, a promise of it, or a (possibly async) function returning it, as
 * Docusaurus allows.
 */
export async function fromDocusaurusConfig(exported: unknown, file: string, source = '', siteDir = '.'): Promise<ConvertedConfig> {
  const called = await (typeof exported === 'function' && standInOf(exported) === undefined ? (exported as () => unknown)() : exported);
  const { value: written, dropped } = withoutStandIns(called);
  const at = (key: string): SourceLocation => ({ file, line: lineOfKey(source, key) });
  if (!isObject(written)) return { value: written as Loose, diagnostics: [] };
  // A key under a theme option named as left out (Prism's colours from prism-react-renderer) is not named twice.
  const diagnostics: Diagnostic[] = standInWarnings(dropped.filter(({ keyPath }) => keyPath[0] !== 'themeConfig' || keyPath.length < 3 || THEME_KEYS_READ.has(String(keyPath[1]))), source, file);
  const value: Loose = {};
  for (const key of SITE_KEYS) if (written[key] !== undefined) value[key] = written[key];
  // Docusaurus warns about a broken anchor unless told otherwise, whatever onBrokenLinks says.
  value.onBrokenAnchors ??= 'warn';
  // Docusaurus 3.5 moved it under markdown.hooks; the older top-level key wins when both are set.
  const hooks = isObject(written.markdown) && isObject(written.markdown.hooks) ? written.markdown.hooks : {};
  if (value.onBrokenMarkdownLinks === undefined && hooks.onBrokenMarkdownLinks !== undefined) value.onBrokenMarkdownLinks = hooks.onBrokenMarkdownLinks;
  // How pages are read (the MDX compiler's path, cli/content/mdx-compile/): the format and MDX 1 syntax, not Docusaurus' other Markdown hooks.
  if (isObject(written.markdown)) {
    const { format, mdx1Compat, preprocessor, mermaid } = written.markdown;
    if (format !== undefined || mdx1Compat !== undefined || preprocessor !== undefined || mermaid !== undefined) {
      value.markdown = { ...(format !== undefined ? { format } : {}), ...(mdx1Compat !== undefined ? { mdx1Compat } : {}), ...(preprocessor !== undefined ? { preprocessor } : {}), ...(mermaid !== undefined ? { mermaid } : {}) };
    }
    // What else Docusaurus' markdown option sets is named, not dropped without a word (`hooks` is read above).
    const markdown: Loose = written.markdown;
    const unused = Object.keys(markdown).filter((key) => !['format', 'mdx1Compat', 'preprocessor', 'mermaid', 'hooks'].includes(key) && markdown[key] !== undefined);
    if (unused.length) diagnostics.push(warning('docusaurus-unsupported', `markdown options not used by brokerdocs: ${unused.join(', ')}`, at('markdown'), 'The pages are read as if they were not set.'));
  }
  // Every static folder is copied, as Docusaurus copies them (its default is `static`).
  if (Array.isArray(written.staticDirectories) && written.staticDirectories.length) value.staticDir = written.staticDirectories;
  if (isObject(written.i18n)) value.i18n = i18nOf(written.i18n);

  const unsupported: string[] = [];
  const aliases: Record<string, string> = {};
  const customCss: string[] = [];
  let docs: Loose | undefined;
  let docsFound = false;
  const docsInstances: Loose[] = [];
  // The head tags Google's tag plugins add, after the config's own.
  const addHead = (additions: HeadAdditions | undefined) => {
    if (!additions) return;
    value.scripts = [...asArray(value.scripts), ...additions.scripts];
    value.headTags = [...asArray(value.headTags), ...additions.headTags];
  };
  for (const entry of asArray(written.presets)) {
    const [name, options] = pluginEntry(entry);
    // A preset that wraps the classic one (Meta's internaldocs-fb) takes its options: they are read as the classic preset's.
    const classic = CLASSIC_PRESET.test(name);
    const wraps = !classic && isObject(options) && isObject(options.docs);
    if (!classic && !wraps) {
      unsupported.push(`preset ${name}`);
      continue;
    }
    if (wraps) unsupported.push(`preset ${name} (its docs, theme and pages options are read as the classic preset's)`);
    const preset = isObject(options) ? options : {};
    // Google's tags go into every page's head.
    addHead(gtagOf(preset.gtag));
    addHead(tagManagerOf(preset.googleTagManager));
    const unusedPreset = Object.keys(preset).filter((key) => !PRESET_KEYS_READ.has(key) && preset[key] !== undefined && preset[key] !== false);
    if (unusedPreset.length) diagnostics.push(warning('docusaurus-unsupported', `Options of the preset ${name} not used by brokerdocs: ${unusedPreset.join(', ')}`, at(unusedPreset[0]!), 'The site builds as if they were not set (brokerdocs writes its own sitemap.xml).'));
    // The classic theme's stylesheets: a string, or a list (often of require.resolve paths).
    if (isObject(preset.theme)) customCss.push(...[preset.theme.customCss].flat().filter((file): file is string => typeof file === 'string'));
    if (preset.docs !== false) {
      docsFound = true;
      docs = isObject(preset.docs) ? preset.docs : {};
    }
    // The classic preset's pages plugin is on unless `pages: false`: its folder's pages are built (content/site-pages.ts).
    if (preset.pages !== false) {
      const pages = pagesOf(preset.pages, siteDir);
      if (pages) value.pages = pages;
    }
    // The classic preset's blog is on unless `blog: false`: its folder's posts are built (content/blog/).
    if (preset.blog !== false) {
      const blog = blogOf(preset.blog, siteDir);
      if (blog) value.blog = blog.value;
      diagnostics.push(...(blog?.unused.length ? [warning('docusaurus-unsupported', `Blog options not used by brokerdocs: ${blog.unused.join(', ')}`, at('blog'), 'The blog builds as if they were not set.')] : []));
    }
  }
  for (const entry of asArray(written.plugins)) {
    const [name, options] = pluginEntry(entry);
    // Matched by the package Docusaurus would load: `content-docs` is @docusaurus/plugin-content-docs.
    const loaded = packageOf(name, 'plugin');
    // A site without the classic preset may name the docs plugin itself: its one unnamed instance is the docs.
    if (DOCS_PLUGIN.test(loaded) && !docsFound && !(isObject(options) && options.id !== undefined && options.id !== 'default')) {
      docsFound = true;
      docs = isObject(options) ? options : {};
      continue;
    }
    // Another instance of the docs plugin: built beside the main docs (`docsInstances`), unversioned.
    if (DOCS_PLUGIN.test(loaded)) {
      const instance = docsInstanceOf(options, siteDir);
      docsInstances.push(instance.value);
      const id = String(instance.value.id);
      if (instance.unused.length) diagnostics.push(warning('docusaurus-unsupported', `Options of the docs instance "${id}" not used by brokerdocs: ${instance.unused.join(', ')}`, at(instance.unused[0]!), 'Its docs build as if they were not set.'));
      if (instance.versionsFile) {
        diagnostics.push(
          warning('docusaurus-docs-instances', `The docs instance "${id}" has released versions (${instance.versionsFile}), which brokerdocs does not build`, at('plugins'), `Its folder (${String(instance.value.path)}) is built, at its route; its versions' pages are not in the build.`),
        );
      }
      continue;
    }
    // A site without the classic preset may name the pages plugin itself: its one unnamed instance's folder is built.
    if (PAGES_PLUGIN.test(loaded) && !(isObject(options) && options.id !== undefined && options.id !== 'default')) {
      const pages = pagesOf(options, siteDir);
      if (pages) value.pages = pages;
      continue;
    }
    // A site without the classic preset may name the blog plugin itself: its one unnamed instance's folder is built.
    if (BLOG_PLUGIN.test(loaded) && !(isObject(options) && options.id !== undefined && options.id !== 'default')) {
      const blog = blogOf(options, siteDir);
      if (blog) value.blog = blog.value;
      continue;
    }
    // Its redirect pages are written by brokerdocs (config `redirects`).
    if (REDIRECTS_PLUGIN.test(loaded)) {
      const redirects = redirectsOf(options);
      // Each instance of the plugin adds its redirects (one instance is the usual case).
      value.redirects = isObject(value.redirects) ? mergedRedirects(value.redirects, redirects.value) : redirects.value;
      if (redirects.unused.length) diagnostics.push(warning('docusaurus-unsupported', `Client redirects options not used by brokerdocs: ${redirects.unused.join(', ')}`, at(redirects.unused[0]!), 'The redirects are made as if they were not set.'));
      continue;
    }
    // Aliases are all this plugin does: brokerdocs resolves them itself.
    if (MODULE_ALIAS_PLUGIN.test(loaded)) {
      if (isObject(options) && isObject(options.alias)) Object.assign(aliases, stringValues(options.alias, siteDir));
      continue;
    }
    // Sass imports are compiled whether or not a site names this plugin (cli/content/mdx-compile/sass-plugin.ts).
    if (SASS_PLUGIN.test(loaded)) continue;
    // Its component is brokerdocs' own @theme/IdealImage (one image per import: no resized copies, no placeholder).
    if (IDEAL_IMAGE_PLUGIN.test(loaded)) continue;
    // Google's tags go into every page's head.
    if (GTAG_PLUGIN.test(loaded) || TAG_MANAGER_PLUGIN.test(loaded)) {
      addHead(GTAG_PLUGIN.test(loaded) ? gtagOf(options) : tagManagerOf(options));
      continue;
    }
    unsupported.push(`plugin ${name}`);
  }
  for (const entry of asArray(written.themes)) {
    const [name] = pluginEntry(entry);
    // Mermaid's theme draws the ```mermaid blocks that `markdown.mermaid` turns on: brokerdocs does.
    if (MERMAID_THEME.test(packageOf(name, 'theme')) && isObject(written.markdown) && written.markdown.mermaid === true) continue;
    unsupported.push(`theme ${name}`);
  }
  if (docsInstances.length) value.docsInstances = docsInstances;
  if (unsupported.length) {
    const names = [...new Set(unsupported)];
    diagnostics.push(
      warning(
        'docusaurus-plugins',
        `Not run, as brokerdocs does not run Docusaurus plugins or themes: ${names.join(', ')}`,
        at(written.plugins ? 'plugins' : written.themes ? 'themes' : 'presets'),
        'The docs build without them; what they add to the site (pages, routes, scripts) is not there.',
      ),
    );
  }
  if (docs) {
    value.docs = docsOf(docs);
    const unused = unusedDocsOptions(docs);
    if (unused.length) {
      diagnostics.push(warning('docusaurus-unsupported', `Docs options not used by brokerdocs: ${unused.join(', ')}`, at(unused[0]!), 'The docs build as if they were not set.'));
    }
    const markdownPlugins = markdownPluginNames(docs);
    if (markdownPlugins.length) {
      diagnostics.push(
        warning(
          'docusaurus-markdown-plugins',
          `Not run, as brokerdocs renders Markdown with its own plugins: ${markdownPlugins.join(', ')}`,
          at(MARKDOWN_PLUGIN_KEYS.find((key) => docs![key] !== undefined)!),
          'What they change in a page (its Markdown tree or HTML) is not there. Code blocks with `npm2yarn` get their tabs without the plugin.',
        ),
      );
    }
  }
  if (Object.keys(aliases).length) value.importAliases = aliases;

  if (isObject(written.themeConfig)) {
    const theme = fromDocusaurusTheme(written.themeConfig);
    value.themeConfig = theme.value;
    diagnostics.push(...theme.omitted.map((what) => warning('docusaurus-unsupported', `themeConfig: left out: ${what}`, at('themeConfig'))));
  }
  // Client modules that are stylesheets are loaded on every page, as the preset's customCss is; scripts cannot run here.
  const clientModules = asArray(written.clientModules).filter((entry): entry is string => typeof entry === 'string');
  customCss.push(...clientModules.filter((file) => STYLESHEET.test(file)));
  const scriptModules = clientModules.filter((file) => !STYLESHEET.test(file));
  if (customCss.length) value.themeConfig = { ...(isObject(value.themeConfig) ? value.themeConfig : {}), customCss };
  const unread = [...Object.keys(written).filter((key) => !SITE_KEYS_READ.has(key) && written[key] !== undefined), ...(scriptModules.length ? [`clientModules (${scriptModules.map((file) => path.basename(file)).join(', ')})`] : [])];
  if (unread.length) diagnostics.push(warning('docusaurus-unsupported', `Config keys not used by brokerdocs: ${unread.join(', ')}`, at(unread[0]!.replace(/ .*/, '')), 'The site builds as if they were not set.'));
  return { value, diagnostics };
}

const STYLESHEET = /\.(css|s[ac]ss)$/i;
/** The config's keys read here, those that only say where the site is deployed, and `future` (Docusaurus' own build flags). */
const SITE_KEYS_READ = new Set<string>([
  ...SITE_KEYS,
  'i18n',
  'markdown',
  'presets',
  'plugins',
  'themes',
  'themeConfig',
  'staticDirectories',
  'clientModules',
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
]);

/** The client-redirects plugin's options under brokerdocs' names (`redirects` → `rules`, `createRedirects` → `create`). */
function redirectsOf(options: unknown): { value: Loose; unused: string[] } {
  const written = isObject(options) ? options : {};
  const value: Loose = {};
  if (written.redirects !== undefined) value.rules = written.redirects;
  if (written.fromExtensions !== undefined) value.fromExtensions = written.fromExtensions;
  if (written.toExtensions !== undefined) value.toExtensions = written.toExtensions;
  if (written.createRedirects !== undefined) value.create = written.createRedirects;
  const read = new Set(['redirects', 'fromExtensions', 'toExtensions', 'createRedirects', 'id']);
  return { value, unused: Object.keys(written).filter((key) => !read.has(key)) };
}

/** Two instances' redirects as one: lists joined, and both `createRedirects` called. */
function mergedRedirects(first: Loose, second: Loose): Loose {
  const merged: Loose = { ...first, ...second };
  for (const key of ['rules', 'fromExtensions', 'toExtensions']) {
    if (Array.isArray(first[key]) && Array.isArray(second[key])) merged[key] = [...(first[key] as unknown[]), ...(second[key] as unknown[])];
  }
  const [one, two] = [first.create, second.create];
  if (typeof one === 'function' && typeof two === 'function') merged.create = (route: string) => [one(route), two(route)].flat().filter((from) => typeof from === 'string');
  return merged;
}

/** The pages plugin's options as brokerdocs' `pages`: its folder (default `src/pages`) when the site has it. */
function pagesOf(options: unknown, siteDir: string): Loose | undefined {
  const pages = isObject(options) ? options : {};
  const folder = typeof pages.path === 'string' ? pages.path : 'src/pages';
  if (!existsSync(path.resolve(siteDir, folder))) return undefined;
  return { path: folder, ...(typeof pages.routeBasePath === 'string' ? { routeBasePath: pages.routeBasePath } : {}) };
}

/** Where the docs options name remark and rehype plugins. */
const MARKDOWN_PLUGIN_KEYS = ['beforeDefaultRemarkPlugins', 'remarkPlugins', 'beforeDefaultRehypePlugins', 'rehypePlugins'] as const;

/** Docs options taken under the same name. */
const DOCS_KEYS = ['id', 'path', 'routeBasePath', 'exclude', 'include', 'editUrl', 'lastVersion', 'onlyIncludeVersions', 'numberPrefixParser', 'admonitions', 'showLastUpdateTime', 'showLastUpdateAuthor', 'sidebarCollapsed', 'sidebarCollapsible', 'breadcrumbs', 'tagsBasePath', 'tags', 'onInlineTags'] as const;
/** Docs options read elsewhere (`versions`, `sidebarPath`, the Markdown plugins' names), or with nothing to do here (`id`). */
const DOCS_KEYS_READ = new Set<string>([...DOCS_KEYS, 'versions', 'sidebarPath', 'id', ...MARKDOWN_PLUGIN_KEYS]);

/** The docs options brokerdocs does not use, by name, for one warning. */
function unusedDocsOptions(docs: Loose): string[] {
  return Object.keys(docs).filter((key) => !DOCS_KEYS_READ.has(key) && docs[key] !== undefined);
}

/** The classic preset's `docs` options that brokerdocs has. */
function docsOf(docs: Loose): Loose {
  const out: Loose = {};
  for (const key of DOCS_KEYS) {
    if (docs[key] !== undefined) out[key] = docs[key];
  }
  // Docusaurus serves its docs under /docs unless told otherwise (brokerdocs' own default is the site's root).
  out.routeBasePath ??= 'docs';
  // `sidebarPath: false` (no sidebar) stays false; a path (often `require.resolve('./sidebars.js')`, so absolute) is the sidebars file.
  if (docs.sidebarPath !== undefined) out.sidebarPath = docs.sidebarPath;
  if (typeof out.numberPrefixParser === 'function') out.numberPrefixParser = true;
  if (isObject(docs.versions)) {
    const versions: Loose = {};
    for (const [name, options] of Object.entries(docs.versions)) {
      if (!isObject(options)) continue;
      const version: Loose = {};
      for (const key of ['label', 'path', 'banner'] as const) if (options[key] !== undefined) version[key] = options[key];
      versions[name] = version;
    }
    out.versions = versions;
  }
  return out;
}

function i18nOf(i18n: Loose): Loose {
  const out: Loose = {};
  if (i18n.defaultLocale !== undefined) out.defaultLocale = i18n.defaultLocale;
  if (i18n.locales !== undefined) out.locales = i18n.locales;
  if (isObject(i18n.localeConfigs)) {
    const configs: Loose = {};
    for (const [locale, options] of Object.entries(i18n.localeConfigs)) {
      if (!isObject(options)) continue;
      const config: Loose = {};
      for (const key of ['label', 'direction', 'htmlLang', 'path', 'calendar'] as const) if (options[key] !== undefined) config[key] = options[key];
      configs[locale] = config;
    }
    out.localeConfigs = configs;
  }
  return out;
}

/** The remark and rehype plugins the docs options name (npm2yarn aside: brokerdocs does its work), as `remarkPlugins: name`. */
function markdownPluginNames(docs: Loose): string[] {
  const names: string[] = [];
  for (const key of MARKDOWN_PLUGIN_KEYS) {
    for (const entry of asArray(docs[key])) {
      const plugin = Array.isArray(entry) ? entry[0] : entry;
      // A package that is not installed reads as a stand-in, whose name is no string: it is named in the packages-missing warning.
      const name = typeof plugin === 'string' ? plugin : typeof plugin !== 'function' ? 'an unnamed plugin' : typeof plugin.name !== 'string' ? 'a package not installed' : plugin.name || 'an unnamed plugin';
      if (!/npm2yarn/i.test(name)) names.push(`${key}: ${name}`);
    }
  }
  return names;
}

/** An alias map's string values, as absolute paths (a config usually gives them through `path.resolve`, but may write them relative to the site). */
function stringValues(written: Loose, siteDir: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, target] of Object.entries(written)) if (typeof target === 'string') values[name] = path.resolve(siteDir, target);
  return values;
}

/** A plugin, preset or theme entry: `'name'`, `['name', options]`, a plugin function, or a plugin object. */
function pluginEntry(entry: unknown): [name: string, options: unknown] {
  if (Array.isArray(entry)) return [nameOf(entry[0]), entry[1]];
  return [nameOf(entry), undefined];
}

/** Docusaurus' own plugins and themes, which a config may name by what follows `@docusaurus/plugin-` or `theme-`. */
const OFFICIAL_SHORT_NAMES = {
  plugin: new Set(['content-docs', 'content-blog', 'content-pages', 'client-redirects', 'ideal-image', 'google-gtag', 'google-tag-manager', 'google-analytics', 'sitemap', 'pwa', 'debug', 'svgr', 'rsdoctor', 'vercel-analytics']),
  theme: new Set(['classic', 'mermaid', 'live-codeblock', 'search-algolia']),
};

/**
 * The package Docusaurus loads for a plugin or theme name, as it completes one: a short name is
 * `@docusaurus/<type>-<name>` for its own, else `docusaurus-<type>-<name>`; `@scope` is
 * `@scope/docusaurus-<type>`. A path or a full package name is itself.
 */
export function packageOf(name: string, type: 'plugin' | 'theme'): string {
  if (/^@[^/]+$/.test(name)) return `${name}/docusaurus-${type}`;
  if (/[/\\.]/.test(name) || name.startsWith('@') || name.startsWith('docusaurus-')) return name;
  return OFFICIAL_SHORT_NAMES[type].has(name) ? `@docusaurus/${type}-${name}` : `docusaurus-${type}-${name}`;
}

function nameOf(plugin: unknown): string {
  if (typeof plugin === 'string') return plugin;
  // A stand-in for a module that was not found is a function whose name is itself: only a string is a name.
  if (typeof plugin === 'function') return typeof plugin.name === 'string' && plugin.name ? plugin.name : 'an unnamed plugin function';
  if (isObject(plugin) && typeof plugin.name === 'string') return plugin.name;
  return 'an unnamed plugin';
}

function asArray(value: unknown): unknown[] {
  // `false` and `null` entries switch a plugin off conditionally (`process.env.X && plugin`).
  return Array.isArray(value) ? value.filter((entry) => entry !== false && entry !== null && entry !== undefined) : [];
}

/** The line where the config first writes `key:`, or 1. */
function lineOfKey(source: string, key: string): number {
  const at = source.search(new RegExp(`(^|[\\s{,])["']?${key}["']?\\s*:`, 'm'));
  return at < 0 ? 1 : lineOf(source, at + (source[at] === key[0] ? 0 : 1));
}
