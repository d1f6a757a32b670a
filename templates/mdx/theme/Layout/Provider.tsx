// @theme/Layout/Provider: what Docusaurus' layout wraps every page in, so
// that its components find their contexts. Ours adds none: brokerdocs' own
// chrome does not use React contexts. A site's swizzled provider (bitwarden's
// adds its dev-mode context, then renders `@theme-original/Layout/Provider`,
// this file) wraps each page's content on the server instead
// (templates/mdx/server.tsx).
import type { ReactNode } from 'react';

export default function LayoutProvider({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

/** Ours, as the server tells it from a site's (whose failure it reports). */
LayoutProvider.brokerdocsOwn = true;
