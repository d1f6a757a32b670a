// Where things are in the YAML (or JSON) source, for diagnostics: the node at
// a JSON pointer of the dereferenced document (following `$ref`s back into
// the file they point to), the `$ref` that names a missing target, and the
// line where a description starts. A JSON file is read by one strict pass (json-notable.ts),
// anything else with `yaml`, both keeping source offsets (source-tree.ts);
// that costs more than the build's own parse, so a locator parses each file
// only when it is first asked something.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SourceLocation } from '../diagnostics.js';
import { jsonSource } from './json-source.js';
import type { SourceNode, SourceTree } from './source-tree.js';
import { yamlSource } from './yaml-source.js';

export interface SourceLocator {
  /** The member a JSON pointer (`/paths/~1x/get/...`) names, following `$ref`s on the way. */
  pointer(pointer: string): SourceLocation | undefined;
  /** The scalar written at a JSON pointer, as text. */
  scalar(pointer: string): string | undefined;
  /** Where a pointer of the dereferenced document is written: the pointer inside the file that holds it. */
  writtenAt(pointer: string): string | undefined;
  /** The first `$ref` whose value, resolved against its file, satisfies `matches`. */
  ref(matches: (target: { file: string; pointer: string }) => boolean): SourceLocation | undefined;
  /** The first line of a `description` with exactly this text (0 = unknown). */
  descriptionLine(text: string): { file: string; line: number } | undefined;
  /**
   * Where `written` first appears inside the `description` with this text, or undefined.
   * A folded or plain scalar joins its lines into one, so a position in the text is not
   * one in the file: this finds the words in the file itself.
   */
  positionInDescription(text: string, written: string): { line: number; column: number } | undefined;
  /** The keys of the map at a pointer of `file` (absolute; default: the spec), `$ref`s followed: what a missing name could have meant. */
  keysAt(pointer: string, file?: string): string[] | undefined;
  /** Whether that description keeps its lines as written (a `|` block), so that a line of its text is a line of the file. */
  keepsLines(text: string): boolean;
  /**
   * Lets go of the files read so far (a large YAML document's tree is hundreds of MB):
   * for when the questions are over. A question after it reads them again.
   */
  release(): void;
}

interface DescriptionSpot {
  file: string;
  line: number;
  parsed: ParsedFile;
  range: [number, number];
  literal: boolean;
}

interface ParsedFile {
  absolute: string;
  tree: SourceTree;
}

/** Keys are compared as strings; YAML may write `200:` as a number. */
type Segment = string;

/** `sources`: every file the document is made of (known once it is resolved), where descriptions are looked for after the spec itself. */
export function createSourceLocator(siteDir: string, specPath: string, sources: () => readonly string[] = () => []): SourceLocator {
  const files = new Map<string, ParsedFile | null>();
  // Descriptions by file. A document split over many files (DigitalOcean's: ~500) has each parsed only when a
  // description looked for may be in it: when its text holds the description's most distinctive word.
  const spotsByFile = new Map<string, Map<string, DescriptionSpot>>();
  const rawSources = new Map<string, string | undefined>();
  let order: string[] | undefined;
  const spotsOf = (absolute: string): Map<string, DescriptionSpot> => {
    let spots = spotsByFile.get(absolute);
    if (!spots) {
      spots = new Map();
      const file = load(absolute);
      if (file) collectDescriptions(file, spots, siteDir);
      spotsByFile.set(absolute, spots);
      rawSources.delete(absolute);
    }
    return spots;
  };
  const mayHold = (absolute: string, word: string): boolean => {
    if (!rawSources.has(absolute)) {
      try {
        rawSources.set(absolute, readFileSync(absolute, 'utf8'));
      } catch {
        rawSources.set(absolute, undefined);
      }
    }
    return rawSources.get(absolute)?.includes(word) ?? false;
  };
  /** The first place the text is written: the spec, then the files its `$ref`s name, in order. */
  const spotOf = (text: string): DescriptionSpot | undefined => {
    // A description written in a file the spec's `$ref`s name (DigitalOcean keeps most of its text so) is found there, at its own line.
    order ??= [specPath, ...sources().filter((source) => path.resolve(source) !== path.resolve(specPath) && /\.(ya?ml|json)$/i.test(source))];
    const word = distinctiveWord(text);
    // First the files that may hold it; then, should a file write the word otherwise (escaped, broken over lines), every file.
    for (const filtered of word === undefined ? [false] : [true, false]) {
      for (const absolute of order) {
        // The spec itself is parsed whatever it holds (most descriptions are there): reading it once more to search it first only costs.
        if (filtered && absolute !== specPath && !spotsByFile.has(absolute) && !mayHold(absolute, word!)) continue;
        const spot = spotsOf(absolute).get(text);
        if (spot) return spot;
      }
    }
    return undefined;
  };

  const load = (absolute: string): ParsedFile | null => {
    if (!files.has(absolute)) {
      try {
        // A file searched for a word (mayHold) is not read again.
        const source = rawSources.get(absolute) ?? readFileSync(absolute, 'utf8');
        files.set(absolute, { absolute, tree: jsonSource(source) ?? yamlSource(source) });
      } catch {
        files.set(absolute, null);
      }
    }
    return files.get(absolute) ?? null;
  };

  const locationOf = (file: ParsedFile, offset: number): SourceLocation => {
    const { line, col } = file.tree.linePos(offset);
    return { file: path.relative(siteDir, file.absolute), line, column: col };
  };

  /** Walks `segments` from the root of `file`, hopping through `$ref`s; returns the deepest node reached. */
  const walk = (file: ParsedFile, segments: Segment[], hops = 0): { file: ParsedFile; at: number; node?: SourceNode; written: Segment[] } => {
    const { tree } = file;
    let node = tree.root;
    let at = tree.start(node) ?? 0;
    for (let i = 0; i < segments.length; i++) {
      node = tree.deAlias(node);
      const ref = tree.refOf(node);
      if (ref !== undefined && hops < 20) {
        const target = resolveRef(file.absolute, ref);
        const targetFile = load(target.file);
        if (targetFile) return walk(targetFile, [...splitPointer(target.pointer), ...segments.slice(i)], hops + 1);
      }
      const child = tree.child(node, segments[i]!);
      if (!child) return { file, at, written: segments.slice(0, i) };
      at = child.at ?? at;
      node = child.value;
    }
    return { file, at, node, written: segments };
  };

  return {
    pointer(pointer) {
      const root = load(specPath);
      if (!root) return undefined;
      const found = walk(root, splitPointer(pointer));
      return locationOf(found.file, found.at);
    },
    writtenAt(pointer) {
      const root = load(specPath);
      if (!root) return undefined;
      const found = walk(root, splitPointer(pointer));
      const inFile = `/${found.written.map((s) => s.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
      return found.file === root ? inFile : `${path.relative(path.dirname(specPath), found.file.absolute)}#${inFile}`;
    },
    keysAt(pointer, file = specPath) {
      const start = load(file);
      if (!start) return undefined;
      const found = walk(start, splitPointer(pointer));
      if (found.written.length !== splitPointer(pointer).length) return undefined;
      return found.file.tree.keys(found.file.tree.deAlias(found.node));
    },
    scalar(pointer) {
      const root = load(specPath);
      return root?.tree.scalar(walk(root, splitPointer(pointer)).node);
    },
    ref(matches) {
      // The root file first, then the files it names, as far as they parse.
      const queue = [specPath];
      const seen = new Set<string>();
      while (queue.length) {
        const absolute = queue.shift()!;
        if (seen.has(absolute)) continue;
        seen.add(absolute);
        const file = load(absolute);
        if (!file) continue;
        let found: SourceLocation | undefined;
        file.tree.visitRefs((value, at) => {
          const target = resolveRef(absolute, value);
          if (!found && matches(target)) found = locationOf(file, at);
          if (target.file !== absolute) queue.push(target.file);
        });
        if (found) return found;
      }
      return undefined;
    },
    descriptionLine(text) {
      const spot = spotOf(text);
      return spot && { file: spot.file, line: spot.line };
    },
    keepsLines: (text) => spotOf(text)?.literal ?? false,
    release() {
      files.clear();
      spotsByFile.clear();
      rawSources.clear();
    },
    positionInDescription(text, written) {
      const spot = spotOf(text);
      if (!spot) return undefined;
      const at = spot.parsed.tree.source.slice(spot.range[0], spot.range[1]).indexOf(written);
      if (at < 0) return undefined;
      const { line, col } = spot.parsed.tree.linePos(spot.range[0] + at);
      return { line, column: col };
    },
  };
}

/** `/a/b~1c` → `['a', 'b/c']` (RFC 6901); a leading `#` is allowed. */
export function splitPointer(pointer: string): string[] {
  const body = pointer.replace(/^#/, '');
  if (body === '' || body === '/') return [];
  return body
    .replace(/^\//, '')
    .split('/')
    .map((s) => safeDecode(s).replace(/~1/g, '/').replace(/~0/g, '~'));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function resolveRef(fromFile: string, ref: string): { file: string; pointer: string } {
  const hash = ref.indexOf('#');
  const filePart = hash >= 0 ? ref.slice(0, hash) : ref;
  const pointer = hash >= 0 ? ref.slice(hash + 1) : '';
  if (!filePart) return { file: fromFile, pointer };
  // A remote document is named by its URL (as swagger-parser names it in errors), not a path.
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(filePart)) return { file: filePart, pointer };
  return { file: path.resolve(path.dirname(fromFile), safeDecodeUri(filePart)), pointer };
}

/** A malformed escape in a `$ref` names a file that does not exist; it must not stop the search for where it is written. */
function safeDecodeUri(text: string): string {
  try {
    return decodeURI(text);
  } catch {
    return text;
  }
}

/**
 * The longest run of letters, digits and `_#.:-` in a description (a link's
 * target, a long name), which every file that writes the description writes
 * as it is: no YAML or JSON escaping or line folding touches those characters.
 * Undefined when no run is long enough to tell files apart.
 */
function distinctiveWord(text: string): string | undefined {
  let longest = '';
  for (const match of text.matchAll(/[A-Za-z0-9_#.:-]{8,}/g)) if (match[0].length > longest.length) longest = match[0];
  return longest || undefined;
}

function collectDescriptions(file: ParsedFile, into: Map<string, DescriptionSpot>, siteDir: string): void {
  const relative = path.relative(siteDir, file.absolute);
  for (const { text, start, end, block, literal } of file.tree.descriptions()) {
    if (into.has(text)) continue;
    const line = file.tree.linePos(start).line;
    into.set(text, { file: relative, line: block ? line + 1 : line, parsed: file, range: [start, end], literal });
  }
}
