// Static files are copied with their source's modification time, and a copy
// the previous build wrote that is still the same size and time as its
// source is carried over as a hard link instead of being copied again (Hugo
// syncs its static folder the same way). A copy edited in the output, or a
// source edited since, is copied afresh.
import { cp, readFile, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { fixtureSite, temporaryDir } from '../support/paths.js';

describe('static files across builds', () => {
  it('carries an untouched copy over, and copies an edited one afresh', async () => {
    const site = path.join(await temporaryDir(), 'site');
    await cp(fixtureSite('minimal'), site, { recursive: true });
    const source = (name: string) => path.join(site, 'static', name);
    await writeFile(source('logo.svg'), '<svg>logo</svg>');
    await writeFile(source('notes.txt'), 'first');
    await writeFile(source('robots.txt'), 'User-agent: *');
    // Sources older than the build, as a site's files are.
    for (const name of ['logo.svg', 'notes.txt', 'robots.txt']) await utimes(source(name), new Date('2025-01-02T03:04:05Z'), new Date('2025-01-02T03:04:05Z'));

    const first = await build(site);
    expect(first.ok).toBe(true);
    const output = (name: string) => path.join(first.outDir, name);
    const firstCopy = await stat(output('logo.svg'));
    expect(firstCopy.mtime.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    const robots = await stat(output('robots.txt'));

    // Edited in the output (same size: only the time tells), and edited at the source.
    await writeFile(output('robots.txt'), 'User-agent: X');
    await writeFile(source('notes.txt'), 'second, longer');

    const second = await build(site);
    expect(second.ok).toBe(true);
    const logo = await stat(output('logo.svg'));
    expect(logo.ino).toBe(firstCopy.ino);
    expect(await readFile(output('logo.svg'), 'utf8')).toBe('<svg>logo</svg>');
    const robotsAgain = await stat(output('robots.txt'));
    expect(robotsAgain.ino).not.toBe(robots.ino);
    expect(await readFile(output('robots.txt'), 'utf8')).toBe('User-agent: *');
    expect(await readFile(output('notes.txt'), 'utf8')).toBe('second, longer');
    // The source is never the output's file: editing the output leaves the site as it was.
    expect((await stat(source('logo.svg'))).ino).not.toBe(logo.ino);
  });
});
