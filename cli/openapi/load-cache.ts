// The OpenAPI document as an earlier build of the same brokerdocs read it:
// parsed, its files folded in, validated. Reading is most of the load stage
// (the manual's two documents: YAML parsing and, on first use, the
// validators' code, ~60 ms each; GitHub's 13 MB of JSON ~300 ms), and its
// result depends on nothing but the files read and the build of brokerdocs.
// The next build checks those files' bytes and takes the document from here:
// V8's own serialisation, which keeps what JSON would not (a YAML timestamp's
// Date, objects a YAML alias shares).
//
// Where: <site>/node_modules/.cache/brokerdocs/openapi-<hash of the spec's
// path>.bin, beside the highlight cache. It can be deleted at any time;
// BROKERDOCS_OPENAPI_CACHE=off turns it off.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { toolBuildId, toolCacheDir, writeWhole } from '../tool-cache.js';
import type { SchemaError } from './schema-validators.js';

/** What the load stage made of the files, before it drops what it cannot show and resolves `$ref`s. */
export interface ReadDocument {
  /**
   * Names what was read (this build of brokerdocs, and each file with a hash of its bytes): whatever is made of the
   * document alone, and of options of its own, can be kept under it (the spec rules' diagnostics: openapi-rules-cache.ts).
   */
  key?: string;
  /** The document with every file folded in, as validated. */
  written: object;
  problems: SchemaError[];
  /** Every file read (absolute): the spec and the files its `$ref`s name. */
  sources: string[];
}

interface Header {
  build: string;
  /** Each file read, with a hash of its bytes when it was read. */
  files: Array<{ path: string; hash: string }>;
}

const hashOf = (bytes: Uint8Array) => createHash('sha1').update(bytes).digest('base64url');

function cacheFile(siteDir: string, specPath: string): string {
  return path.join(toolCacheDir(siteDir), `openapi-${createHash('sha1').update(path.resolve(specPath)).digest('base64url')}.bin`);
}

function enabled(build: string | undefined): build is string {
  return build !== undefined && process.env.BROKERDOCS_OPENAPI_CACHE !== 'off';
}

/** The document an earlier build read, when every file it read still has the same bytes (`spec`: the spec's, read already). */
export function cachedDocument(siteDir: string, specPath: string, spec: Buffer, build = toolBuildId()): ReadDocument | undefined {
  if (!enabled(build)) return undefined;
  let stored: Buffer;
  try {
    stored = readFileSync(cacheFile(siteDir, specPath));
  } catch {
    return undefined;
  }
  try {
    // A small JSON header first, so that a stale entry costs no deserialising of the document.
    const headerLength = stored.readUInt32LE(0);
    const headerText = stored.subarray(4, 4 + headerLength).toString('utf8');
    const header = JSON.parse(headerText) as Header;
    if (header.build !== build || !header.files.length) return undefined;
    for (const file of header.files) {
      const bytes = path.resolve(file.path) === path.resolve(specPath) ? spec : readFileSync(file.path);
      if (hashOf(bytes) !== file.hash) return undefined;
    }
    const { written, problems } = v8.deserialize(stored.subarray(4 + headerLength)) as Omit<ReadDocument, 'sources'>;
    return { written, problems, sources: header.files.map((file) => file.path), key: keyOf(headerText) };
  } catch {
    // Unreadable (cut short, another format): read the files.
    return undefined;
  }
}

/**
 * Keeps what this build read for the next one; `spec` is the spec's bytes as read. A cache that cannot be written
 * only costs time. Returns the key of what was read (ReadDocument.key), when it was kept.
 */
export function keepDocument(siteDir: string, specPath: string, spec: Buffer, read: ReadDocument, build = toolBuildId()): string | undefined {
  if (!enabled(build)) return undefined;
  try {
    const files = read.sources.map((source) => ({ path: source, hash: hashOf(path.resolve(source) === path.resolve(specPath) ? spec : readFileSync(source)) }));
    const headerText = JSON.stringify({ build, files } satisfies Header);
    const header = Buffer.from(headerText);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(header.length);
    const file = cacheFile(siteDir, specPath);
    mkdirSync(path.dirname(file), { recursive: true });
    writeWhole(file, Buffer.concat([length, header, v8.serialize({ written: read.written, problems: read.problems })]));
    return keyOf(headerText);
  } catch {
    // A read-only site, a document V8 cannot serialise: the next build reads the files again.
    return undefined;
  }
}

const keyOf = (headerText: string) => createHash('sha1').update(headerText).digest('base64url');
