// @docusaurus/ExecutionEnvironment and useIsBrowser: where the code runs.
import { useEffect, useState } from 'react';

const canUseDOM = typeof window !== 'undefined' && typeof window.document !== 'undefined';

const ExecutionEnvironment = { canUseDOM, canUseEventListeners: canUseDOM, canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window, canUseViewport: canUseDOM };

export default ExecutionEnvironment;

export function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
