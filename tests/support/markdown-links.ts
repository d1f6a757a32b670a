// Shared by the Markdown export tests: every link of a built Markdown file,
// read by markdown-it (not by the exporter's own scanner), and whether an
// absolute link lands on a file of the build, anchor included.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import MarkdownIt from 'markdown-it';
import type { Token } from 'markdown-it';

const md = new MarkdownIt({ html: true, linkify: false });

/** Hrefs of links, sources of images, and href/src attributes of raw HTML. */
export function linksOf(markdown: string): string[] {
  const out: string[] = [];
  const visit = (token: Token) => {
    if (token.type === 'link_open') out.push(String(token.attrGet('href') ?? ''));
    else if (token.type === 'image') out.push(String(token.attrGet('src') ?? ''));
    else if (token.type === 'html_inline' || token.type === 'html_block') {
      for (const match of token.content.matchAll(/\s(?:href|src)\s*=\s*["']([^"']*)["']/gi)) out.push(match[1]!);
    }
    for (const child of token.children ?? []) visit(child);
  };
  for (const token of md.parse(markdown, {})) visit(token);
  return out;
}

/**
 * Why `url` does not resolve in the build at `outDir`, or `undefined` when it
 * does. `siteUrl` is the origin plus base URL; other URLs are external.
 */
export async function brokenLink(url: string, siteUrl: string, outDir: string, cache: Map<string, string>): Promise<string | undefined> {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(url)) return `not absolute: ${url}`;
  if (!url.startsWith(siteUrl)) return undefined;
  const [pathPart = '', anchor] = url.slice(siteUrl.length).split('#');
  const rest = decodeURIComponent(pathPart);
  const file = /\.[a-z0-9]+$/i.test(rest) ? rest : rest.replace(/\/$/, '') ? `${rest.replace(/\/$/, '')}/index.html` : 'index.html';
  const absolute = path.join(outDir, file);
  if (!existsSync(absolute)) return `no file ${file} for ${url}`;
  if (anchor === undefined || !file.endsWith('.html')) return undefined;
  if (!cache.has(absolute)) cache.set(absolute, await readFile(absolute, 'utf8'));
  const id = decodeURIComponent(anchor);
  return cache.get(absolute)!.includes(`id="${id}"`) ? undefined : `no element #${id} in ${file} for ${url}`;
}

/** Every problem with the links of the given built files (paths relative to `outDir`). */
export async function linkProblems(files: string[], siteUrl: string, outDir: string): Promise<string[]> {
  const problems: string[] = [];
  const cache = new Map<string, string>();
  for (const file of files) {
    const text = await readFile(path.join(outDir, file), 'utf8');
    for (const url of linksOf(text)) {
      const problem = await brokenLink(url, siteUrl, outDir, cache);
      if (problem) problems.push(`${file}: ${problem}`);
    }
  }
  return problems;
}

/** `## ` sections of llms.txt with the link targets listed under each. */
export function llmsSections(text: string): { title: string; urls: string[] }[] {
  const sections: { title: string; urls: string[] }[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) sections.push({ title: line.slice(3), urls: [] });
    else if (line.startsWith('- [') && sections.length) sections.at(-1)!.urls.push(/\]\(([^)\s]+)\)/.exec(line)![1]!);
  }
  return sections;
}
