// @docusaurus/Link: an `<a>`; a site path gets the base URL, an external link opens in a new tab.
// Without `to` or `href` it is an anchor and nothing more (`<Link id="…"/>` marks a place to link to), as in Docusaurus.
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import useBaseUrl from './useBaseUrl.js';

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; isNavLink?: boolean; activeClassName?: string; autoAddBaseUrl?: boolean };

export default function Link({ to, href, children, isNavLink: _nav, activeClassName: _active, autoAddBaseUrl: _auto, ...rest }: LinkProps) {
  const target = to ?? href;
  const external = target !== undefined && /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target);
  const resolved = useBaseUrl(target ?? '');
  return (
    <a {...(target === undefined ? {} : { href: resolved })} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
      {children}
    </a>
  );
}
