// Links the document gives beside its text: "Find out more" (externalDocs of
// the document, a tag or an operation) and the info's contact, license and
// terms. Web links open in a new tab, as the Markdown's external links do.
import type { InfoFactView, LinkView } from './model.js';

function Link({ href, children }: { href: string; children: string }) {
  const web = /^https?:|^\/\//i.test(href);
  return (
    <a href={href} {...(web ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

export function ExternalDocs({ link }: { link?: LinkView }) {
  if (!link) return null;
  return (
    <p className="api-external-docs">
      Find out more: <Link href={link.href}>{link.text}</Link>
    </p>
  );
}

export function InfoFacts({ facts }: { facts: InfoFactView[] }) {
  if (!facts.length) return null;
  return (
    <ul className="api-info-facts">
      {facts.map((fact) => (
        <li key={fact.label}>
          {fact.label}: {fact.href ? <Link href={fact.href}>{fact.text}</Link> : fact.text}
        </li>
      ))}
    </ul>
  );
}
