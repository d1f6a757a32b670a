// Writes the build into a temporary folder beside the output and swaps it in
// only when every file is written, so a failed or killed build never leaves a
// half-written site and the previous one stays intact. The only module that
// writes the output.
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

export type OutputFiles = Map<string, string | Buffer>;
/** Files made only when they are written (rendered pages, maybe on another thread), so they need not all be in memory at once. */
export type DeferredFiles = Map<string, () => string | Buffer | Promise<string | Buffer>>;

const TEMP_MARK = '.brokerdocs-tmp-';
const OLD_MARK = '.brokerdocs-old-';

/** Writes the files (and makes and writes the deferred ones) into `outDir`; both maps are emptied as they are written. */
export async function writeAtomically(outDir: string, files: OutputFiles, deferred: DeferredFiles = new Map()): Promise<void> {
  const parent = path.dirname(outDir);
  const name = path.basename(outDir);
  await mkdir(parent, { recursive: true });
  await removeLeftovers(parent, name);
  const unique = `${process.pid}-${Date.now()}`;
  const temporary = path.join(parent, `${name}${TEMP_MARK}${unique}`);
  try {
    await writeTree(temporary, files, deferred);
    const old = path.join(parent, `${name}${OLD_MARK}${unique}`);
    let hadOld = true;
    try {
      await rename(outDir, old);
    } catch (caught) {
      if ((caught as NodeJS.ErrnoException).code !== 'ENOENT') throw caught;
      hadOld = false;
    }
    await rename(temporary, outDir);
    if (hadOld) await rm(old, { recursive: true, force: true });
  } catch (caught) {
    await rm(temporary, { recursive: true, force: true });
    throw caught;
  }
}

/** Temporary folders of builds that were killed before they could clean up. */
async function removeLeftovers(parent: string, name: string): Promise<void> {
  const entries = await readdir(parent).catch(() => [] as string[]);
  await Promise.all(
    entries
      .filter((entry) => entry.startsWith(`${name}${TEMP_MARK}`) || entry.startsWith(`${name}${OLD_MARK}`))
      .filter((entry) => !isAlive(Number(/-(\d+)-\d+$/.exec(entry)?.[1])))
      .map((entry) => rm(path.join(parent, entry), { recursive: true, force: true })),
  );
}

/** A build still running in another process owns its temporary folder. */
function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (caught) {
    return (caught as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function writeTree(root: string, files: OutputFiles, deferred: DeferredFiles): Promise<void> {
  const folders = new Set<string>();
  for (const file of [...files.keys(), ...deferred.keys()]) folders.add(path.dirname(path.join(root, file)));
  await Promise.all([...folders].map((folder) => mkdir(folder, { recursive: true })));
  // Bounded parallelism keeps memory and file handles flat for big sites: at
  // most this many deferred files are made and not yet written at any time.
  // Written files leave the maps, so a big site's memory goes down as it is written.
  const names = [...files.keys(), ...deferred.keys()];
  let next = 0;
  const writers = Array.from({ length: 16 }, async () => {
    while (next < names.length) {
      const name = names[next++]!;
      const content = files.get(name) ?? (await deferred.get(name)!());
      files.delete(name);
      deferred.delete(name);
      await writeFile(path.join(root, name), content);
    }
  });
  await Promise.all(writers);
}
