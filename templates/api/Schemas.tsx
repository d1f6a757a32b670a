// The component schemas, each in full under `#schema/<Name>`: the place
// links from operations and other schemas lead to.
import type { ApiReferenceView } from './model.js';
import { AnchorHeading } from './Heading.js';
import { SchemaTree } from './SchemaTree.js';

export function Schemas({ schemas }: { schemas: NonNullable<ApiReferenceView['schemas']> }) {
  return (
    <section id={schemas.id} className="api-schemas">
      <AnchorHeading level={2} anchor={schemas.id} label="Schemas">
        Schemas
      </AnchorHeading>
      {schemas.items.map((item) => (
        <SchemaItem key={item.id} item={item} />
      ))}
    </section>
  );
}

/** One component schema under its own heading. */
export function SchemaItem({ item }: { item: NonNullable<ApiReferenceView['schemas']>['items'][number] }) {
  return (
    <section id={item.id} className="api-schema">
      <AnchorHeading level={3} anchor={item.id} label={item.name} className="api-schema-title">
        {item.name}
      </AnchorHeading>
      <SchemaTree schema={item.schema} />
    </section>
  );
}
