// Server URLs: a client configured with one that is gone calls nowhere; one
// more is no change to anybody's code.
import { isObject } from '../openapi/document.js';
import { breaking, code, nonBreaking, type Found, type Segment } from './found.js';

export function compareServers(before: unknown, after: unknown, oldAt: Segment[], newAt: Segment[]): Found[] {
  const urls = (servers: unknown, at: Segment[]) => new Map((Array.isArray(servers) ? servers : []).flatMap((server, index) => (isObject(server) && typeof server.url === 'string' ? [[server.url, [...at, index] as Segment[]] as [string, Segment[]]] : [])));
  const o = urls(before, oldAt);
  const n = urls(after, newAt);
  const out: Found[] = [];
  for (const [url, at] of o) if (!n.has(url)) out.push(breaking('client', 'server-removed', `server ${code(url)} removed`, { at: null, oldAt: at, old: url, new: undefined }));
  for (const [url, at] of n) if (!o.has(url)) out.push(nonBreaking('server-added', `server ${code(url)} added`, { at, oldAt: null, old: undefined, new: url }));
  return out;
}
