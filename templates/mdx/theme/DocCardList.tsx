// @theme/DocCardList: cards of the given items (`items` of `{href, label, description}`).
// Without items, Docusaurus lists the current category's docs, which the page
// does not know at render time: nothing is shown then.
interface Card {
  href?: string;
  label?: string;
  description?: string;
}

export default function DocCardList({ items = [] }: { items?: Card[] }) {
  return (
    <section className="doc-card-list">
      {items.map((item, index) => (
        <a key={index} className="doc-card" href={item.href}>
          <strong>{item.label}</strong>
          {item.description ? <p>{item.description}</p> : null}
        </a>
      ))}
    </section>
  );
}
