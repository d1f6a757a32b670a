// A locale's label defaults to its name for itself (Intl.DisplayNames), made
// only when something shows it: loading Intl's names of languages took a
// tenth of a small site's build, and only a locale menu or an untranslated
// page's notice shows one.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveI18n } from '../../cli/config/i18n.js';
import { createConfigLocator } from '../../cli/config/locate.js';

afterEach(() => vi.restoreAllMocks());

describe('a locale\'s default label', () => {
  it('is made on first read, once, as Intl names the language', () => {
    const names = vi.spyOn(Intl.DisplayNames.prototype, 'of');
    const { i18n } = resolveI18n({ defaultLocale: 'en', locales: ['en', 'fr'], localeConfigs: { fr: { label: 'French (written)' } } }, '/', createConfigLocator('export default {}', 'docs.config.ts'));
    expect(names).not.toHaveBeenCalled();
    expect(i18n.localeConfigs.en!.label).toBe('English');
    expect(i18n.localeConfigs.en!.label).toBe('English');
    expect(names).toHaveBeenCalledTimes(1);
    // A written label is the label, and keys come in the same order either way.
    expect(i18n.localeConfigs.fr!.label).toBe('French (written)');
    expect(Object.keys(i18n.localeConfigs.en!)).toEqual(Object.keys(i18n.localeConfigs.fr!));
    expect(JSON.parse(JSON.stringify(i18n.localeConfigs.en))).toEqual({ label: 'English', direction: 'ltr', htmlLang: 'en', path: 'en' });
  });
});
