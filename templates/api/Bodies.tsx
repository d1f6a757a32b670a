// Request body and responses: per media type, the schema tree.
import type { MediaView, RequestBodyView, ResponseLinkView, ResponseView } from './model.js';
import { MarkdownHtml } from './Heading.js';
import { ParameterList } from './Parameters.js';
import { SchemaTree } from './SchemaTree.js';
import { statusText } from './status-text.js';

export function RequestBody({ body }: { body: RequestBodyView }) {
  return (
    <div className="api-request-body">
      <h4 className="api-part-title">
        Request body {body.required ? <span className="badge badge-required">required</span> : null}
      </h4>
      <MarkdownHtml html={body.descriptionHtml} className="api-description" />
      <MediaList media={body.media} />
    </div>
  );
}

export function Responses({ responses }: { responses: ResponseView[] }) {
  const firstSuccess = responses.findIndex((r) => r.family === 'success');
  return (
    <div className="api-responses">
      <h4 className="api-part-title">Responses</h4>
      {responses.map((response, index) => (
        <details key={response.status} className={`api-response api-response-${response.family}`} open={index === (firstSuccess >= 0 ? firstSuccess : 0)}>
          <summary>
            <span className="api-status">{response.status}</span> {statusText(response.status)}
          </summary>
          <div className="api-response-body">
            <MarkdownHtml html={response.descriptionHtml} className="api-description" />
            {response.headers.length ? (
              <>
                <p className="api-subpart-title">Headers</p>
                <ParameterList parameters={response.headers} />
              </>
            ) : null}
            <MediaList media={response.media} />
            {response.links.length ? <ResponseLinks links={response.links} /> : null}
          </div>
        </details>
      ))}
    </div>
  );
}

/** What the response leads to: each link's target operation and the values it passes, as Redoc lists them. */
function ResponseLinks({ links }: { links: ResponseLinkView[] }) {
  return (
    <>
      <p className="api-subpart-title">Links</p>
      <ul className="props api-links">
        {links.map((link) => (
          <li key={link.name} className="prop">
            <div className="prop-head">
              <code className="prop-name">{link.name}</code>
              {link.target.label ? <span className="type">{link.target.href ? <a href={link.target.href}>{link.target.label}</a> : link.target.label}</span> : null}
            </div>
            <MarkdownHtml html={link.descriptionHtml} className="api-description" />
            {link.parameters.length ? (
              <div className="facts">
                {link.parameters.map((parameter) => (
                  <div key={parameter.name} className="fact">
                    <code>{parameter.name}</code> = <code>{parameter.value}</code>
                  </div>
                ))}
              </div>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

function MediaList({ media }: { media: MediaView[] }) {
  return (
    <>
      {media.map((item) => (
        <div key={item.type} className="api-media">
          <p className="api-media-type">
            <span className="visually-hidden">Media type: </span>
            <code>{item.type}</code>
          </p>
          {item.schema ? <SchemaTree schema={item.schema} /> : null}
        </div>
      ))}
    </>
  );
}

