// `brokerdocs write-translations`: each locale's translation files with every
// message to translate, its English text and a description, as Docusaurus'
// command writes them. What a file already holds is kept (translations and
// keys of its own); only the missing keys are added.
import type { Command } from 'commander';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { NavbarItemInput } from '../config/schema.js';
import type { SiteConfig } from '../config/resolve.js';
import { readSiteConfig } from '../config/site-config.js';
import { DiagnosticError, type Diagnostic } from '../diagnostics.js';
import { siteCodeMessages } from '../i18n/code-messages.js';
import { checkedLocale } from '../i18n/locale-config.js';
import { MESSAGES, type MessageEntry } from '../i18n/messages.js';
import { localeFolder } from '../i18n/paths.js';
import pc from 'picocolors';
import { summarise } from '../report.js';
import { EXIT_ERRORS, SITE_DIR_ARGUMENT, printDiagnostics, refuseMissingSite } from './shared.js';

export function registerWriteTranslationsCommand(program: Command): void {
  program
    .command('write-translations')
    .description("write each locale's translation files (i18n/<locale>/code.json…) with every message to translate, keeping the translations there")
    .argument(...SITE_DIR_ARGUMENT)
    .option('--locale <locale>', 'the locale to write (default: every locale but the default one)')
    .action(async (siteDir: string, options: { locale?: string }) => {
      if (refuseMissingSite(siteDir)) return;
      try {
        const result = await writeTranslations(siteDir, options);
        printDiagnostics(result.diagnostics);
        console.log(`${pc.green('Wrote')} ${result.written.join(', ')} (${result.added} new messages)`);
      } catch (caught) {
        if (!(caught instanceof DiagnosticError)) throw caught;
        printDiagnostics(caught.diagnostics);
        console.error(`${pc.red('No translations written:')} ${summarise(caught.diagnostics)}.`);
        process.exitCode = EXIT_ERRORS;
      }
    });
}

export interface WriteTranslationsResult {
  /** Files written, relative to the site. */
  written: string[];
  /** Messages added to them, in all. */
  added: number;
  diagnostics: Diagnostic[];
}

/** `locale`: the one locale to write. Default: every locale but the default one (the default one on a single-locale site). */
export async function writeTranslations(siteDir: string, { locale }: { locale?: string } = {}): Promise<WriteTranslationsResult> {
  const absoluteSite = path.resolve(siteDir);
  const { config, diagnostics } = await readSiteConfig(absoluteSite);
  const { i18n } = config;
  const others = i18n.locales.filter((l) => l !== i18n.defaultLocale);
  const locales = locale !== undefined ? [checkedLocale(config, locale)] : others.length ? others : [i18n.defaultLocale];
  const written: string[] = [];
  let added = 0;
  // The site's own components' messages (<Translate>, translate()) go into code.json with the interface's.
  const code = await siteCodeMessages(absoluteSite);
  diagnostics.push(...code.diagnostics);
  for (const target of locales) {
    const folder = localeFolder(absoluteSite, target);
    for (const [file, entries] of translationEntries(config, code.messages)) {
      const absolute = path.join(folder, file);
      const merged = mergeEntries(absolute, entries);
      added += merged.added;
      mkdirSync(path.dirname(absolute), { recursive: true });
      writeFileSync(absolute, `${JSON.stringify(merged.entries, null, 2)}\n`);
      written.push(path.relative(absoluteSite, absolute));
    }
  }
  return { written, added, diagnostics };
}

/** Each file's messages in the default locale: the interface text (and `code`, the site's own components'), and the labels of the config's navbar and footer. */
export function translationEntries(config: SiteConfig, code: Record<string, MessageEntry> = {}): [string, Record<string, MessageEntry>][] {
  const { navbar, footer } = config.themeConfig;
  const navbarEntries: Record<string, MessageEntry> = {};
  if (navbar.title !== undefined) navbarEntries.title = { message: navbar.title, description: 'The title in the navbar' };
  if (navbar.logo?.alt !== undefined) navbarEntries['logo.alt'] = { message: navbar.logo.alt, description: 'The alt text of the navbar logo' };
  const addItem = (item: NavbarItemInput) => {
    if (item.label !== undefined) navbarEntries[`item.label.${item.label}`] = { message: item.label, description: `Navbar item with label ${item.label}` };
    item.items?.forEach(addItem);
  };
  navbar.items?.forEach(addItem);
  const footerEntries: Record<string, MessageEntry> = {};
  for (const column of footer?.links ?? []) {
    footerEntries[`link.title.${column.title}`] = { message: column.title, description: `The title of the footer links column with title=${column.title} in the footer` };
    // An `html` item is the site's own markup, translated as Docusaurus does: not at all.
    for (const item of column.items) if ('label' in item) footerEntries[`link.item.label.${item.label}`] = { message: item.label, description: `The label of footer link with label=${item.label}` };
  }
  if (footer?.copyright !== undefined) footerEntries.copyright = { message: footer.copyright, description: 'The footer copyright' };
  return [
    ['code.json', { ...code, ...MESSAGES }],
    ['docusaurus-theme-classic/navbar.json', navbarEntries],
    ['docusaurus-theme-classic/footer.json', footerEntries],
  ].filter(([file, entries]) => file === 'code.json' || Object.keys(entries as object).length > 0) as [string, Record<string, MessageEntry>][];
}

/** The file's entries, then the missing ones in the order given; a file that is not valid JSON is not overwritten. */
function mergeEntries(file: string, entries: Record<string, MessageEntry>): { entries: Record<string, unknown>; added: number } {
  const existing: Record<string, unknown> = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
  let added = 0;
  const merged: Record<string, unknown> = { ...existing };
  for (const [key, entry] of Object.entries(entries)) {
    if (key in merged) continue;
    merged[key] = entry;
    added++;
  }
  return { entries: merged, added };
}
