// How `dev` groups file events and decides what to rebuild: one rebuild per
// batch and never two at once, a batch closed by quiet or by its age, and
// each file sorted into the part of the site it belongs to.
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatcher, type FileEvent } from '../../cli/dev/batch.js';
import { isEmptyPlan, planChanges, type WatchTargets } from '../../cli/dev/change-plan.js';

describe('dev: batching', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('rebuilds once for events that arrive close together', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (changes) => void batches.push([...changes.keys()]), { settleMs: 20, maxWaitMs: 100 });
    batcher.push('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    batcher.push('/b.md', 'add');
    await vi.advanceTimersByTimeAsync(15);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toEqual([['/a.md', '/b.md']]);
  });

  it('closes a batch at its maximum age even while events keep coming', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (changes) => void batches.push([...changes.keys()]), { settleMs: 20, maxWaitMs: 100 });
    for (let i = 0; i < 12; i++) {
      batcher.push(`/page-${i}.md`, 'change');
      await vi.advanceTimersByTimeAsync(10);
    }
    expect(batches.length).toBeGreaterThanOrEqual(1);
    expect(batches[0]!.length).toBeLessThanOrEqual(11);
    await vi.advanceTimersByTimeAsync(50);
    expect(batches.flat()).toHaveLength(12);
  });

  it('waits longer for quiet once a batch holds more files than a save: a storm is one rebuild', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (changes) => void batches.push([...changes.keys()]));
    // Two files 40 ms apart: a save each (the default quiet time is 10 ms).
    batcher.push('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(40);
    batcher.push('/b.md', 'change');
    await vi.advanceTimersByTimeAsync(40);
    expect(batches).toEqual([['/a.md'], ['/b.md']]);
    // Sixty files in bursts of twelve, 40 ms apart: past ten files the batch waits for 100 ms of quiet.
    for (let burst = 0; burst < 5; burst++) {
      if (burst > 0) await vi.advanceTimersByTimeAsync(40);
      for (let i = 0; i < 12; i++) batcher.push(`/storm-${burst}-${i}.md`, 'change');
    }
    await vi.advanceTimersByTimeAsync(99);
    expect(batches).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2);
    expect(batches).toHaveLength(3);
    expect(batches[2]).toHaveLength(60);
  });

  it('never runs two rebuilds at once: events during one form the next batch', async () => {
    const batches: string[][] = [];
    let running = 0;
    let overlapped = false;
    let finish: () => void = () => {};
    const batcher = createBatcher(
      (changes) => {
        batches.push([...changes.keys()]);
        running++;
        overlapped ||= running > 1;
        return new Promise<void>((resolve) => {
          finish = () => {
            running--;
            resolve();
          };
        });
      },
      { settleMs: 20, maxWaitMs: 100 },
    );
    batcher.push('/first.md', 'change');
    await vi.advanceTimersByTimeAsync(25);
    expect(batches).toEqual([['/first.md']]);
    batcher.push('/second.md', 'change');
    batcher.push('/third.md', 'unlink');
    await vi.advanceTimersByTimeAsync(200);
    expect(batches).toHaveLength(1); // still building the first batch
    finish();
    await vi.advanceTimersByTimeAsync(25);
    expect(batches).toEqual([['/first.md'], ['/second.md', '/third.md']]);
    finish();
    await batcher.idle();
    expect(overlapped).toBe(false);
  });

  it('keeps going after a rebuild that throws', async () => {
    const batches: string[][] = [];
    const batcher = createBatcher(async (changes) => {
      batches.push([...changes.keys()]);
      if (batches.length === 1) throw new Error('boom');
    });
    batcher.push('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(50);
    batcher.push('/b.md', 'change');
    await vi.advanceTimersByTimeAsync(50);
    expect(batches).toEqual([['/a.md'], ['/b.md']]);
  });
});

describe('dev: what a change touches', () => {
  const site = path.resolve('/work/site');
  const targets: WatchTargets = {
    config: new Set([path.join(site, 'docs.config.ts'), path.join(site, 'sidebars.ts')]),
    docsDir: path.join(site, 'docs'),
    api: new Set([path.join(site, 'openapi/api.yaml'), path.join(site, 'openapi/schemas.yaml')]),
    staticDirs: [path.join(site, 'static')],
    versions: [path.join(site, 'versions.json'), path.join(site, 'versioned_docs'), path.join(site, 'versioned_sidebars')],
    theme: [path.resolve('/pkg/templates'), path.resolve('/pkg/runtime')],
    pagesDir: path.join(site, 'src/pages'),
    blogDir: path.join(site, 'blog'),
  };
  const plan = (entries: [string, FileEvent][]) => planChanges(new Map(entries), targets);

  it('sorts each file into config, content, API, static or theme', () => {
    expect(plan([[path.join(site, 'sidebars.ts'), 'change']])).toMatchObject({ config: true, content: false });
    expect(plan([[path.join(site, 'docs/guide/a.md'), 'change']])).toMatchObject({ content: true, config: false, api: false });
    expect(plan([[path.join(site, 'docs/guide/_category_.json'), 'add']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'docs/guide/_category_.yml'), 'change']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'docs/tags.yml'), 'change']])).toMatchObject({ content: true, config: false });
    expect(plan([[path.join(site, 'docs/guide'), 'unlinkDir']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'openapi/schemas.yaml'), 'change']])).toMatchObject({ api: true, content: false });
    expect(plan([[path.join(site, 'static/img/logo.svg'), 'add']])).toMatchObject({ static: true });
    expect(plan([[path.resolve('/pkg/templates/DocPage.tsx'), 'change']])).toMatchObject({ theme: true });
    expect(plan([[path.resolve('/pkg/templates/styles/doc.css'), 'change']])).toMatchObject({ theme: true });
    expect(plan([[path.join(site, 'versions.json'), 'add']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'versioned_docs/version-1.0/intro.md'), 'add']])).toMatchObject({ content: true });
    // A page of src/pages added (React or Markdown), its CSS module written, its folder removed.
    expect(plan([[path.join(site, 'src/pages/pricing.tsx'), 'add']])).toMatchObject({ content: true, config: false });
    expect(plan([[path.join(site, 'src/pages/about.md'), 'change']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'src/pages/pricing.module.css'), 'add']])).toMatchObject({ content: true });
    expect(plan([[path.join(site, 'src/pages/team'), 'unlinkDir']])).toMatchObject({ content: true });
    // A blog post written, the authors file changed, a post's image added beside it.
    expect(plan([[path.join(site, 'blog/2024-05-01-launch.md'), 'add']])).toMatchObject({ content: true, config: false });
    expect(plan([[path.join(site, 'blog/authors.yml'), 'change']])).toMatchObject({ content: true, config: false });
    expect(plan([[path.join(site, 'blog/2024-05-01-launch/diagram.png'), 'add']])).toMatchObject({ content: true, static: false });
  });

  it('ignores files that no part of the site is built from', () => {
    for (const file of [path.join(site, 'docs/notes.txt'), path.join(site, 'docs/image.png'), path.join(site, 'src/pages/notes.txt'), path.join(site, 'README.md'), path.resolve('/pkg/templates/README.md'), path.join(site, 'docs-old/a.md')]) {
      const result = plan([[file, 'change']]);
      expect(isEmptyPlan(result), file).toBe(true);
      expect(result.files).toEqual([]);
    }
  });

  it('collects every part a batch touches', () => {
    const result = plan([
      [path.join(site, 'docs/a.md'), 'change'],
      [path.join(site, 'openapi/api.yaml'), 'change'],
      [path.join(site, 'docs/ignored.txt'), 'change'],
    ]);
    expect(result).toMatchObject({ content: true, api: true, config: false, static: false, theme: false });
    expect(result.files).toEqual([path.join(site, 'docs/a.md'), path.join(site, 'openapi/api.yaml')]);
  });
});
