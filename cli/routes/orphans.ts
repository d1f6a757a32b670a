// Pages that no hand-written sidebar lists. Generated sidebars list every
// page, but a sidebar written by hand forgets the page added last; readers
// then reach it only through a link, so each is a warning at its file
// (`docs.sidebar.warnOrphans: false` turns them off).
import type { DocSource } from '../content/docs.js';
import { warning, type Diagnostic } from '../diagnostics.js';
import type { SidebarItem } from '../../templates/contracts/types.js';

export function docsNotInSidebars(docs: readonly DocSource[], sidebars: Record<string, SidebarItem[]>): Diagnostic[] {
  const listed = new Set<string>();
  const collect = (items: readonly SidebarItem[]) => {
    for (const item of items) {
      if (item.type !== 'html' && item.docId) listed.add(item.docId);
      if (item.type === 'category') collect(item.items);
    }
  };
  for (const items of Object.values(sidebars)) collect(items);
  const names = Object.keys(sidebars).map((id) => `"${id}"`).join(', ');
  return docs
    // A page the build writes itself (a version's API changes) is placed in the sidebar by the build, after this check.
    .filter((doc) => !listed.has(doc.id) && !doc.frontMatter.unlisted && !doc.generated)
    .map((doc) =>
      warning(
        'doc-not-in-sidebar',
        `The page "${doc.id}" is in no sidebar (${names}): readers reach it only through a link`,
        { file: doc.file, line: 1 },
        `Add "${doc.id}" to a sidebar, mark the page \`unlisted: true\`, or set docs.sidebar.warnOrphans: false.`,
      ),
    );
}
