// @docusaurus/BrowserOnly: its children (a function) run in the browser
// only, after hydration; the server renders the fallback. A component that
// uses it is hydrated as an island for that reason.
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
