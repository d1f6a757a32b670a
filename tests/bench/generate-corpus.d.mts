// Types of generate-corpus.mjs, for the tests that generate a corpus.
export function generateCorpus(options: { pages: number; outDir: string; seed?: number }): Promise<{ pages: number; folders: number; bytes: number; words: number }>;
