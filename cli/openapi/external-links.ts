// The links a document gives beside its operations: `externalDocs` (on the
// document, a tag or an operation) and the info's contact, license and terms
// of service, which Redoc shows at the top. A URL is shown only when it is
// http(s), mailto or relative: anything else (`javascript:`) is left out,
// and the rules say so (cli/check/openapi-rules.ts).
import type { InfoFactView, LinkView } from '../../templates/api/model.js';
import { isObject } from './document.js';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/** `url` when a reader may follow it: http(s), mailto, or without a scheme. */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string' || !url.trim()) return undefined;
  const href = url.trim();
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  return scheme === undefined || scheme === 'http' || scheme === 'https' || scheme === 'mailto' ? href : undefined;
}

/** An External Documentation Object as a link: its description (plain) or its URL as the text. */
export function externalDocsView(value: unknown): LinkView | undefined {
  if (!isObject(value)) return undefined;
  const href = safeHref(value.url);
  if (!href) return undefined;
  const description = typeof value.description === 'string' ? value.description.trim() : '';
  return { href, text: description || href };
}

/** Contact, email, license and terms of service, in that order, as far as the info gives them. */
export function infoFacts(info: unknown): InfoFactView[] {
  if (!isObject(info)) return [];
  const facts: InfoFactView[] = [];
  const contact = isObject(info.contact) ? info.contact : {};
  const contactHref = safeHref(contact.url);
  const name = typeof contact.name === 'string' ? contact.name.trim() : '';
  if (name || contactHref) facts.push({ label: 'Contact', text: name || contactHref!, href: contactHref });
  if (typeof contact.email === 'string' && contact.email.trim()) facts.push({ label: 'Email', text: contact.email.trim(), href: `mailto:${contact.email.trim()}` });
  const license = isObject(info.license) ? info.license : undefined;
  if (license && typeof license.name === 'string' && license.name.trim()) {
    // 3.1 may name an SPDX identifier instead of a URL.
    const identifier = typeof license.identifier === 'string' ? license.identifier.trim() : '';
    const href = safeHref(license.url) ?? (identifier ? `https://spdx.org/licenses/${encodeURIComponent(identifier)}.html` : undefined);
    facts.push({ label: 'License', text: license.name.trim(), href });
  }
  const terms = safeHref(info.termsOfService);
  if (terms) facts.push({ label: 'Terms of service', text: terms, href: terms });
  return facts;
}
