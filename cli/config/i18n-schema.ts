// The `i18n` options, with Docusaurus' names so a site moving from it keeps
// its config. Defaults that depend on the locale (label, direction) are
// filled in by i18n.ts, where the locale is known.
import * as z from 'zod';

const localeConfig = z.strictObject({
  /** Shown in the locale dropdown. Default: the locale's own name for itself (`Français` for `fr`). */
  label: z.string().min(1).optional(),
  /** Writing direction of its pages. Default: the locale's script's (`rtl` for `ar`, `he`, `fa`…), else `ltr`. */
  direction: z.enum(['ltr', 'rtl']).optional(),
  /** `<html lang>` and `hreflang` of its pages. Default: the locale. */
  htmlLang: z.string().min(1).optional(),
  /** Path segment its pages are served under (non-default locales). Default: the locale. */
  path: z
    .string()
    .regex(/^[^/]+$/, 'must be one path segment, without "/"')
    .optional(),
  /** Docusaurus' calendar option, accepted so that its configs load as they are; unused (no page shows a date). */
  calendar: z.string().optional(),
});

export const i18nSchema = z
  .strictObject({
    /** The locale of `docs/` and of the site root. Default: `en`. */
    defaultLocale: z.string().min(1).default('en'),
    /** Every locale built; the others are served under `/<path>/`. Default: `[defaultLocale]`. */
    locales: z.array(z.string().min(1)).min(1).optional(),
    /** Options per locale, by locale. Default: none (every option's own default). */
    localeConfigs: z.record(z.string(), localeConfig).default({}),
  })
  .optional();

export type I18nInput = z.output<typeof i18nSchema>;
