// mulberry32: a small, fast, seedable random source, shared by the corpus
// generator of the benchmarks and the hardening fuzzers (plain JavaScript so
// that `node tests/bench/generate-corpus.mjs` runs it without a build).
// The same seed gives the same sequence on every machine.

/** Floats in [0, 1), from 32 bits of state. */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
