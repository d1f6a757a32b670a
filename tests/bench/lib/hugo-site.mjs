// The generated corpus (generate-corpus.mjs) as a Hugo site, so that the
// bench times Hugo on the very same Markdown: each page with its front matter
// in content/, each folder's `_category_.json` as its section's `_index.md`,
// and a small layout of our own that does the work a docs page does here:
// a navbar, a sidebar of the top-level sections with the current page's
// chain open (collapsed sections render no children, as ours), breadcrumbs,
// the table of contents, previous / next and a footer. Code blocks are
// highlighted by Hugo's default (Chroma), as ours are by Shiki.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const CONFIG = (title) => `baseURL = 'https://corpus.example.com/'
languageCode = 'en'
title = ${JSON.stringify(title)}
disableKinds = ['taxonomy', 'term', 'RSS']
enableRobotsTXT = false
[markup.goldmark.renderer]
  unsafe = true
[markup.tableOfContents]
  startLevel = 2
  endLevel = 3
`;

const BASEOF = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }} | {{ .Site.Title }}</title>
{{ with .Description }}<meta name="description" content="{{ . }}">{{ end }}
<link rel="canonical" href="{{ .Permalink }}">
<link rel="stylesheet" href="/style.css">
</head>
<body>
<nav class="navbar"><a class="brand" href="/">{{ .Site.Title }}</a>{{ range .Site.Home.Sections }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}</nav>
<div class="main-wrapper">
<aside class="sidebar"><nav class="menu">{{ partial "tree.html" (dict "section" .Site.Home "page" .) }}</nav></aside>
<main>{{ block "main" . }}{{ end }}</main>
</div>
<footer class="footer">Generated corpus.</footer>
</body>
</html>
`;

const TREE = `<ul>
{{ range .section.RegularPages }}<li><a href="{{ .RelPermalink }}"{{ if eq . $.page }} class="active" aria-current="page"{{ end }}>{{ .LinkTitle }}</a></li>
{{ end }}{{ range .section.Sections }}<li class="category"><a href="{{ .RelPermalink }}"{{ if eq . $.page }} class="active" aria-current="page"{{ end }}>{{ .LinkTitle }}</a>
{{ if or (eq . $.page) (.IsAncestor $.page) .Params.expanded }}{{ partial "tree.html" (dict "section" . "page" $.page) }}{{ end }}</li>
{{ end }}</ul>
`;

const PAGE = `{{ define "main" }}
<nav class="breadcrumbs">{{ range .Ancestors.Reverse }}<a href="{{ .RelPermalink }}">{{ .Title }}</a> › {{ end }}</nav>
<article><h1>{{ .Title }}</h1>{{ .Content }}</article>
<nav class="pagination">{{ with .PrevInSection }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}{{ with .NextInSection }}<a href="{{ .RelPermalink }}">{{ .LinkTitle }}</a>{{ end }}</nav>
<div class="toc">{{ .TableOfContents }}</div>
{{ end }}
`;

/** Writes the Hugo site of the corpus in `corpusDir` (its `docs/` folder) into `siteDir`, emptied first. */
export async function hugoSiteFrom(corpusDir, siteDir) {
  await rm(siteDir, { recursive: true, force: true });
  const content = path.join(siteDir, 'content');
  const layouts = path.join(siteDir, 'layouts');
  await mkdir(path.join(layouts, '_default'), { recursive: true });
  await mkdir(path.join(layouts, 'partials'), { recursive: true });
  await mkdir(path.join(siteDir, 'static'), { recursive: true });
  await writeFile(path.join(siteDir, 'config.toml'), CONFIG('Generated Corpus'));
  await writeFile(path.join(layouts, '_default', 'baseof.html'), BASEOF);
  await writeFile(path.join(layouts, '_default', 'single.html'), PAGE);
  await writeFile(path.join(layouts, '_default', 'list.html'), PAGE);
  await writeFile(path.join(layouts, 'partials', 'tree.html'), TREE);
  await writeFile(path.join(siteDir, 'static', 'style.css'), 'body{font-family:system-ui}\n');

  const docs = path.join(corpusDir, 'docs');
  const entries = await readdir(docs, { recursive: true, withFileTypes: true });
  const folders = new Set(['']);
  for (const entry of entries) if (entry.isDirectory()) folders.add(path.relative(docs, path.join(entry.parentPath ?? entry.path, entry.name)));
  for (const folder of folders) {
    await mkdir(path.join(content, folder), { recursive: true });
    // A folder's index page is its section page; a folder without one gets its label from _category_.json.
    const index = path.join(docs, folder, 'index.md');
    const category = await readFile(path.join(docs, folder, '_category_.json'), 'utf8').then(JSON.parse, () => undefined);
    // The sidebar labels a folder by its category's label, as ours does (the index page keeps its own title).
    const weight = `${category?.position ? `weight: ${category.position}\n` : ''}${category?.label ? `linkTitle: ${JSON.stringify(category.label)}\n` : ''}`;
    const expanded = category?.collapsed === false ? 'expanded: true\n' : '';
    const page = await readFile(index, 'utf8').catch(() => undefined);
    const section = page
      ? page.replace(/^---\n/, `---\n${weight}${expanded}`)
      : `---\ntitle: ${JSON.stringify(category?.label ?? (folder || 'Home'))}\n${weight}${expanded}---\n`;
    await writeFile(path.join(content, folder, '_index.md'), section);
  }
  const pages = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.md') && entry.name !== 'index.md');
  // Bounded parallelism, as the corpus is written: thousands of open files at once would hit the descriptor limit.
  const queue = [...pages];
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      for (let entry = queue.shift(); entry; entry = queue.shift()) {
        const from = path.join(entry.parentPath ?? entry.path, entry.name);
        await writeFile(path.join(content, path.relative(docs, from)), await readFile(from));
      }
    }),
  );
  return { pages: pages.length + folders.size };
}
