// The docs' section texts counted ahead on the search thread
// (cli/search/count-ahead.ts) are numbered as they are sent, and a scope's
// index job names each of them by its number instead of sending its text a
// second time: the thread keeps their counts, not the texts, and the index
// is the one the whole texts make.
import { describe, expect, it } from 'vitest';
import type { Section } from '../../cli/content/env.js';
import { countAhead } from '../../cli/search/count-ahead.js';
import { TermCounter } from '../../cli/search/frequencies.js';
import { searchIndexFiles, withoutTextsCountedAhead } from '../../cli/search/index-files.js';
import { searchIndexJobs } from '../../cli/search/outputs.js';
import { loadSite } from '../../cli/stages/index.js';
import { createTimer } from '../../cli/timer.js';
import { fixtureSite } from '../support/paths.js';

/** A stand-in for the search thread: what it was sent to count, in order, as the worker keeps it. */
function recordingThread() {
  const sent: string[] = [];
  return { sent, thread: () => ({ countAhead: (texts: string[]) => void sent.push(...texts) }) };
}

const section = (text: string): Section => ({ id: text, title: text, level: 2, text });
const joined = (pieces: Iterable<string>) => [...pieces].join('');

describe('texts counted ahead', () => {
  it('are held until there are enough, then numbered in the order they are sent', () => {
    const { sent, thread } = recordingThread();
    const ahead = countAhead(thread, 10, () => true);
    const [a, b, c] = [section('four'), section('five!'), section('six!!!')];
    ahead.sectionTexts([a], true);
    expect(ahead.started).toBe(false);
    expect(ahead.takeNumber(a)).toBeUndefined();
    ahead.sectionTexts([b, c], true);
    expect(ahead.started).toBe(true);
    expect(sent).toEqual(['four', 'five!', 'six!!!']);
    expect([a, b, c].map(ahead.takeNumber)).toEqual([0, 1, 2]);
    // The same text in another section is another number.
    const again = section('four');
    ahead.sectionTexts([again], true);
    expect(ahead.takeNumber(again)).toBe(3);
  });

  it('start the thread as soon as the site is known to have text enough, but are held until it has', () => {
    let started = 0;
    const sent: string[] = [];
    const ahead = countAhead(() => (started++, { countAhead: (texts: string[]) => void sent.push(...texts) }), 10, () => true);
    ahead.expect(9);
    expect(started).toBe(0);
    ahead.expect(10);
    expect(started).toBe(1);
    // Started, not yet handed anything: a site whose text falls short is still indexed on the main thread.
    expect(ahead.started).toBe(false);
    ahead.sectionTexts([section('short')], true);
    expect(sent).toEqual([]);
  });

  it('are given the site\'s expected size by loadSite, once its content is read', async () => {
    const told: number[] = [];
    await loadSite(fixtureSite('minimal'), { mode: 'production', timer: createTimer(), expectText: (characters) => told.push(characters) });
    expect(told).toHaveLength(1);
    expect(told[0]).toBeGreaterThan(100);
  });

  it('are never numbered without a thread to count them', () => {
    const { sent, thread } = recordingThread();
    const ahead = countAhead(thread, 0, () => false);
    const a = section('text');
    ahead.sectionTexts([a], true);
    expect(ahead.started).toBe(false);
    expect(ahead.takeNumber(a)).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it.each(['minimal', 'versions'])('travel to the thread as numbers, and index as the whole texts do (%s)', async (name) => {
    const { sent, thread } = recordingThread();
    const ahead = countAhead(thread, 0, () => true);
    const model = await loadSite(fixtureSite(name), { mode: 'production', timer: createTimer(), sectionTexts: ahead.sectionTexts });
    const jobs = searchIndexJobs(model, { remember: false, countedAhead: ahead.takeNumber });
    for (const job of jobs) {
      const numbered = [...job.ahead!].filter((number) => number >= 0);
      expect(numbered.length).toBeGreaterThan(0);
      // Every docs section with text was counted ahead; a page's opening joins its description (not the same text), and the API reference's sections are not docs.
      const docsSections = job.documents.filter((doc, i) => doc.type === 'docs' && doc.sectionTitle !== undefined && job.fullText[i]);
      expect(docsSections.map((doc) => job.ahead![doc.id])).not.toContain(-1);
      expect(docsSections.length).toBe(numbered.length);
      const sentToThread = withoutTextsCountedAhead(job);
      for (const [i, number] of job.ahead!.entries()) {
        if (number < 0) continue;
        expect(sent[number]).toBe(job.fullText[i]);
        expect(sentToThread.fullText[i]).toBe('');
      }
      // The thread's counter, as the worker feeds it: every text sent, numbered in order.
      const counter = new TermCounter(job.stem);
      for (const [number, text] of sent.entries()) counter.countAhead(text, number);
      const [fromNumbers, fromTexts] = [searchIndexFiles(structuredClone(sentToThread), counter), searchIndexFiles(job)];
      expect(joined(fromNumbers.first)).toBe(joined(fromTexts.first));
      expect(joined(fromNumbers.more ?? [])).toBe(joined(fromTexts.more ?? []));
    }
  });

  it('keep their texts in a job whose index may be remembered, which the thread makes its key of', () => {
    const documents = [{ id: 0, title: 'A', tags: [], sidebarParentCategories: [], pageTitle: 'A', sectionRoute: '/a', type: 'docs' as const, content: 'x' }];
    const job = { documents, fullText: ['first text'], ahead: Int32Array.of(0), stem: true, referencePages: [], tag: 'default' };
    // Remembered by default (another locale may index the same texts): sent as it is.
    expect(withoutTextsCountedAhead(job)).toBe(job);
    // Not remembered: emptied, and it stays not remembered on the thread, whose key would be made of empty texts.
    const forgotten = withoutTextsCountedAhead({ ...job, remember: false });
    expect(forgotten.fullText).toEqual(['']);
    expect(forgotten.remember).toBe(false);
    // Too much text to be remembered: emptied, and no longer remembered either.
    const large = withoutTextsCountedAhead({ ...job, fullText: ['x'.repeat(10_000_001)] });
    expect(large.fullText).toEqual(['']);
    expect(large.remember).toBe(false);
  });
});
