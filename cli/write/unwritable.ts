// Output paths the file system cannot hold together, found before anything
// is written: a file that another path needs as a folder (a page whose `slug`
// is `/llms.txt` wants `llms.txt/index.html` beside the build's own
// `llms.txt`), a name longer than a file system allows, or a NUL byte. Left
// to the write, each is an exception in the middle of the build.
import type { Diagnostic } from '../diagnostics.js';
import { error } from '../diagnostics.js';
import type { SiteModel } from '../site.js';
import { htmlPath, pageDataPath } from '../../templates/contracts/paths.js';

/** Bytes in one path segment on ext4, APFS and NTFS alike. */
const MAX_SEGMENT_BYTES = 255;

export interface UnwritablePath {
  path: string;
  reason: string;
}

export function unwritablePaths(paths: Iterable<string>): UnwritablePath[] {
  const files = new Set(paths);
  const problems: UnwritablePath[] = [];
  for (const file of files) {
    if (file.includes('\0')) {
      problems.push({ path: file, reason: 'it contains a NUL character' });
      continue;
    }
    const segments = file.split('/');
    const long = segments.find((segment) => Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
    if (long) {
      problems.push({ path: file, reason: `the name "${long.slice(0, 40)}…" is longer than ${MAX_SEGMENT_BYTES} bytes` });
      continue;
    }
    for (let i = 1; i < segments.length; i++) {
      const folder = segments.slice(0, i).join('/');
      if (files.has(folder)) {
        problems.push({ path: file, reason: `the build also writes a file named ${folder}` });
        break;
      }
    }
  }
  return problems;
}

/** One error per output path of the build that cannot be written, blamed on the page that makes it. */
export function unwritableOutputs(model: Pick<SiteModel, 'config' | 'docs' | 'pages'>, paths: Iterable<string>): Diagnostic[] {
  const problems = unwritablePaths(paths);
  if (!problems.length) return [];
  const sources = new Map<string, string>();
  const sourceOfRoute = new Map(model.docs.map((rendered) => [rendered.doc.route, rendered.doc.file]));
  for (const page of model.pages) {
    const source = page.kind === 'api' ? model.config.openapi?.spec : sourceOfRoute.get(page.route);
    if (source) for (const output of [htmlPath(page.route), `page-data/${pageDataPath(page.route)}`]) sources.set(output, source);
  }
  // The page that wants the path, else the page that wants the folder it collides with.
  const sourceOf = (path: string) => sources.get(path) ?? [...sources].find(([output]) => output.startsWith(`${path}/`) || path.startsWith(`${output}/`))?.[1];
  return unwritableDiagnostics(problems, sourceOf, model.config.configFile);
}

function unwritableDiagnostics(problems: readonly UnwritablePath[], sourceOf: (path: string) => string | undefined, configFile: string): Diagnostic[] {
  return problems.map(({ path, reason }) => {
    const source = sourceOf(path);
    return error(
      'output-path-unwritable',
      `Cannot write ${path.length > 120 ? `${path.slice(0, 120)}…` : path}: ${reason}`,
      { file: source ?? configFile, line: 1 },
      source ? 'Give the page another `slug` in its front matter (or rename its file).' : 'Rename the static file or the route that collides.',
    );
  });
}
