// Names and times each stage, so `--verbose` shows where a build spends its
// time, and how much memory the process held when the stage ended (with a
// large OpenAPI document or site, which stage holds the most).
export interface Timing {
  name: string;
  ms: number;
  /** Resident set size when the stage ended, in MB. */
  rssMb?: number;
}

export interface Timer {
  task<T>(name: string, run: () => Promise<T>): Promise<T>;
  taskSync<T>(name: string, run: () => T): T;
  readonly timings: Timing[];
}

export function createTimer(): Timer {
  const timings: Timing[] = [];
  const record = (name: string, start: number) => timings.push({ name, ms: performance.now() - start, rssMb: Math.round(process.memoryUsage.rss() / 1048576) });
  return {
    timings,
    async task(name, run) {
      const start = performance.now();
      try {
        return await run();
      } finally {
        record(name, start);
      }
    },
    taskSync(name, run) {
      const start = performance.now();
      try {
        return run();
      } finally {
        record(name, start);
      }
    },
  };
}
