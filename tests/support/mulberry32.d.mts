// Types of mulberry32.mjs.
export function mulberry32(seed: number): () => number;
