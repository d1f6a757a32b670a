// The smaller @docusaurus/* modules sites' components import, each answered
// as far as a static page can: global data (plugins' data is not passed
// down: empty), internal URLs, an error boundary, an isomorphic layout
// effect, the broken-link collector (brokerdocs checks links itself), and
// Interpolate.
import { Component, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { interpolate } from './Translate.js';

export function useGlobalData(): Record<string, unknown> {
  return {};
}
export function usePluginData(_plugin: string, _id?: string): Record<string, unknown> {
  return {};
}
export function useAllPluginInstancesData(_plugin: string): Record<string, unknown> {
  return {};
}

/** A site path, not a full URL nor a protocol link. */
export function isInternalUrl(url?: string): boolean {
  return typeof url === 'string' && !/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Shows `fallback` when its children throw in the browser; on the server a throw is the build's guard's to show. */
export class ErrorBoundary extends Component<{ fallback?: (props: { error: Error; tryAgain: () => void }) => ReactNode; children?: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback ? this.props.fallback({ error, tryAgain: () => this.setState({ error: null }) }) : null;
  }
}

export const useIsomorphicLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export function useBrokenLinks() {
  return { collectLink: (_link: string) => undefined, collectAnchor: (_anchor: string) => undefined };
}

/** `<Interpolate values={{name: …}}>Hello {name}</Interpolate>`. */
export function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return <>{interpolate(children, values)}</>;
}
export { interpolate };
