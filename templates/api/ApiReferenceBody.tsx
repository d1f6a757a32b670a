// The body of the API reference page, rendered to static HTML at build time:
// title, version and download link, the document's introduction, the
// authentication schemes, every tag with its operations, then the schemas.
import type { ApiReferenceIntroView, ApiReferenceView } from './model.js';
import { MarkdownHtml } from './Heading.js';
import { Schemas } from './Schemas.js';
import { SecuritySchemes } from './SecuritySchemes.js';
import { TagSection } from './TagSection.js';
import { ExternalDocs, InfoFacts } from './ExternalDocs.js';

export function ApiReferenceBody({ view }: { view: ApiReferenceView }) {
  return (
    <>
      <ApiReferenceIntro view={view} />
      {view.tags.map((tag) => (
        <TagSection key={tag.id} tag={tag} />
      ))}
      {view.schemas ? <Schemas schemas={view.schemas} /> : null}
    </>
  );
}

/** What comes before the tags: title, version, download link, servers, introduction and authentication. */
export function ApiReferenceIntro({ view }: { view: ApiReferenceIntroView }) {
  return (
    <>
      <header className="api-header">
        <h1 className="api-title">
          {view.title} <span className="api-version">{view.version}</span>
        </h1>
        <p className="api-download">
          <a className="button api-download-link" href={view.specHref} download={view.specName}>
            Download
          </a>{' '}
          the OpenAPI document (<code>{view.specName}</code>)
        </p>
        <InfoFacts facts={view.facts} />
        {view.servers.length ? (
          <ul className="api-servers" aria-label="Servers">
            {view.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                <MarkdownHtml html={server.descriptionHtml} className="api-server-description" />
              </li>
            ))}
          </ul>
        ) : null}
      </header>
      <MarkdownHtml html={view.descriptionHtml} className="api-intro" />
      <ExternalDocs link={view.externalDocs} />
      {view.security ? <SecuritySchemes security={view.security} /> : null}
    </>
  );
}
