// The runtime's fetch caches share one rule: one load per key at a time, a
// value kept once loaded, and a failure forgotten so the next use tries again.
import { describe, expect, it } from 'vitest';
import { loadOnce } from '../../runtime/load-once.js';

describe('loadOnce', () => {
  it('shares a load in flight and keeps its value', async () => {
    let calls = 0;
    const cache = loadOnce(async (key: string) => `${key}#${++calls}`);
    const [a, b] = await Promise.all([cache.get('x'), cache.get('x')]);
    expect([a, b, await cache.get('x'), await cache.get('y')]).toEqual(['x#1', 'x#1', 'x#1', 'y#2']);
  });

  it('forgets a failed load: the next use loads again', async () => {
    const answers = [new Error('offline'), 'index'];
    const cache = loadOnce(async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    });
    await expect(cache.get('search')).rejects.toThrow('offline');
    await expect(cache.get('search')).resolves.toBe('index');
    await expect(cache.get('search')).resolves.toBe('index');
    expect(answers).toEqual([]);
  });
});
