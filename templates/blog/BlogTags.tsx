// Every tag of the blog, grouped by first letter, each with its post count.
import type { TagView } from './model.js';

export function BlogTags({ tags }: { tags: Array<TagView & { count: number }> }) {
  const groups = new Map<string, Array<TagView & { count: number }>>();
  for (const tag of tags) {
    const letter = tag.label.charAt(0).toLocaleUpperCase();
    groups.set(letter, [...(groups.get(letter) ?? []), tag]);
  }
  return (
    <div className="blog-tags">
      {[...groups].map(([letter, group]) => (
        <section key={letter} className="blog-tags-group">
          <h2>{letter}</h2>
          <ul>
            {group.map((tag) => (
              <li key={tag.href}>
                <a className="blog-tag" href={tag.href}>
                  {tag.label} <span className="blog-tag-count">{tag.count}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
