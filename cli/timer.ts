// Names and times each stage, so `--verbose` shows where a build spends its time.
export interface Timer {
  task<T>(name: string, run: () => Promise<T>): Promise<T>;
  taskSync<T>(name: string, run: () => T): T;
  readonly timings: { name: string; ms: number }[];
}

export function createTimer(): Timer {
  const timings: { name: string; ms: number }[] = [];
  return {
    timings,
    async task(name, run) {
      const start = performance.now();
      try {
        return await run();
      } finally {
        timings.push({ name, ms: performance.now() - start });
      }
    },
    taskSync(name, run) {
      const start = performance.now();
      try {
        return run();
      } finally {
        timings.push({ name, ms: performance.now() - start });
      }
    },
  };
}
