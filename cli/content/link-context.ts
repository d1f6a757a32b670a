// How the links of one docs version resolve: `other.md` is that version's
// page, so each version gets its own context, made by the link context stage
// (cli/stages/link-context.ts). The Markdown and the API reference stages
// both resolve links through it.
import type { DocSource } from './docs.js';
import type { ImageResolver } from './env.js';
import type { createLinkResolver } from './link-resolver.js';

export interface LinkContext {
  /** A doc of another docs instance (`instance`) resolves `other.md` in its own folder. */
  resolverFor: (doc: Pick<DocSource, 'relative' | 'route'> & Partial<Pick<DocSource, 'instance'>>) => ReturnType<typeof createLinkResolver>;
  /** Resolves the images a doc names beside it. */
  imageResolverFor: (doc: Pick<DocSource, 'absolute'>) => ImageResolver;
  /** Where imported Markdown partials may be read from. */
  siteDir: string;
  /** What a cached render's links depend on: it stays valid while this is unchanged (empty when nothing is cached). */
  routesKey: string;
}
