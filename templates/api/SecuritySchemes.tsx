// The Authentication section: every security scheme with its type, the
// facts a client needs, its OAuth flows (URLs and scopes) and description.
import type { ApiReferenceView, SecuritySchemeView } from './model.js';
import { AnchorHeading, MarkdownHtml } from './Heading.js';

export function SecuritySchemes({ security }: { security: NonNullable<ApiReferenceView['security']> }) {
  return (
    <section id={security.id} className="api-security">
      <AnchorHeading level={2} anchor={security.id} label="Authentication">
        Authentication
      </AnchorHeading>
      {security.schemes.map((scheme) => (
        <Scheme key={scheme.id} scheme={scheme} />
      ))}
    </section>
  );
}

function Scheme({ scheme }: { scheme: SecuritySchemeView }) {
  return (
    <section id={scheme.id} className="api-security-scheme">
      <AnchorHeading level={3} anchor={scheme.id} label={scheme.name}>
        {scheme.name}
      </AnchorHeading>
      <table className="api-facts">
        <tbody>
          <tr>
            <th scope="row">Security scheme type</th>
            <td>{scheme.typeLabel}</td>
          </tr>
          {scheme.facts.map((fact) => (
            <tr key={fact.label}>
              <th scope="row">{fact.label}</th>
              <td>{fact.href ? <a href={fact.href}>{fact.value}</a> : <code>{fact.value}</code>}</td>
            </tr>
          ))}
          {scheme.flows.map((flow) => (
            <tr key={flow.type}>
              <th scope="row">
                Flow <code>{flow.type}</code>
              </th>
              <td>
                {flow.urls.map((url) => (
                  <div key={url.label}>
                    {url.label}: <a href={url.url}>{url.url}</a>
                  </div>
                ))}
                {flow.scopes.length ? (
                  <div>
                    Scopes:
                    <ul className="api-scopes">
                      {flow.scopes.map((scope) => (
                        <li key={scope.name}>
                          <code>{scope.name}</code>: {scope.description}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <MarkdownHtml html={scheme.descriptionHtml} className="api-description" />
    </section>
  );
}
