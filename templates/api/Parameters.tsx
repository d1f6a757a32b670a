// Parameters grouped by where they go (path, query, header, cookie).
import type { ParameterGroupView, ParameterView } from './model.js';
import { PropertyRow } from './SchemaTree.js';

export function ParameterGroups({ groups }: { groups: ParameterGroupView[] }) {
  return (
    <>
      {groups.map((group) => (
        <div key={group.location} className={`api-parameters api-parameters-${group.location}`}>
          <h4 className="api-part-title">{group.title}</h4>
          <ParameterList parameters={group.parameters} />
        </div>
      ))}
    </>
  );
}

export function ParameterList({ parameters }: { parameters: ParameterView[] }) {
  return (
    <ul className="props api-parameter-list">
      {parameters.map((parameter) => (
        <PropertyRow key={parameter.name} name={parameter.name} required={parameter.required} deprecated={parameter.deprecated} schema={{ ...parameter.schema, descriptionHtml: parameter.descriptionHtml ?? parameter.schema.descriptionHtml }} example={parameter.example} />
      ))}
    </ul>
  );
}
