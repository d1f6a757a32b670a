// What an operation promises about its answers, as plain JSON: the Node side
// makes one per operation from the OpenAPI document (cli/openapi/contracts.ts), and
// `brokerdocs verify` checks answers against it; the build writes the same
// objects for the Try-it console, which checks in the browser. Schemas are
// kept with their `$ref`s to named components (`schemas` holds those), so
// recursive schemas survive JSON and each component is written once.

/** A place in the OpenAPI source, for "expected … (openapi/api.yaml:120)". */
export interface ContractLocation {
  file: string;
  line?: number;
}

export interface OperationContract {
  operationId: string;
  /** Lower case, as the document writes it: `get`. */
  method: string;
  /** The path template: `/accounts/{accountId}/state`. */
  path: string;
  /** The documented answers, in the document's order. */
  responses: ResponseContract[];
  /** The component schemas the responses reach through `$ref: '#/components/schemas/<name>'`. */
  schemas: Record<string, unknown>;
}

export interface ResponseContract {
  /** As the document writes it: `200`, `4XX` or `default`. */
  status: string;
  location?: ContractLocation;
  headers: HeaderContract[];
  content: ContentContract[];
}

export interface HeaderContract {
  name: string;
  required: boolean;
  schema?: unknown;
  location?: ContractLocation;
}

export interface ContentContract {
  /** `application/json`, or a range such as `application/*`. */
  mediaType: string;
  schema?: unknown;
  /** JSON pointer of the schema in the document, to locate what a mismatch expected. */
  pointer: string;
  location?: ContractLocation;
}

/** An answer as received, whoever sent the request (Node's fetch or the browser's). */
export interface ReceivedAnswer {
  status: number;
  /** Names in lower case. */
  headers: Record<string, string>;
  /** The body as text; `undefined` when there was none (HEAD). */
  body?: string;
  /** Set when the body was larger than the reader's cap and was not read whole: the size read so far. */
  truncatedAfter?: number;
  /**
   * The body was still coming when reading stopped at the time limit: a
   * stream (one JSON message per line, as the manual's `/stream/` answers).
   * Each complete line is then checked as one message.
   */
  streamed?: boolean;
}

/** One way an answer differs from its operation. */
export interface Mismatch {
  /** Where in the answer: `/status`, `/headers/content-type`, `/body/d/balance`. */
  pointer: string;
  /** What the document says, in words. */
  expected: string;
  /** What came, in words. */
  received: string;
  /** Where the failing rule is written in the (dereferenced) document, as a JSON pointer; the caller locates it. */
  schemaPointer?: string;
  /** The named component schema the failing rule belongs to, for a `#schema/<name>` link. */
  schemaName?: string;
  location?: ContractLocation;
}
