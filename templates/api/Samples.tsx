// The column beside an operation: a ready-to-run request, the example body,
// and an example of each response.
import type { ExampleView, MediaView, OperationView } from './model.js';
import { CodeBlock } from './Heading.js';

export function Samples({ operation }: { operation: OperationView }) {
  // A form body is spelled out field by field in the curl sample already.
  const requestExamples = (operation.requestBody?.media ?? []).filter((m) => m.examples.length && !(operation.sample && m.type === 'application/x-www-form-urlencoded'));
  const responseExamples = operation.responses.flatMap((response) => response.media.filter((m) => m.examples.length).map((media) => ({ status: response.status, family: response.family, media })));
  if (!operation.sample && !requestExamples.length && !responseExamples.length) return null;
  return (
    <aside className="api-samples" aria-label={`Samples for ${operation.summary}`}>
      {operation.sample ? (
        <div className="api-sample">
          <p className="api-sample-title">
            Request sample <span className="api-sample-kind">{operation.sample.label}</span>
          </p>
          <CodeBlock html={operation.sample.html} language={operation.sample.language} label={`the ${operation.sample.label} command`} />
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
