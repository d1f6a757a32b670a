// A small seeded random source for the hardening tests (fast-check is not a
// dependency): mulberry32, plus the few helpers the generators and mutators
// need. The same seed gives the same cases on every machine, so a failure
// names its seed and case number and can be replayed exactly.

import { mulberry32 } from '../support/mulberry32.mjs';

export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` items drawn with replacement. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` characters drawn from `alphabet`. */
  string(length: number, alphabet?: string): string;
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)]!;
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    sample: (items, count) => Array.from({ length: count }, () => pick(items)),
    string(length, alphabet = PRINTABLE) {
      let out = '';
      for (let i = 0; i < length; i++) out += alphabet[int(0, alphabet.length - 1)];
      return out;
    },
  };
}

const PRINTABLE = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 \t\n-_*`#>[](){}<>!|:;"\'\\/.,=+~^$%&@?';

/** Characters that mean something to Markdown, YAML or HTML, and a few that break naive code (NUL, lone surrogates, RTL marks, BOM). */
export const NASTY = ['\0', '\uFEFF', '\uD800', '\uDFFF', '\u2028', '\u2029', '\u202E', '\r', '\r\n', '\t', '\v', '\f', '\u00A0', '\u200B', '💥', 'e\u0301', '<', '>', '&', '"', "'", '`', '\\', '$', '{{', '}}', '%', '---', ':::', '```', '~~~'];

/** Edits a text in place a few times: insert, delete, duplicate, swap or replace a slice. */
export function mutate(random: Random, text: string, edits = random.int(1, 8), pieces: readonly string[] = NASTY): string {
  let out = text;
  for (let i = 0; i < edits; i++) {
    const at = random.int(0, out.length);
    const length = random.int(0, Math.min(40, out.length - at));
    switch (random.int(0, 5)) {
      case 0: // insert a nasty piece
        out = out.slice(0, at) + random.pick(pieces) + out.slice(at);
        break;
      case 1: // delete a slice
        out = out.slice(0, at) + out.slice(at + length);
        break;
      case 2: // duplicate a slice
        out = out.slice(0, at + length) + out.slice(at, at + length) + out.slice(at + length);
        break;
      case 3: {
        // move a slice elsewhere
        const slice = out.slice(at, at + length);
        const rest = out.slice(0, at) + out.slice(at + length);
        const to = random.int(0, rest.length);
        out = rest.slice(0, to) + slice + rest.slice(to);
        break;
      }
      case 4: // replace a slice with random characters
        out = out.slice(0, at) + random.string(length) + out.slice(at + length);
        break;
      default: // repeat a piece many times
        out = out.slice(0, at) + random.pick(pieces).repeat(random.int(2, 200)) + out.slice(at);
    }
  }
  return out;
}

/** The seed for a run: `BROKERDOCS_FUZZ_SEED` to replay one, else a fixed default so `npm test` is deterministic. */
export function fuzzSeed(fallback: number): number {
  const given = Number(process.env.BROKERDOCS_FUZZ_SEED);
  return Number.isInteger(given) && given > 0 ? given : fallback;
}

/** Case counts scale with `BROKERDOCS_FUZZ_SCALE` (default 1; `npm run fuzz` sets a larger one). */
export function fuzzCount(base: number): number {
  const scale = Number(process.env.BROKERDOCS_FUZZ_SCALE);
  return Math.round(base * (Number.isFinite(scale) && scale > 0 ? scale : 1));
}
