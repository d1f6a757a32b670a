// `brokerdocs serve` as a user runs it: nothing built is a clear error with
// exit code 1; otherwise it reports a busy port, serves the build at its base
// URL and stops on Ctrl-C.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../cli/commands/build.js';
import { commandSessionForFile, withinSeconds } from '../support/dev.js';

const session = commandSessionForFile('minimal');

describe('brokerdocs serve', () => {
  it('says there is nothing to serve before a build, with exit code 1', async () => {
    const serve = session.run(['serve', session.site, '--dir', 'no-build-here']);
    expect(await withinSeconds(serve.exited, 10)).toBe(1);
    expect(serve.stderr()).toContain('There is no built site');
  });

  it('serves the built site at its base URL and stops on Ctrl-C', async () => {
    const result = await build(session.site, { outDir: path.join(session.root, 'out') });
    expect(result.ok).toBe(true);
    const serve = session.run(['serve', session.site, '--dir', '../out', '--port', String(session.busyPort)]);
    const [, url] = await serve.waitFor(/at (http:\/\/127\.0\.0\.1:\d+\/docs-base\/)/);
    expect(serve.stderr()).toContain(`Port ${session.busyPort} is in use`);
    const page = await fetch(`${url}guide/getting-started`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Getting started');
    serve.child.kill('SIGINT');
    await withinSeconds(serve.exited, 10);
  });

  it.each([
    // 192.0.2.1 is reserved for documentation: no machine has it.
    ['192.0.2.1', 'the address is not on this machine \\(EADDRNOTAVAIL\\)'],
    // Not an address, so it is looked up as a name; without DNS the resolver says EAI_AGAIN.
    ['999.1.1.1', '"999\\.1\\.1\\.1" is neither an IP address nor a host name that resolves \\((ENOTFOUND|EAI_AGAIN)\\)'],
  ])('says in one line that it cannot listen on --host %s, with exit code 1', async (host, reason) => {
    const result = await build(session.site, { outDir: path.join(session.root, 'out-host') });
    expect(result.ok).toBe(true);
    const serve = session.run(['serve', session.site, '--dir', '../out-host', '--host', host, '--port', '4321']);
    expect(await withinSeconds(serve.exited, 10)).toBe(1);
    expect(serve.stderr().trim()).toMatch(new RegExp(`^Cannot listen on ${host.replace(/\./g, '\\.')}:4321: ${reason}\\. Use 127\\.0\\.0\\.1, 0\\.0\\.0\\.0 or an address of this machine\\.$`));
    expect(serve.stdout()).toBe('');
  });
});
