// Registering a grammar without the embedded languages no page uses yet.
import type { LanguageRegistration } from 'shiki/core';

/** A language registered without some of the languages it embeds, and what brings them in. */
export interface LeanLanguage {
  /** Matches a line where one of the rules that enter a missing language could begin. */
  entries: { findNextMatchSync(line: string, start: number, options: number): unknown };
  /** Everything it embeds (with what those embed). */
  embedded: LanguageRegistration[];
}

/**
 * Whether a language can do without the languages it embeds that no page
 * uses itself, until a block needs one. HTTP embeds shell, JSON, XML and
 * GraphQL (and XML embeds Java, JavaScript, TypeScript and JSX): registering
 * them all costs ~40 ms and tokenising the first block ~40 ms more, for
 * request examples that are headers and JSON. A grammar can enter an
 * embedded one only through its rules that include it; when each such rule
 * sits at the top of the grammar with a `begin` pattern, a block none of
 * whose lines that pattern matches anywhere never enters it, and is
 * tokenised the same with or without it (tests compare both with shiki's
 * output). A block that may enter one brings the whole language in first.
 * `null` when the language must be registered whole.
 */
export function leanPlan(registrations: LanguageRegistration[], present: ReadonlySet<string>, engine: { createScanner(patterns: string[]): LeanLanguage['entries'] }): { own: LanguageRegistration; later: LeanLanguage } | null {
  const own = registrations.at(-1)!;
  const missing = new Set((own.embeddedLangs ?? []).filter((name) => !present.has(name)).map((name) => registrations.find((registration) => registration.name === name)?.scopeName));
  if (!missing.size || missing.has(undefined)) return null;
  // A language that injects itself into others changes their tokens wherever it is loaded: not without it.
  if (registrations.some((registration) => registration !== own && registration.injectTo?.length)) return null;
  const top = new Set<unknown>(own.patterns ?? []);
  const begins: string[] = [];
  let decidable = true;
  // Every include of a missing language; `parent` is given for the direct children of a top rule only.
  const visit = (rule: GrammarRule, parent?: GrammarRule): void => {
    const scope = rule.include?.split('#')[0];
    if (scope && missing.has(scope)) {
      // `\G` anchors a match where the last one ended: testing lines from their start could miss it.
      if (parent?.begin && !parent.begin.includes('\\G')) begins.push(parent.begin);
      else decidable = false;
    }
    for (const child of rule.patterns ?? []) visit(child, top.has(rule) ? rule : undefined);
    for (const child of Object.values(rule.repository ?? {})) visit(child);
    for (const captures of [rule.captures, rule.beginCaptures, rule.endCaptures, rule.whileCaptures]) for (const capture of Object.values(captures ?? {})) visit(capture);
  };
  for (const rule of [...(own.patterns ?? []), ...Object.values(own.repository ?? {}), ...Object.values(own.injections ?? {})]) visit(rule as GrammarRule);
  if (!decidable || !begins.length) return null;
  // shiki's own way to embed a language loaded later: its grammar is made again when one of these is loaded.
  const embeddedLangsLazy = [...(own.embeddedLangsLazy ?? []), ...(own.embeddedLangs ?? []).filter((name) => !present.has(name))];
  return { own: { ...own, embeddedLangs: undefined, embeddedLangsLazy }, later: { entries: engine.createScanner([...new Set(begins)]), embedded: registrations.slice(0, -1) } };
}

/** The parts of a TextMate rule that can hold an include. */
interface GrammarRule {
  include?: string;
  begin?: string;
  patterns?: GrammarRule[];
  repository?: Record<string, GrammarRule>;
  captures?: Record<string, GrammarRule>;
  beginCaptures?: Record<string, GrammarRule>;
  endCaptures?: Record<string, GrammarRule>;
  whileCaptures?: Record<string, GrammarRule>;
}
