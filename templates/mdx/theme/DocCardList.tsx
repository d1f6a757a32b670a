// @theme/DocCardList: cards of the given items, or, without items, of the
// items of the sidebar category whose page this is (as Docusaurus'
// useCurrentSidebarCategory finds them; the build passes them in the page's
// context, cli/content/mdx-compile/doc-context.ts). Items may be cards
// (`{href, label, description}`) or sidebar items as Docusaurus' hooks give
// them (a category among them described by its count of items).
import { useMdxContext, type MdxCard } from '../context.js';

type Item = MdxCard & { type?: string; items?: unknown[] };

function cardOf(item: Item): MdxCard {
  if (item.type === 'category' && item.description === undefined && Array.isArray(item.items)) return { ...item, description: `${item.items.length} ${item.items.length === 1 ? 'item' : 'items'}` };
  return item;
}

export default function DocCardList({ items, className }: { items?: Item[]; className?: string }) {
  const { doc } = useMdxContext();
  const cards = items ?? doc?.categoryItems;
  // Docusaurus throws here too: without items, the page must be a category's.
  if (!cards) throw new Error('without items it lists the items of the sidebar category whose page this is, and no category of the sidebars links to this page. Give it items, or link a category to this page (link: {type: "doc", id: "…"})');
  return (
    <section className={className ? `doc-card-list ${className}` : 'doc-card-list'}>
      {cards.map(cardOf).map((item, index) => (
        <a key={index} className="doc-card" href={item.href}>
          <strong>{item.label}</strong>
          {item.description ? <p>{item.description}</p> : null}
        </a>
      ))}
    </section>
  );
}
