// `brokerdocs dev` as a user runs it: it reports a busy port and uses the
// next one, prints the URL, serves, and ends cleanly (exit 0) on Ctrl-C.
import { describe, expect, it, vi } from 'vitest';
import { commandSessionForFile, withinSeconds } from '../support/dev.js';

const session = commandSessionForFile('minimal');

describe('brokerdocs dev', () => {
  it('reports the busy port, serves on the next one and stops on Ctrl-C', async () => {
    const dev = session.run(['dev', session.site, '--port', String(session.busyPort)]);
    const [, url, port] = await dev.waitFor(/at (http:\/\/127\.0\.0\.1:(\d+)\/docs-base\/)/);
    expect(Number(port)).toBeGreaterThan(session.busyPort);
    expect(dev.stderr()).toContain(`Port ${session.busyPort} is in use`);
    expect(dev.stdout()).toMatch(/first build → every page/);
    const home = await fetch(url!);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Welcome to the minimal site.');
    dev.child.kill('SIGINT');
    expect(await withinSeconds(dev.exited, 10)).toBe(0);
  });

  it.each([
    // 192.0.2.1 is reserved for documentation: no machine has it.
    ['192.0.2.1', /^Cannot listen on 192\.0\.2\.1:4321: the address is not on this machine \(EADDRNOTAVAIL\)\. Use 127\.0\.0\.1, 0\.0\.0\.0 or an address of this machine\.$/],
    // Without DNS the resolver says EAI_AGAIN rather than ENOTFOUND.
    ['nosuchhost.invalid', /^Cannot listen on nosuchhost\.invalid:4321: "nosuchhost\.invalid" is neither an IP address nor a host name that resolves \((ENOTFOUND|EAI_AGAIN)\)\. Use 127\.0\.0\.1, 0\.0\.0\.0 or an address of this machine\.$/],
  ])('says in one line, without a stack, that it cannot listen on --host %s, and exits 1', async (host, message) => {
    const dev = session.run(['dev', session.site, '--host', host, '--port', '4321']);
    // Exiting at all shows the first build's work (the theme bundler, the event stream's heartbeat) was stopped.
    expect(await withinSeconds(dev.exited, 20)).toBe(1);
    expect(dev.stderr().trim()).toMatch(message);
    expect(dev.stdout()).toBe('');
  });

  it('says, when the first build fails (no config here), that there are no pages to serve yet rather than "the last good pages"', async () => {
    // The session's root holds the fixture's folder, not a config.
    const dev = session.run(['dev', session.root, '--port', '0']);
    await dev.waitFor(/at http:\/\/127\.0\.0\.1:\d+\//);
    await vi.waitFor(() => expect(dev.stderr()).toMatch(/first build: /), { timeout: 20_000, interval: 50 });
    expect(dev.stderr()).toContain('config-missing');
    expect(dev.stderr()).toMatch(/✗ first build: 1 error, 0 warnings; no pages to serve yet: fix the problems above and save\.$/m);
    expect(dev.stderr()).not.toContain('last good pages');
    dev.child.kill('SIGINT');
    expect(await withinSeconds(dev.exited, 10)).toBe(0);
  });

  it('rejects a port that is not a number as bad usage', async () => {
    const dev = session.run(['dev', session.site, '--port', 'eighty']);
    expect(await withinSeconds(dev.exited, 10)).toBe(2);
    expect(dev.stderr()).toContain('error: invalid port "eighty": use a whole number from 0 to 65535');
  });
});
