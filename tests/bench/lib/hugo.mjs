// Hugo, the generator the docs builds are held to (issue 31): found on the
// PATH, or installed from Debian's package when the bench may install
// packages (it runs as root). Anything else skips the comparison, saying why.
import { execFileSync } from 'node:child_process';

function hugoVersion() {
  try {
    return execFileSync('hugo', ['version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
}

/** `{ version }` when `hugo` can run, `{ skipped }` with the reason when it cannot. */
export function ensureHugo() {
  const found = hugoVersion();
  if (found) return { version: found };
  if (process.getuid?.() !== 0) return { skipped: 'hugo is not installed and the bench is not root (apt-get install -y hugo)' };
  console.error('hugo: not installed, installing Debian\'s package (apt-get install -y hugo)');
  try {
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'hugo'], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (caught) {
    return { skipped: `apt-get install hugo failed: ${String(caught.stderr ?? caught.message).trim().split('\n').at(-1)}` };
  }
  const installed = hugoVersion();
  return installed ? { version: installed } : { skipped: 'apt-get installed hugo, but it does not run' };
}
