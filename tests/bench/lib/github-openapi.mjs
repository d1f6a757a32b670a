// GitHub's description of api.github.com (1,223 operations, 13 MB of JSON),
// from the npm package that publishes it, @octokit/openapi. That package is a
// 29 MB download (404 MB unpacked, every GitHub product's description twice
// over), too heavy for a devDependency every install pays; the bench and one
// integration test fetch it on demand with `npm pack`, keep only this file in
// node_modules/.cache/brokerdocs-bench/ and reuse it after. A pinned version,
// so that figures measured on different days describe the same document.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const GITHUB_PACKAGE = '@octokit/openapi@23.0.2';
/** An older release, for `brokerdocs diff` between two published versions of one document. */
export const GITHUB_OLDER_PACKAGE = '@octokit/openapi@22.0.0';
const FILE = 'package/generated/api.github.com.json';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const cacheDir = path.join(repo, 'node_modules/.cache/brokerdocs-bench');

/** Path of GitHub's document (of `pkg`, a pinned version), fetched first if it is not cached. Throws when it cannot be had (no network, npm fails). */
export async function githubDocument(pkg = GITHUB_PACKAGE) {
  const target = path.join(cacheDir, `${pkg.replace(/[@/]/g, '_')}-api.github.com.json`);
  if (existsSync(target)) return target;
  await mkdir(cacheDir, { recursive: true });
  const work = await mkdtemp(path.join(cacheDir, 'fetch-'));
  try {
    const tarball = execFileSync('npm', ['pack', pkg, '--silent', '--pack-destination', work], { cwd: work, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim().split('\n').pop();
    execFileSync('tar', ['-xzf', path.join(work, tarball), '-C', work, FILE]);
    // Renamed into place whole: a fetch cut short leaves nothing a later run would take for the document.
    await rename(path.join(work, FILE), target);
  } catch (caught) {
    throw new Error(`Could not fetch ${pkg} from the npm registry (GitHub's OpenAPI document): ${caught.message}`);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  return target;
}
