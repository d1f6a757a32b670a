// One operation: method and path (copyable), summary, description, who may
// call it, parameters, request body, responses and callbacks, with the
// samples beside them on wide screens.
import type { CallbackView, OperationView, SecurityView } from './model.js';
import { AnchorHeading, MarkdownHtml } from './Heading.js';
import { ParameterGroups } from './Parameters.js';
import { RequestBody, Responses } from './Bodies.js';
import { Samples } from './Samples.js';
import { ExternalDocs } from './ExternalDocs.js';

export function OperationSection({ operation }: { operation: OperationView }) {
  const endpoint = `${operation.method.toUpperCase()} ${operation.path}`;
  return (
    <section id={operation.id} className={`api-operation${operation.deprecated ? ' deprecated' : ''}`}>
      {/* Older links use Redoc's short form of the anchor. Inside the section, so that
          jumping to it lays the section out first (sections off screen skip layout). */}
      <span id={operation.legacyId} className="api-alias-anchor" />
      {operation.aliasId ? <span id={operation.aliasId} className="api-alias-anchor" /> : null}
      <AnchorHeading level={3} anchor={operation.id} label={operation.summary} className="api-operation-title">
        {operation.summary}
        {operation.deprecated ? <span className="badge badge-deprecated">deprecated</span> : null}
        {operation.webhook ? <span className="badge">webhook</span> : null}
        {operation.change ? <ChangeBadge change={operation.change} /> : null}
      </AnchorHeading>
      <div className="api-endpoint">
        <span className={`http-method http-${operation.method}`}>{operation.method}</span>
        <code className="api-path">{operation.path}</code>
        <button type="button" className="copy-code api-copy" data-copy={endpoint} aria-label={`Copy ${endpoint}`}>
          Copy
        </button>
        {/* Hidden without JavaScript (styles: .no-js); the console loads on the first click (runtime/try-it/). */}
        {operation.tryIt ? (
          <button type="button" className="api-try-it-button" data-try-it={operation.tryIt} aria-expanded="false" aria-label={`Try it: ${endpoint}`}>
            Try it
          </button>
        ) : null}
      </div>
      <div className="api-operation-columns">
        <div className="api-operation-main">
          <MarkdownHtml html={operation.descriptionHtml} className="api-description" />
          <ExternalDocs link={operation.externalDocs} />
          <Security security={operation.security} />
          <ParameterGroups groups={operation.parameters} />
          {operation.requestBody ? <RequestBody body={operation.requestBody} /> : null}
          {operation.responses.length ? <Responses responses={operation.responses} /> : null}
          {operation.callbacks.length ? <Callbacks callbacks={operation.callbacks} /> : null}
        </div>
        <Samples operation={operation} />
      </div>
    </section>
  );
}

/** "new in 1.9", or "changed in 1.9" linking to the operation's entry on the version's changes page. */
function ChangeBadge({ change }: { change: NonNullable<OperationView['change']> }) {
  const className = `badge badge-${change.kind}`;
  return change.href ? (
    <a className={className} href={change.href}>
      {change.label}
    </a>
  ) : (
    <span className={className}>{change.label}</span>
  );
}

function Security({ security }: { security: SecurityView }) {
  return (
    <div className="api-operation-security">
      <h4 className="api-part-title">Authorization</h4>
      {security.kind === 'none' ? (
        <p>None: anyone may call this endpoint.</p>
      ) : (
        <p>
          {security.alternatives.length > 1 ? 'Any one of: ' : null}
          {security.alternatives.map((alternative, index) => (
            <span key={index} className="api-security-alternative">
              {index ? ' or ' : null}
              {alternative.schemes.map((scheme, position) => (
                <span key={scheme.name}>
                  {position ? ' and ' : null}
                  <a href={scheme.href}>{scheme.name}</a>
                  {scheme.scopes.length ? <> (scopes: {scheme.scopes.map((s) => <code key={s}>{s}</code>)})</> : null}
                </span>
              ))}
            </span>
          ))}
          {security.optional ? '; or no authorization.' : '.'}
        </p>
      )}
    </div>
  );
}

function Callbacks({ callbacks }: { callbacks: CallbackView[] }) {
  return (
    <div className="api-callbacks">
      <h4 className="api-part-title">Callbacks</h4>
      {callbacks.map((callback) =>
        callback.operations.map((operation) => (
          <details key={`${callback.name} ${operation.method} ${operation.expression}`} className="api-callback">
            <summary>
              <span className={`http-method http-${operation.method}`}>{operation.method}</span> <strong>{callback.name}</strong> <code>{operation.expression}</code>
            </summary>
            <div className="api-callback-body">
              {operation.summary ? <p>{operation.summary}</p> : null}
              <MarkdownHtml html={operation.descriptionHtml} className="api-description" />
              {operation.requestBody ? <RequestBody body={operation.requestBody} /> : null}
              {operation.responses.length ? <Responses responses={operation.responses} /> : null}
            </div>
          </details>
        )),
      )}
    </div>
  );
}
