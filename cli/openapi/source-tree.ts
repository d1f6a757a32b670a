// What the source locator (locate.ts) reads of a file it parsed with source
// positions: members by key, `$ref`s, scalars, descriptions, each with the
// offset where it is written. Two readings give it: `yaml` for YAML
// (yaml-source.ts), and for JSON one strict pass (json-notable.ts) plus
// scans of the objects a pointer passes through (json-source.ts), which
// builds no tree: `yaml` took ~4 s and ~500 MB on GitHub's 13 MB document.

/** A node of the file, as its parser made it. */
export type SourceNode = object;

/** A `description` written as a string, where it is written. */
export interface WrittenDescription {
  text: string;
  /** Offsets of the scalar in the source (its quotes or block indicator included). */
  start: number;
  end: number;
  /** A YAML block scalar (`|` or `>`): its text starts on the line after. */
  block: boolean;
  /** A `|` block: its text's lines are the file's. */
  literal: boolean;
}

export interface SourceTree {
  source: string;
  root: SourceNode | undefined;
  /** Where a node starts (YAML aliases resolved by `deAlias` first). */
  start(node: SourceNode | undefined): number | undefined;
  /** The node an alias stands for; any other node as it is. */
  deAlias(node: SourceNode | undefined): SourceNode | undefined;
  /** A map's `$ref`, when it has a string one. */
  refOf(node: SourceNode | undefined): string | undefined;
  /** A map's member (by key) or a sequence's item (by index): where its key (or the item) starts, and its value. */
  child(node: SourceNode | undefined, segment: string): { at: number | undefined; value: SourceNode | undefined } | undefined;
  /** A map's keys in order; undefined for anything else. */
  keys(node: SourceNode | undefined): string[] | undefined;
  /** A scalar's value as text; undefined for a map or sequence. */
  scalar(node: SourceNode | undefined): string | undefined;
  /** Every string `$ref` in document order, with where its value starts. */
  visitRefs(onRef: (value: string, at: number) => void): void;
  /** Every `description` written as a string, in document order. */
  descriptions(): Iterable<WrittenDescription>;
  /** 1-based line and column of an offset. */
  linePos(offset: number): { line: number; col: number };
}
