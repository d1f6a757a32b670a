// The site data of the Try-it console (templates/contracts/conformance/try-it.ts
// `TryItSite`) and the origins it may call, which the page's
// Content-Security-Policy lists in `connect-src`: the configured servers,
// the documents' own servers, localhost when allowed, any https server when
// the config says so. The browser calls them itself: there is no proxy.
import type { SiteConfig } from '../config/resolve.js';
import type { OpenApiDocument } from './document.js';
import type { TryItSite } from '../../templates/contracts/conformance/try-it.js';
import { serversOf } from './try-it-files.js';

type TryItConfig = NonNullable<NonNullable<SiteConfig['openapi']>['tryIt']>;

/** `connect` as tryItConnectSources gives it. */
export function tryItSite(config: SiteConfig, script: string, connect: string[]): TryItSite | undefined {
  const tryIt = config.openapi?.tryIt;
  if (!tryIt) return undefined;
  return { script, servers: tryIt.servers.map(({ url, description, sandbox, production }) => ({ url, description, sandbox, production })), connect };
}

/** The `connect-src` sources the console needs (empty when it is off). */
export function tryItConnectSources(config: SiteConfig, documents: readonly unknown[]): string[] {
  const tryIt = config.openapi?.tryIt;
  return tryIt ? connectSources(tryIt, documents) : [];
}

function connectSources(tryIt: TryItConfig, documents: readonly unknown[]): string[] {
  const sources = new Set<string>();
  if (tryIt.allowAnyHttpsServer) sources.add('https:');
  if (tryIt.allowLocalhost) {
    sources.add('http://localhost:*');
    sources.add('http://127.0.0.1:*');
  }
  const servers = [...tryIt.servers, ...documents.flatMap((document) => serversOf((document as OpenApiDocument | undefined)?.servers ?? []))];
  for (const server of servers) {
    // An origin is what CSP compares; a value with characters a policy cannot hold is left out.
    const origin = new URL(server.url).origin;
    if (/^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin)) sources.add(origin);
  }
  return [...sources];
}
