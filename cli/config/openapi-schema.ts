// The `openapi` options: the document and its reference page.
import * as z from 'zod';

export const openapiSchema = z
  .strictObject({
    /** The OpenAPI document (YAML or JSON), relative to the site. */
    spec: z.string(),
    /** Route of the reference page. Default: `/api`. */
    route: z.string().default('/api'),
    /**
     * The server the request samples call when the document names none, or a relative
     * one (`/v1`, which is then appended), e.g. `https://api.example.com`. Default: none:
     * the samples show a `{server}` placeholder rather than an address nobody runs.
     */
    server: z.string().optional(),
    /** Title of the reference page. Default: the document's `info.title`. */
    title: z.string().optional(),
    /**
     * `brokerdocs version` also snapshots the document (with the files beside it), so each
     * docs version keeps its own API reference under its path. Default: `false` (one shared reference).
     */
    versioned: z.boolean().default(false),
    /**
     * What an example that does not match its schema is: `warn` (the page is
     * still built, as Redoc shows it), `error` (the build fails: for a spec
     * readers copy examples from) or `off` (not checked). Default: `warn`.
     */
    exampleValidation: z.enum(['off', 'warn', 'error']).default('warn'),
    /**
     * One page for the whole reference (`never`), or one page per tag with
     * the component schemas on pages of their own and an overview at the
     * route (`tag`). `auto` splits only a reference too large for one page
     * (see cli/openapi/split.ts). Default: `auto`.
     */
    split: z.enum(['auto', 'never', 'tag']).default('auto'),
    /**
     * The Try-it console: a "Try it" button on each operation that sends the
     * request from the reader's browser straight to a server (no proxy) and
     * checks the answer against the operation. Set (`{}` is enough) to have it;
     * unset, the reference is as before. Default: unset.
     */
    tryIt: z
      .strictObject({
        /**
         * Servers offered besides the document's `servers`. The first with
         * `sandbox: true` is preselected; one with `production: true` is sent
         * to only after the reader ticks a switch. Each is allowed in the
         * page's Content-Security-Policy `connect-src`.
         */
        servers: z
          .array(
            z.strictObject({
              url: z.url({ protocol: /^https?$/ }),
              description: z.string().optional(),
              sandbox: z.boolean().default(false),
              production: z.boolean().default(false),
            }),
          )
          .default([]),
        /** Allow `http://localhost:*` and `http://127.0.0.1:*` (a server on the reader's machine). Default: `true`. */
        allowLocalhost: z.boolean().default(true),
        /**
         * Allow any `https:` server the reader types in (`connect-src https:`),
         * for a manual whose readers test their own servers. Default: `false`
         * (only the listed servers, and localhost).
         */
        allowAnyHttpsServer: z.boolean().default(false),
      })
      .optional(),
  })
  .optional();
