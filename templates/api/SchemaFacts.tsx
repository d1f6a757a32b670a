// The type of a schema in words (`string <date-time>`, `Array of Order`,
// `object (Account)`), and its rules: allowed values, default, example,
// pattern, ranges and sizes.
import type { ReactNode } from 'react';
import type { SchemaView } from './model.js';

export function TypeLabel({ schema }: { schema: SchemaView }) {
  return <span className="type">{typeText(schema)}</span>;
}

function typeText(schema: SchemaView) {
  const format = schema.format ? <span className="type-format"> &lt;{schema.format}&gt;</span> : null;
  switch (schema.kind) {
    case 'link':
      return (
        <>
          <a href={schema.href}>{schema.name ?? schema.type}</a>
          {schema.name && schema.type && schema.type !== 'object' ? ` (${schema.type})` : null}
        </>
      );
    case 'array':
      return <>Array of {itemText(schema.items)}</>;
    case 'object':
      return <>object{schema.name ? ` (${schema.name})` : null}</>;
    case 'choice':
      return (
        <>
          {schema.choice.keyword === 'oneOf' ? 'one of' : 'any of'}
          {schema.name ? ` (${schema.name})` : null}
        </>
      );
    case 'scalar':
      return (
        <>
          {schema.type || 'any'}
          {format}
          {schema.name ? ` (${schema.name})` : null}
        </>
      );
  }
}

function itemText(items: SchemaView): ReactNode {
  if (items.kind === 'link') return <a href={items.href}>{items.name ?? items.type}</a>;
  if (items.kind === 'array') return <>arrays of {itemText(items.items)}</>;
  if (items.name) return <>{items.name}</>;
  if (items.kind === 'object') return <>objects</>;
  if (items.kind === 'choice') return <>alternatives</>;
  return (
    <>
      {items.type === 'any' || !items.type ? 'any values' : `${items.type}s`}
      {items.format ? <span className="type-format"> &lt;{items.format}&gt;</span> : null}
    </>
  );
}

export function SchemaFactsList({ schema, example }: { schema: SchemaView; example?: string }) {
  const shownExample = example ?? schema.example;
  if (!schema.enum && schema.default === undefined && shownExample === undefined && !schema.pattern && !schema.constraints.length) return null;
  return (
    <div className="facts">
      {schema.constraints.map((rule) => (
        <span key={rule} className="rule">
          {rule}
        </span>
      ))}
      {schema.enum ? (
        <div className="fact">
          <span className="fact-label">{schema.enum.length === 1 ? 'Value:' : 'Enum:'}</span>{' '}
          {schema.enum.map((value) => (
            <code key={value}>{value}</code>
          ))}
        </div>
      ) : null}
      {schema.default !== undefined ? (
        <div className="fact">
          <span className="fact-label">Default:</span> <code>{schema.default}</code>
        </div>
      ) : null}
      {shownExample !== undefined ? (
        <div className="fact">
          <span className="fact-label">Example:</span> {shownExample.includes('\n') ? <pre className="fact-example"><code>{shownExample}</code></pre> : <code>{shownExample}</code>}
        </div>
      ) : null}
      {schema.pattern ? (
        <div className="fact">
          <span className="fact-label">Pattern:</span> <code>{schema.pattern}</code>
        </div>
      ) : null}
    </div>
  );
}
