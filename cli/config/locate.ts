// Where a key path such as `themeConfig.navbar.items[1].to` is written in
// docs.config.ts. A small scanner walks the object literal given to
// defineConfig() (or default-exported) and follows object keys and array
// indices, so the second navbar item's `to` is found, not the first one's.
// It reads just enough JavaScript to skip values it does not descend into:
// strings, template literals, comments, and nested brackets.

import { lineOf, type SourceLocation } from '../diagnostics.js';
import type { SiteConfig } from './resolve.js';

export interface SourcePosition {
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
}

export interface KeyPathMatch {
  /** Where the deepest segment found is written (the key, or the element of an array). */
  position: SourcePosition;
  /** How many segments of the path were found. */
  matched: number;
  /**
   * True when the walk stopped at a value it cannot see into (a variable, a
   * function call): the rest of the path may still exist elsewhere in the file.
   */
  opaque: boolean;
}

/**
 * Finds key paths in one config source. What it scans is kept for the next
 * path: a config with 10,000 navbar items wrong is located 10,000 times, and
 * walking to item i again each time would make reporting them quadratic.
 */
export interface ConfigLocator {
  /** The config file's text, as it was loaded: for what a key path cannot find (a value written in a Docusaurus plugin's options). */
  readonly source: string;
  /** The key path in the config's object literal; `undefined` when the file has no literal to read. */
  find(keyPath: readonly PropertyKey[]): KeyPathMatch | undefined;
  /** Line and column of the key path: walked key by key, then searched for by name past a value it cannot see into. */
  locate(keyPath: readonly PropertyKey[]): { line: number; column?: number } | undefined;
  /** The key path as a diagnostic's location in the config file. */
  at(keyPath: readonly PropertyKey[]): SourceLocation;
}

export function createConfigLocator(source: string, file: string): ConfigLocator {
  const memo: ScanMemo = { properties: new Map(), elements: new Map() };
  const locator: ConfigLocator = {
    source,
    find: (keyPath) => findKeyPathWith(memo, source, keyPath),
    locate: (keyPath) => locateKeyWith(locator, source, keyPath),
    at: (keyPath) => ({ file, ...locator.locate(keyPath) }),
  };
  return locator;
}

/** A key path as written in a message: `themeConfig.navbar.items[1].to`. */
export function formatPath(keyPath: readonly PropertyKey[]): string {
  let out = '';
  for (const key of keyPath) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** Finds a key path in a config source, once (a locator keeps its scan for more). */
export function findKeyPath(source: string, keyPath: readonly PropertyKey[]): KeyPathMatch | undefined {
  return createConfigLocator(source, '').find(keyPath);
}

function findKeyPathWith(memo: ScanMemo, source: string, keyPath: readonly PropertyKey[]): KeyPathMatch | undefined {
  const root = rootLiteral(source);
  if (root === undefined) return undefined;
  const scanner = new Scanner(source, root, memo);
  let match: KeyPathMatch = { position: scanner.positionOf(root), matched: 0, opaque: false };
  for (const key of keyPath) {
    scanner.skipTrivia();
    const open = source[scanner.index];
    if (open !== '{' && open !== '[') return { ...match, opaque: true };
    const found = open === '{' && typeof key === 'string' ? scanner.findProperty(key) : open === '[' && typeof key === 'number' ? scanner.findElement(key) : undefined;
    if (found === undefined) return match;
    match = { position: scanner.positionOf(found), matched: match.matched + 1, opaque: false };
  }
  return match;
}

/** Offset of the `{` that starts the exported config, following one variable if needed. */
function rootLiteral(source: string): number | undefined {
  const exported = /\bexport\s+default\s+(?:defineConfig\s*\(\s*)?/.exec(source);
  if (exported) {
    const start = exported.index + exported[0].length;
    if (source[start] === '{') return start;
    const name = /^[A-Za-z_$][\w$]*/.exec(source.slice(start))?.[0];
    if (name) {
      const declaration = new RegExp(`\\b(?:const|let|var)\\s+${name.replace(/\$/g, '\\$')}\\b[^=]*=\\s*(?:defineConfig\\s*\\(\\s*)?`).exec(source);
      const at = declaration ? declaration.index + declaration[0].length : -1;
      if (source[at] === '{') return at;
    }
  }
  const call = /\bdefineConfig\s*\(\s*\{/.exec(source);
  return call ? call.index + call[0].length - 1 : undefined;
}

const IDENTIFIER = /[A-Za-z0-9_$]/;
const CLOSERS: Record<string, string> = { '{': '}', '[': ']', '(': ')' };

/** What scanning a source found, kept by its locator for the next key path. */
interface ScanMemo {
  lineStarts?: number[];
  /** Per `{` offset: each key's offset and where its value starts (the first of a repeated key). */
  properties: Map<number, Map<string, { key: number; value: number }>>;
  /** Per `[` offset: the offset of each element. */
  elements: Map<number, number[]>;
}

class Scanner {
  constructor(
    private readonly source: string,
    public index: number,
    private readonly memo: ScanMemo,
  ) {}

  positionOf(offset: number): SourcePosition {
    const starts = (this.memo.lineStarts ??= lineStarts(this.source));
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (starts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - starts[low]! + 1 };
  }

  /**
   * With `index` on a `{`: moves to the value of property `key` and returns
   * the offset of the key, or restores `index` and returns `undefined`.
   */
  findProperty(key: string): number | undefined {
    let properties = this.memo.properties.get(this.index);
    if (!properties) {
      properties = this.scanProperties();
      this.memo.properties.set(this.index, properties);
    }
    const found = properties.get(key);
    if (!found) return undefined;
    this.index = found.value;
    return found.key;
  }

  /** With `index` on a `{`: every key of the object literal; `index` is left where it was. */
  private scanProperties(): Map<string, { key: number; value: number }> {
    const properties = new Map<string, { key: number; value: number }>();
    const start = this.index;
    const note = (name: string, key: number) => {
      if (!properties.has(name)) properties.set(name, { key, value: this.index });
    };
    this.index++;
    for (;;) {
      this.skipTrivia();
      const char = this.source[this.index];
      if (char === undefined || char === '}') break;
      if (char === ',') {
        this.index++;
        continue;
      }
      if (this.source.startsWith('...', this.index)) {
        this.index += 3;
        this.skipValue();
        continue;
      }
      const keyStart = this.index;
      const name = this.readKey();
      this.skipTrivia();
      if (this.source[this.index] === ':') {
        this.index++;
        this.skipTrivia();
        note(name, keyStart);
        this.skipValue();
      } else {
        // Shorthand `key,` or a method `key() {…}`: nothing to descend into.
        note(name, keyStart);
        this.skipValue();
      }
    }
    this.index = start;
    return properties;
  }

  /** With `index` on a `[`: moves to element `position` and returns its offset. */
  findElement(position: number): number | undefined {
    let elements = this.memo.elements.get(this.index);
    if (!elements) {
      elements = this.scanElements();
      this.memo.elements.set(this.index, elements);
    }
    const found = elements[position];
    if (found === undefined) return undefined;
    this.index = found;
    return found;
  }

  /** With `index` on a `[`: the offset of every element of the array literal (a hole has none); `index` is left where it was. */
  private scanElements(): number[] {
    const elements: number[] = [];
    const start = this.index;
    this.index++;
    let count = 0;
    for (;;) {
      this.skipTrivia();
      const char = this.source[this.index];
      if (char === undefined || char === ']') break;
      if (char === ',') {
        // A hole, as in `[a, , b]`, still counts as an element.
        count++;
        this.index++;
        continue;
      }
      elements[count] = this.index;
      this.skipValue();
      this.skipTrivia();
      if (this.source[this.index] === ',') {
        this.index++;
        count++;
      }
    }
    this.index = start;
    return elements;
  }

  skipTrivia(): void {
    for (;;) {
      const char = this.source[this.index];
      if (char === ' ' || char === '\t' || char === '\n' || char === '\r') this.index++;
      else if (this.source.startsWith('//', this.index)) this.skipPast('\n');
      else if (this.source.startsWith('/*', this.index)) this.skipPast('*/');
      else return;
    }
  }

  private skipPast(end: string): void {
    const at = this.source.indexOf(end, this.index + 2);
    this.index = at < 0 ? this.source.length : at + end.length;
  }

  private readKey(): string {
    const char = this.source[this.index]!;
    if (char === '"' || char === "'") return this.readString(char);
    if (char === '[') {
      // A computed key: its name is not known without running the code.
      this.skipBalanced();
      return '';
    }
    const start = this.index;
    while (this.index < this.source.length && IDENTIFIER.test(this.source[this.index]!)) this.index++;
    if (this.index === start) this.index++;
    return this.source.slice(start, this.index);
  }

  private readString(quote: string): string {
    let value = '';
    this.index++;
    while (this.index < this.source.length) {
      const char = this.source[this.index]!;
      if (char === '\\') {
        value += this.source[this.index + 1] ?? '';
        this.index += 2;
        continue;
      }
      this.index++;
      if (char === quote) break;
      value += char;
    }
    return value;
  }

  private skipTemplate(): void {
    this.index++;
    while (this.index < this.source.length) {
      const char = this.source[this.index]!;
      if (char === '\\') this.index += 2;
      else if (char === '`') {
        this.index++;
        return;
      } else if (char === '$' && this.source[this.index + 1] === '{') {
        this.index++;
        this.skipBalanced();
      } else this.index++;
    }
  }

  /** With `index` on an opening bracket: moves past its closing bracket. */
  private skipBalanced(): void {
    const stack = [CLOSERS[this.source[this.index]!]!];
    this.index++;
    while (this.index < this.source.length && stack.length) {
      this.skipTrivia();
      const char = this.source[this.index];
      if (char === undefined) return;
      if (char === '"' || char === "'") this.readString(char);
      else if (char === '`') this.skipTemplate();
      else if (CLOSERS[char]) {
        stack.push(CLOSERS[char]!);
        this.index++;
      } else {
        if (char === stack.at(-1)) stack.pop();
        this.index++;
      }
    }
  }

  /** Skips one value: up to the `,` or closing bracket that ends it. */
  private skipValue(): void {
    for (;;) {
      this.skipTrivia();
      const char = this.source[this.index];
      if (char === undefined || char === ',' || char === '}' || char === ']' || char === ')') return;
      if (char === '"' || char === "'") this.readString(char);
      else if (char === '`') this.skipTemplate();
      else if (CLOSERS[char]) this.skipBalanced();
      else this.index++;
    }
  }
}

function lineStarts(source: string): number[] {
  const starts = [0];
  for (let i = 0; i < source.length; i++) if (source.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/**
 * Line and column of a key path in the config source. The object literal is
 * walked key by key (array indices included); a key that is missing points at
 * the object that should hold it. When the walk meets a value it cannot see
 * into (a variable), the remaining keys are searched for by name instead.
 */
function locateKeyWith(locator: ConfigLocator, source: string, keyPath: readonly PropertyKey[]): { line: number; column?: number } | undefined {
  const match = locator.find(keyPath);
  if (match && !match.opaque) return match.position;
  return searchKeys(source, match ? keyPath.slice(match.matched) : keyPath) ?? match?.position;
}

/** Location of a config key path, for diagnostics raised after validation. */
export function configLocation(config: SiteConfig, keyPath: readonly PropertyKey[]): SourceLocation {
  return config.locator.at(keyPath);
}

/** The first line, after the lines of the enclosing keys, that names the last string key. */
function searchKeys(source: string, keyPath: readonly PropertyKey[]): { line: number } | undefined {
  let from = 0;
  let line: number | undefined;
  for (const key of keyPath) {
    if (typeof key !== 'string') continue;
    const pattern = new RegExp(`(^|[\\s{,'"])${escapeRegExp(key)}['"]?\\s*:`, 'm');
    const match = pattern.exec(source.slice(from));
    if (!match) continue;
    const index = from + match.index + match[1]!.length;
    line = lineOf(source, index);
    from = index;
  }
  return line === undefined ? undefined : { line };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
