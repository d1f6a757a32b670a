// @docusaurus/Head: tags for the page's head. On the server its children go
// to the build (templates/mdx/server.tsx collects them, cli/render/head-tags.ts
// puts title, meta and link tags in the page's head, replacing ours of the
// same name); it renders nothing where it stands. In the browser (an island)
// the head is already written: nothing to do.
import type { ReactNode } from 'react';
import { useMdxContext } from '../context.js';

export default function Head({ children }: { children?: ReactNode }) {
  useMdxContext().head?.(children);
  return null;
}
