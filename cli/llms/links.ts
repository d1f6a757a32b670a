// Makes every link of a Markdown text absolute, so that a page read outside
// the site (pasted into a chat, fetched by a tool) still points at the right
// place. Links are found the way a Markdown reader finds them: inline links
// and images `[text](dest "title")`, reference definitions `[id]: dest`, and
// `href`/`src` attributes of raw HTML; code spans are left as written.
import type { LinkResolver } from '../content/env.js';

/** Maps a link as written to the URL it should carry. */
export type Absolutize = (written: string) => string;

const EXTERNAL = /^[a-z][a-z0-9+.-]*:|^\/\//i;

export interface AbsoluteLinkContext {
  /** `https://docs.example.com`, no trailing slash. */
  origin: string;
  /** Href of the page the links are on (with the base URL), for `#anchor` links. */
  pageHref: string;
  /** The pipeline's resolver for this page: `.md` files to routes, `/route` under the base URL. */
  resolve: LinkResolver;
  /** Where the page's relative images and files went in the build, by the path as written. Default: none. */
  assetHrefs?: ReadonlyMap<string, string>;
}

export function absoluteLinks({ origin, pageHref, resolve, assetHrefs }: AbsoluteLinkContext): Absolutize {
  return (written) => {
    if (written === '' || EXTERNAL.test(written)) return written;
    if (written.startsWith('#')) return origin + pageHref + written;
    // An image or a file beside the page is its copy in the build, not a path under the page's URL.
    const asset = assetHrefs?.get(written);
    if (asset !== undefined) return origin + asset;
    const resolved = resolve(written);
    // A link naming no page was reported by the link checker; it stays as written.
    return resolved ? origin + resolved.href : written;
  };
}

const REFERENCE_DEFINITION = /^(\s{0,3}\[(?!\^)[^\]]+\]:[ \t]*)(<[^>\n]*>|\S+)(.*)$/;
const HTML_TAG = /^<[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?>/i;
const URL_ATTRIBUTE = /(\s(?:href|src)\s*=\s*)(["'])(.*?)\2/gi;

/** Rewrites the links of one line of Markdown prose (not code). */
export function rewriteLine(line: string, absolutize: Absolutize): string {
  // Most lines carry no link at all.
  if (!line.includes('](') && !line.includes(']:') && !line.includes('<')) return line;
  const definition = REFERENCE_DEFINITION.exec(line);
  if (definition) return definition[1]! + rewriteDestination(definition[2]!, absolutize) + definition[3]!;
  // What is copied as written is appended a run at a time, not a character at a time.
  let out = '';
  let copied = 0;
  let i = 0;
  while (i < line.length) {
    const ch = line[i]!;
    if (ch === '\\') {
      i += 2;
    } else if (ch === '`') {
      i = codeSpanEnd(line, i);
    } else if (ch === ']' && line[i + 1] === '(') {
      const destination = readDestination(line, i + 2);
      out += line.slice(copied, destination.start);
      if (destination.text) out += rewriteDestination(destination.text, absolutize);
      i = copied = destination.end;
    } else if (ch === '<' && HTML_TAG.test(line.slice(i))) {
      const tag = HTML_TAG.exec(line.slice(i))![0];
      out += line.slice(copied, i) + tag.replace(URL_ATTRIBUTE, (_, before: string, quote: string, url: string) => `${before}${quote}${absolutize(url)}${quote}`);
      i = copied = i + tag.length;
    } else {
      i++;
    }
  }
  return out + line.slice(copied);
}

/** Rewrites every line of a Markdown text, leaving fenced code alone (for short texts such as API descriptions). */
export function rewriteText(text: string, absolutize: Absolutize): string {
  let fence: string | undefined;
  return text
    .split('\n')
    .map((line) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      return rewriteLine(line, absolutize);
    })
    .join('\n');
}

function rewriteDestination(destination: string, absolutize: Absolutize): string {
  if (destination.startsWith('<') && destination.endsWith('>')) return `<${absolutize(destination.slice(1, -1))}>`;
  return absolutize(destination);
}

/** Index just past the code span opening at `start`, or past its backticks when it never closes. */
function codeSpanEnd(line: string, start: number): number {
  let run = start;
  while (line[run] === '`') run++;
  const ticks = line.slice(start, run);
  let search = run;
  while (search < line.length) {
    const found = line.indexOf(ticks, search);
    if (found < 0) break;
    let after = found + ticks.length;
    if (line[after] !== '`') return after;
    while (line[after] === '`') after++;
    search = after;
  }
  return run;
}

/**
 * The destination of an inline link, read from just after `](`: `<…>`, or
 * up to whitespace or the `)` that balances the opening one.
 */
function readDestination(line: string, from: number): { start: number; end: number; text: string } {
  let start = from;
  while (line[start] === ' ' || line[start] === '\t') start++;
  if (line[start] === '<') {
    const close = line.indexOf('>', start);
    if (close > start) return { start, end: close + 1, text: line.slice(start, close + 1) };
  }
  let depth = 0;
  let i = start;
  for (; i < line.length; i++) {
    const ch = line[i]!;
    if (ch === '\\') i++;
    else if (ch === ' ' || ch === '\t') break;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (depth === 0) break;
      depth--;
    }
  }
  return { start, end: i, text: line.slice(start, i) };
}
