// When each doc was last changed, and by whom, from git: what Docusaurus'
// `showLastUpdateTime` and `showLastUpdateAuthor` show under a doc. One
// `git log` walks the docs folders' history newest first and stops as soon
// as every doc has been seen, instead of one git process per file (a
// 2,000-page site would start 2,000 of them).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { warning, type Diagnostic } from '../diagnostics.js';

export interface LastUpdate {
  /** Seconds since the epoch: the commit time of the last commit that changed the file. */
  time: number;
  author: string;
}

export interface LastUpdates {
  /** By absolute file; a file git does not track (not committed yet) has none. */
  byFile: Map<string, LastUpdate>;
  diagnostics: Diagnostic[];
}

const RECORD = '\x1e';
const FIELD = '\x1f';

/** The last commit of each of `files` (absolute). Never rejects: without git, or outside a repository, a warning and no dates. */
export function readLastUpdates(files: readonly string[]): Promise<LastUpdates> {
  const byFile = new Map<string, LastUpdate>();
  if (!files.length) return Promise.resolve({ byFile, diagnostics: [] });
  const folders = [...new Set(files.map((file) => path.dirname(file)))];
  const root = commonFolder(folders);
  const wanted = new Set(files);
  return new Promise((resolve) => {
    const unavailable = (why: string) =>
      resolve({
        byFile,
        diagnostics: [warning('last-update-unavailable', `docs.showLastUpdateTime/showLastUpdateAuthor: no dates or authors, ${why}`, undefined, 'Build from a git clone of the site (with git installed), or set the dates in front matter (last_update).')],
      });
    // `-z`: file names as they are (not quoted); `--relative`: names from `root`; pathspecs: only the docs folders' history.
    const pathspecs = folders.map((folder) => path.relative(root, folder) || '.');
    const git = spawn('git', ['-c', 'core.quotePath=false', 'log', '-z', `--format=${RECORD}%ct${FIELD}%an`, '--name-only', '--relative', '--', ...new Set(pathspecs)], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let pending = '';
    let current: LastUpdate | undefined;
    let stderr = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ byFile, diagnostics: [] });
    };
    const take = (entry: string) => {
      if (entry.startsWith(RECORD)) {
        const [time, author = ''] = entry.slice(1).split(FIELD);
        current = { time: Number(time), author };
        return;
      }
      const name = entry.replace(/^\n/, '');
      if (!name || !current) return;
      const file = path.join(root, name);
      if (wanted.has(file) && !byFile.has(file)) byFile.set(file, current);
    };
    git.stdout.setEncoding('utf8');
    git.stdout.on('data', (chunk: string) => {
      const entries = (pending + chunk).split('\0');
      pending = entries.pop()!;
      for (const entry of entries) take(entry);
      // Every doc seen: the rest of the history is not needed.
      if (byFile.size === wanted.size) {
        git.kill();
        finish();
      }
    });
    git.stderr.setEncoding('utf8');
    git.stderr.on('data', (chunk: string) => (stderr += chunk));
    git.on('error', () => done || ((done = true), unavailable('as git could not be run')));
    git.on('close', (code) => {
      if (done) return;
      if (code !== 0) {
        done = true;
        unavailable(/not a git repository/i.test(stderr) ? 'as the docs are not in a git repository' : `as git failed: ${stderr.trim().split('\n')[0] ?? `exit code ${code}`}`);
        return;
      }
      if (pending) take(pending);
      finish();
    });
  });
}

/** The deepest folder holding every one of `folders`. */
function commonFolder(folders: readonly string[]): string {
  let common = folders[0]!;
  for (const folder of folders.slice(1)) {
    while (common !== folder && !folder.startsWith(common.endsWith(path.sep) ? common : common + path.sep)) {
      const parent = path.dirname(common);
      if (parent === common) break;
      common = parent;
    }
  }
  return common;
}
