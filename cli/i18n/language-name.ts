// A language named in another locale's words: the untranslated-page notice of
// a French page says "affichée en anglais", not "affichée en English" (the
// default locale's own label). Node's ICU knows the names; a tag it cannot
// name keeps the label the config gives.
export function languageNameIn(displayLocale: string, language: string, fallback: string): string {
  try {
    const name = new Intl.DisplayNames([displayLocale], { type: 'language', fallback: 'none' }).of(language);
    return name ?? fallback;
  } catch {
    // An invalid tag (a locale named `my-own`) throws a RangeError.
    return fallback;
  }
}
