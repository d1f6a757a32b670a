// What the Try-it console reads: the site data's `tryIt` (the servers and
// what the page may connect to) and one file per operation, written at build
// time (cli/openapi/try-it-files.ts): the form to fill and the contract
// to check the answer against. The console never reads the OpenAPI document.
import type { OperationContract } from './contract.js';

export interface TryItServer {
  url: string;
  description?: string;
  /** Preselected (the first one marked). */
  sandbox?: boolean;
  /** Sent to only after the reader ticks a switch. */
  production?: boolean;
}

/** Site data `tryIt`, present when the config enables the console. */
export interface TryItSite {
  /** The console's script, loaded on the first click of "Try it". */
  script: string;
  /** The config's `openapi.tryIt.servers` (the document's servers come with each operation). */
  servers: TryItServer[];
  /** The origins the page's Content-Security-Policy lets it connect to: `https://x.example`, `http://127.0.0.1:*`, `https:`. */
  connect: string[];
}

export interface TryItParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  /** The schema's type, for the input (`integer`, `string`…). */
  type?: string;
  enum?: string[];
  /** The document's example (or default), as text: the field's first value. */
  example?: string;
  description?: string;
}

export interface TryItBody {
  /** `application/x-www-form-urlencoded` (the manual's), `multipart/form-data` or a JSON type. */
  mediaType: string;
  required: boolean;
  /** The document's example as the text to send: `a=1&b=2`, or JSON. */
  example?: string;
}

/** A security scheme the operation accepts, as the console asks for it. */
export interface TryItScheme {
  name: string;
  /** `bearer`: an Authorization: Bearer token (HTTP bearer or an OAuth 2 token pasted in); `apiKey`: a key in a header or the query; `basic`: user and password. */
  kind: 'bearer' | 'apiKey' | 'basic';
  /** For `apiKey`: where and under which name. */
  in?: 'header' | 'query' | 'cookie';
  keyName?: string;
}

export interface TryItOperation {
  contract: OperationContract;
  servers: TryItServer[];
  parameters: TryItParameter[];
  body?: TryItBody;
  /** Any one of these: each a list of schemes used together (an empty list: no authorization). */
  security: TryItScheme[][];
}
