// Content types by extension, and which responses may be compressed or cached
// forever. Shared by `serve` (files on disk) and `dev` (files in memory).
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.yml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

export function contentType(file: string): string {
  const dot = file.lastIndexOf('.');
  return (dot > file.lastIndexOf('/') && TYPES[file.slice(dot).toLowerCase()]) || 'application/octet-stream';
}

export function isCompressible(type: string): boolean {
  return /^(text\/|application\/(json|javascript|xml|yaml|manifest\+json)|image\/svg)/.test(type);
}

/**
 * Files under `assets/` whose name carries a content hash: esbuild's eight
 * base-32 characters (`client-BLQMGRJN.js`) or our ten hex digits
 * (`site-78cc6188f2.json`). Their content never changes under that name.
 */
export function isHashedAsset(relative: string): boolean {
  return /^assets\/(?:.*\/)?[^/]+-(?:[A-Z0-9]{8}|[0-9a-f]{10})\.[a-z0-9]+$/.test(relative);
}
