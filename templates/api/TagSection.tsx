// A tag: its description, then its operations. An operation listed under
// several tags is shown in full once; here it is a link to that place.
import type { TagView } from './model.js';
import { ExternalDocs } from './ExternalDocs.js';
import { AnchorHeading, MarkdownHtml } from './Heading.js';
import { OperationSection } from './OperationSection.js';

export function TagSection({ tag }: { tag: TagView }) {
  return (
    <section id={tag.id} className="api-tag">
      <AnchorHeading level={2} anchor={tag.id} label={tag.label} className="api-tag-title">
        {tag.label}
      </AnchorHeading>
      <MarkdownHtml html={tag.descriptionHtml} className="api-description" />
      <ExternalDocs link={tag.externalDocs} />
      {tag.operations.map((entry) => (
        <TagEntry key={entry.kind === 'full' ? entry.operation.id : entry.id} entry={entry} />
      ))}
    </section>
  );
}

/** One operation of a tag: in full, or a link to where it is in full. */
export function TagEntry({ entry }: { entry: TagView['operations'][number] }) {
  return entry.kind === 'full' ? (
    <OperationSection operation={entry.operation} />
  ) : (
    <p id={entry.id} className="api-operation-elsewhere">
      <span className={`http-method http-${entry.method}`}>{entry.method}</span> <a href={entry.href}>{entry.summary}</a> <code>{entry.path}</code>
    </p>
  );
}
