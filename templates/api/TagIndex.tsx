// The overview of a reference split per tag: after the introduction, the
// list of its pages (each tag with its operation count, then the schemas).
// The list is also how a reader without JavaScript, who followed an old link
// to an operation on this page, finds where it went.
import { AnchorHeading } from './Heading.js';
import type { TagIndexView } from './model.js';

export function TagIndex({ index }: { index: TagIndexView }) {
  return (
    <section id={index.id} className="api-tag-index">
      <AnchorHeading level={2} anchor={index.id} label="Contents">
        Contents
      </AnchorHeading>
      <p className="api-split-note">
        Each tag has a page of its own.{' '}
        <noscript>Without JavaScript, a link to an operation or schema that used to be on this page stops here: choose its tag below.</noscript>
      </p>
      <ul className="api-tag-list">
        {index.pages.map((page) => (
          <li key={page.href}>
            <a href={page.href}>{page.label}</a> <span className="api-tag-count">{page.count}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
