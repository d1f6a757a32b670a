// Validation of the document against the OpenAPI schema, on a worker thread.
// swagger-parser compiles the OpenAPI JSON Schema with Ajv on every call, the
// most expensive step of the stage; on its own thread it runs while the main
// thread dereferences the same document and builds the reference, and the
// stage waits for its verdict before the page may be used.
//
// The worker receives the parsed document (a structured copy, taken before
// the main thread dereferences it in place): the file is not parsed twice.
import { Worker } from 'node:worker_threads';

/** What swagger-parser threw, as plain data that crosses threads. */
export interface ValidationFailure {
  name: string;
  message: string;
  code?: string;
  source?: string;
  targetRef?: string;
  details?: unknown[];
}

// CommonJS source of the worker, so that it runs the same from the bundled
// CLI and from TypeScript sources in tests. `workerData.from` is this
// module's URL, to find swagger-parser where the CLI finds it.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const { createRequire } = require('node:module');
const SwaggerParser = createRequire(workerData.from)('@apidevtools/swagger-parser');
new SwaggerParser()
  .validate(workerData.specPath, workerData.document, { resolve: { external: false }, dereference: { excludedPathMatcher: () => true } })
  .then(
    () => parentPort.postMessage(null),
    (e) => parentPort.postMessage({ name: e.name, message: e.message, code: e.code, source: e.source, targetRef: e.targetRef, details: e.details }),
  );
`;

/**
 * Starts validating `document` (parsed, not yet dereferenced; its `$ref`s
 * resolve against `specPath`). Resolves to `null` when it is valid.
 */
export function validateInWorker(specPath: string, document: object): Promise<ValidationFailure | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, { eval: true, workerData: { from: import.meta.url, specPath, document } });
    worker.once('message', (failure: ValidationFailure | null) => {
      resolve(failure);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`The OpenAPI validation worker stopped with exit code ${code}`));
    });
  });
}
