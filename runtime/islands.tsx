// Hydrates the islands of a compiled MDX page: each `<brokerdocs-island>`
// the server rendered, with the component and props it was rendered with.
// Its children stay the server's HTML (they are Markdown and other
// components, which the browser has no code for). Loaded only by pages that
// have islands (cli/content/mdx-compile/islands.ts); never by the runtime.
import { createElement, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { MdxContext, type MdxContextValue } from '../templates/mdx/context.js';

interface IslandData {
  props: Record<string, unknown>;
  children: string | { html: true } | null;
}

export function hydrateIslands(components: Record<string, ComponentType<Record<string, unknown>> | undefined>, context: MdxContextValue): void {
  for (const island of document.querySelectorAll<HTMLElement>('brokerdocs-island')) {
    const Component = components[island.getAttribute('data-island') ?? ''];
    if (!Component) continue;
    const data = JSON.parse(island.getAttribute('data-props') ?? '{}') as IslandData;
    let children: unknown = data.children ?? undefined;
    if (data.children !== null && typeof data.children === 'object') {
      // The first holder inside this island (not inside a nested one) has the children's HTML.
      const holder = [...island.querySelectorAll('brokerdocs-children')].find((element) => element.closest('brokerdocs-island') === island);
      children = createElement('brokerdocs-children', { style: { display: 'contents' }, dangerouslySetInnerHTML: { __html: holder?.innerHTML ?? '' }, suppressHydrationWarning: true });
    }
    hydrateRoot(island, createElement(MdxContext.Provider, { value: context }, createElement(Component, data.props, children as never)));
  }
}
