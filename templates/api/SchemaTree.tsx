// A schema as a tree of properties. Nested objects, arrays of objects and
// alternatives fold into native <details> (they open without JavaScript);
// a component shown elsewhere, or recursive, is a link to its own section.
import type { ReactNode } from 'react';
import type { ChoiceView, PropertyView, SchemaView } from './model.js';
import { MarkdownHtml } from './Heading.js';
import { SchemaFactsList, TypeLabel } from './SchemaFacts.js';

/** The root of a tree (a body, a component): its description, then its contents. */
export function SchemaTree({ schema, showDescription = true }: { schema: SchemaView; showDescription?: boolean }) {
  return (
    <div className="schema">
      {/* A bare oneOf says what it is in its list of alternatives. */}
      {schema.kind !== 'choice' || schema.name ? (
        <div className="schema-root">
          <TypeLabel schema={schema} />
          {badges(schema)}
        </div>
      ) : null}
      {showDescription ? <MarkdownHtml html={schema.descriptionHtml} /> : null}
      <SchemaFactsList schema={schema} />
      <SchemaContents schema={schema} root />
    </div>
  );
}

/** What is inside a schema: properties, array items, alternatives. */
function SchemaContents({ schema, root = false }: { schema: SchemaView; root?: boolean }): ReactNode {
  switch (schema.kind) {
    case 'object':
      return (
        <>
          {schema.extends.length ? (
            <p className="schema-extends">
              Includes{' '}
              {schema.extends.map((part, index) => (
                <span key={part.name}>
                  {index ? ', ' : ''}
                  <a href={part.href}>{part.name}</a>
                </span>
              ))}
            </p>
          ) : null}
          <PropertyList properties={schema.properties} additional={schema.additional} />
          {schema.choice ? <Choice choice={schema.choice} openFirst={root} /> : null}
        </>
      );
    case 'array':
      return hasContents(schema.items) ? (
        <div className="schema-items">
          <p className="schema-items-label">
            Items: <TypeLabel schema={schema.items} />
          </p>
          <MarkdownHtml html={schema.items.descriptionHtml} />
          <SchemaFactsList schema={schema.items} />
          <SchemaContents schema={schema.items} />
        </div>
      ) : null;
    case 'choice':
      return <Choice choice={schema.choice} openFirst={root} />;
    case 'link':
      return <LinkNote schema={schema} />;
    case 'scalar':
      return null;
  }
}

function PropertyList({ properties, additional }: { properties: PropertyView[]; additional?: Extract<SchemaView, { kind: 'object' }>['additional'] }) {
  if (!properties.length && !additional) return null;
  return (
    <ul className="props">
      {properties.map((property) => (
        <PropertyRow key={property.name} name={property.name} required={property.required} schema={property.schema} added={property.added} />
      ))}
      {additional && additional.kind !== 'none' ? (
        <PropertyRow name="[key: string]" required={false} schema={additional.kind === 'schema' ? additional.schema : undefined} note="Additional properties" />
      ) : null}
      {additional?.kind === 'none' ? <li className="prop prop-closed">No other properties are allowed.</li> : null}
    </ul>
  );
}

/** One property, parameter or header: name, type, flags, description, rules, and what is nested in it. */
export function PropertyRow({ name, required, schema, note, deprecated, example, added }: { name: string; required: boolean; schema?: SchemaView; note?: string; deprecated?: boolean; example?: string; added?: boolean }) {
  return (
    <li className={`prop${deprecated || schema?.deprecated ? ' deprecated' : ''}`}>
      <div className="prop-head">
        <code className="prop-name">{name}</code>
        {schema ? <TypeLabel schema={schema} /> : <span className="type">any</span>}
        {required ? <span className="badge badge-required">required</span> : null}
        {deprecated ? <span className="badge badge-deprecated">deprecated</span> : null}
        {added ? <span className="badge badge-new">new</span> : null}
        {schema ? badges(schema) : null}
        {note ? <span className="prop-note">{note}</span> : null}
      </div>
      {schema ? (
        <>
          <MarkdownHtml html={schema.descriptionHtml} />
          <SchemaFactsList schema={schema} example={example} />
          <LinkNote schema={schema} />
          <Nested schema={schema} name={name} />
        </>
      ) : null}
    </li>
  );
}

/** Folded contents of a property whose schema has parts of its own. */
function Nested({ schema, name }: { schema: SchemaView; name: string }) {
  if (schema.kind === 'object' && (schema.properties.length || schema.choice || schema.additional?.kind === 'schema')) {
    const count = schema.properties.length;
    return (
      <details className="schema-object">
        <summary>
          {schema.name ?? name}: {count} {count === 1 ? 'property' : 'properties'}
          {schema.choice ? `, ${choiceWord(schema.choice)}` : ''}
        </summary>
        <SchemaContents schema={schema} />
      </details>
    );
  }
  if (schema.kind === 'array' && hasContents(schema.items)) {
    return (
      <details className="schema-array">
        <summary>
          {name}: array items
          {schema.items.name ? ` (${schema.items.name})` : ''}
        </summary>
        <SchemaContents schema={schema} />
      </details>
    );
  }
  if (schema.kind === 'choice') {
    return (
      <details className="schema-choice">
        <summary>
          {name}: {choiceWord(schema.choice)}
        </summary>
        <Choice choice={schema.choice} />
      </details>
    );
  }
  return null;
}

/** Alternatives, folded; at the root of a body the first (usually the success shape) starts open. */
function Choice({ choice, openFirst = false }: { choice: ChoiceView; openFirst?: boolean }) {
  return (
    <div className="schema-alternatives">
      <p className="schema-alternatives-label">
        {choice.keyword === 'oneOf' ? 'One of' : 'Any of'} {choice.options.length} alternatives
        {choice.discriminator ? (
          <>
            , chosen by <code>{choice.discriminator.property}</code>
          </>
        ) : null}
        :
      </p>
      {choice.discriminator?.mapping.length ? (
        <table className="schema-discriminator">
          <thead>
            <tr>
              <th scope="col">
                <code>{choice.discriminator.property}</code>
              </th>
              <th scope="col">Schema</th>
            </tr>
          </thead>
          <tbody>
            {choice.discriminator.mapping.map((entry) => (
              <tr key={entry.value}>
                <td>
                  <code>{JSON.stringify(entry.value)}</code>
                </td>
                <td>{entry.href ? <a href={entry.href}>{entry.label}</a> : entry.label}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {choice.options.map((option, index) => (
        <details key={index} className="schema-option" open={openFirst && index === 0}>
          <summary>{option.label}</summary>
          <div className="schema-option-body">
            <MarkdownHtml html={option.schema.descriptionHtml} />
            <SchemaFactsList schema={option.schema} />
            <SchemaContents schema={option.schema} />
          </div>
        </details>
      ))}
    </div>
  );
}

/** Says where a schema (or the items of an array) recurs into one shown above. */
function LinkNote({ schema }: { schema: SchemaView }) {
  let target = schema;
  while (target.kind === 'array') target = target.items;
  if (target.kind !== 'link' || !target.recursive) return null;
  return (
    <p className="schema-recursive">
      Recursive: contains <a href={target.href}>{target.name ?? 'the schema above'}</a> again.
    </p>
  );
}

function badges(schema: SchemaView): ReactNode {
  return (
    <>
      {schema.nullable ? <span className="badge">nullable</span> : null}
      {schema.readOnly ? <span className="badge">read-only</span> : null}
      {schema.writeOnly ? <span className="badge">write-only</span> : null}
      {schema.deprecated ? <span className="badge badge-deprecated">deprecated</span> : null}
    </>
  );
}

function hasContents(schema: SchemaView): boolean {
  return (schema.kind === 'object' && (schema.properties.length > 0 || !!schema.choice || schema.additional?.kind === 'schema')) || schema.kind === 'choice' || (schema.kind === 'array' && hasContents(schema.items));
}

function choiceWord(choice: ChoiceView): string {
  return `${choice.keyword === 'oneOf' ? 'one of' : 'any of'} ${choice.options.length}`;
}
