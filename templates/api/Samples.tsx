// The column beside an operation: a ready-to-run request, the example body,
// and an example of each response.
import type { CodeSampleView, ExampleView, MediaView, OperationView } from './model.js';
import { CodeBlock } from './Heading.js';

/** The request samples an operation shows, and which of them is the generated one. */
function requestSamples(operation: OperationView): { requests: CodeSampleView[]; generated: CodeSampleView[] } {
  // The document's own samples first; a shell one of theirs stands for the generated curl.
  const generated = operation.sample && !operation.vendorSamples.some((sample) => sample.language === 'bash') ? [operation.sample] : [];
  return { requests: [...operation.vendorSamples, ...generated], generated };
}

const tabId = (id: string, index: number) => `${id}/sample/${index}`;
const panelId = (id: string, index: number) => `${id}/sample/${index}/panel`;

/** The ids of an operation's sample tabs and panels (there are tabs when it has more than one request sample): anchors of the page too. */
export function sampleTabIds(operation: OperationView): string[] {
  const { requests } = requestSamples(operation);
  return requests.length > 1 ? requests.flatMap((_, index) => [tabId(operation.id, index), panelId(operation.id, index)]) : [];
}

export function Samples({ operation }: { operation: OperationView }) {
  const { requests, generated } = requestSamples(operation);
  // A form body is spelled out field by field in the curl sample already.
  const requestExamples = (operation.requestBody?.media ?? []).filter((m) => m.examples.length && !(generated.length && m.type === 'application/x-www-form-urlencoded'));
  const responseExamples = operation.responses.flatMap((response) => response.media.filter((m) => m.examples.length).map((media) => ({ status: response.status, family: response.family, media })));
  if (!requests.length && !requestExamples.length && !responseExamples.length) return null;
  return (
    <aside className="api-samples" aria-label={`Samples for ${operation.summary}`}>
      {requests.length === 1 ? (
        <div className="api-sample">
          <p className="api-sample-title">
            Request sample <span className="api-sample-kind">{requests[0]!.label}</span>
          </p>
          <RequestSample sample={requests[0]!} generated={generated.includes(requests[0]!)} />
        </div>
      ) : requests.length ? (
        <div className="api-sample">
          <p className="api-sample-title">Request samples</p>
          <SampleTabs id={operation.id} samples={requests} generated={generated} />
        </div>
      ) : null}
      {requestExamples.map((media) => (
        <ExampleGroup key={media.type} title="Request body" media={media} open />
      ))}
      {responseExamples.map(({ status, family, media }, index) => (
        <ExampleGroup key={`${status} ${media.type}`} title={`Response ${status}`} family={family} media={media} open={index === 0} />
      ))}
    </aside>
  );
}

function RequestSample({ sample, generated }: { sample: CodeSampleView; generated: boolean }) {
  return <CodeBlock html={sample.html} language={sample.language} label={generated ? `the ${sample.label} command` : `the ${sample.label} sample`} />;
}

/**
 * One tab per language, in the markup of the site's other tabs
 * (cli/content/mdx/tabs-markup.ts): without JavaScript the first shows;
 * runtime/tabs.ts switches them, and a language chosen on one operation is
 * chosen on every other and remembered (one group for the whole site).
 */
function SampleTabs({ id, samples, generated }: { id: string; samples: CodeSampleView[]; generated: CodeSampleView[] }) {
  return (
    <div className="tabs-container" data-tabs="" data-group-id="api-code-samples">
      <div role="tablist" aria-orientation="horizontal" className="tabs">
        {samples.map((sample, index) => (
          <button key={index} type="button" role="tab" className={`tabs-item${index === 0 ? ' tabs-item-active' : ''}`} id={tabId(id, index)} aria-controls={panelId(id, index)} aria-selected={index === 0} tabIndex={index === 0 ? 0 : -1} data-value={sample.label}>
            {sample.label}
          </button>
        ))}
      </div>
      {samples.map((sample, index) => (
        <div key={index} role="tabpanel" className="tab-panel" id={panelId(id, index)} aria-labelledby={tabId(id, index)} data-value={sample.label} hidden={index !== 0}>
          <RequestSample sample={sample} generated={generated.includes(sample)} />
        </div>
      ))}
    </div>
  );
}

function ExampleGroup({ title, media, family, open }: { title: string; media: MediaView; family?: string; open: boolean }) {
  return (
    <details className={`api-example-group${family ? ` api-response-${family}` : ''}`} open={open}>
      <summary>
        {title} <code>{media.type}</code>
      </summary>
      {media.examples.map((example) => (
        <Example key={example.name} example={example} />
      ))}
    </details>
  );
}

function Example({ example }: { example: ExampleView }) {
  const label = example.generated ? 'Example generated from the schema' : (example.summary ?? (example.name === 'example' ? undefined : example.name));
  return (
    <div className="api-example">
      {label ? <p className="api-example-label">{label}</p> : null}
      <CodeBlock html={example.html} language="example" label="the example" />
    </div>
  );
}
