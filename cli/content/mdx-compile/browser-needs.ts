// Which of a page's components need the browser, read from the bundle's
// module graph: a component whose own code or any module it imports uses
// state, effects or event handlers (or BrowserOnly) is hydrated as an island;
// any other stays server HTML and costs the reader no JavaScript.
// brokerdocs' own components (tabs, admonitions…) need none: the runtime's
// small scripts drive their markup. A component that takes in a Markdown
// partial stays server HTML too: the partial's HTML is made by the build, and
// the browser would render it empty.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';

const INTERACTIVE = /\buse(?:State|Reducer|Effect|LayoutEffect|InsertionEffect|SyncExternalStore|Transition|ActionState|Optimistic|IsBrowser)\b|\bon[A-Z][A-Za-z]+\s*[=:]\s*[{(\w]|\bBrowserOnly\b/;
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;

export function browserNeeds(metafile: Metafile, workingDir: string, ownDir: string): (module: string) => boolean {
  const memo = new Map<string, boolean>();
  // A module's own code is read once: the walk below remembers only what it is sure of, so a module many pages
  // import is walked again for each page, and its file was read again each time.
  const ownCode = new Map<string, boolean>();
  const sourceNeeds = (input: string): boolean => {
    let found = ownCode.get(input);
    if (found === undefined) ownCode.set(input, (found = readSourceNeeds(input)));
    return found;
  };
  const readSourceNeeds = (input: string): boolean => {
    if (!SOURCE.test(input)) return false;
    const absolute = path.resolve(workingDir, input);
    const own = !path.relative(ownDir, absolute).startsWith('..');
    // Ours are static, except BrowserOnly and useIsBrowser, which exist to run in the browser.
    if (own) return /BrowserOnly|ExecutionEnvironment/.test(absolute);
    if (/[\\/]node_modules[\\/](?:react|react-dom|scheduler)[\\/]/.test(absolute)) return false;
    try {
      return INTERACTIVE.test(readFileSync(absolute, 'utf8'));
    } catch {
      return false;
    }
  };
  const needs = (input: string, seen: Set<string>): boolean => {
    const known = memo.get(input);
    if (known !== undefined) return known;
    if (seen.has(input)) return false;
    seen.add(input);
    const result = sourceNeeds(input) || (metafile.inputs[input]?.imports ?? []).some((imported) => needs(imported.path, seen));
    if (result || seen.size === 1) memo.set(input, result);
    return result;
  };
  const markdownMemo = new Map<string, boolean>();
  const holdsMarkdown = (input: string, seen: Set<string>): boolean => {
    const known = markdownMemo.get(input);
    if (known !== undefined) return known;
    if (seen.has(input)) return false;
    seen.add(input);
    const result = /\.mdx?$/i.test(input) || (metafile.inputs[input]?.imports ?? []).some((imported) => holdsMarkdown(imported.path, seen));
    if (result || seen.size === 1) markdownMemo.set(input, result);
    return result;
  };
  return (module) => needs(module, new Set()) && !holdsMarkdown(module, new Set());
}
