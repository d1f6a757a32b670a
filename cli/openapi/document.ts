// The parts of an OpenAPI 3.0 / 3.1 document the reference reads, after
// swagger-parser has validated it and replaced every `$ref` by its target.
// Fields are optional where the specification lets them be; unknown keys
// (`x-…` extensions) are ignored.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface SchemaObject {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  /** 3.1: a list of examples. */
  examples?: JsonValue[];
  pattern?: string;
  minimum?: number;
  maximum?: number;
  /** Boolean in 3.0, a number in 3.1. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  multipleOf?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  additionalProperties?: boolean | SchemaObject;
  items?: SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  not?: SchemaObject;
  discriminator?: { propertyName: string; mapping?: Record<string, string> };
}

export interface ExampleObject {
  summary?: string;
  description?: string;
  value?: JsonValue;
  externalValue?: string;
}

export interface EncodingObject {
  contentType?: string;
  style?: string;
  explode?: boolean;
}

export interface MediaTypeObject {
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, ExampleObject>;
  encoding?: Record<string, EncodingObject>;
}

export interface ParameterObject {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  style?: string;
  explode?: boolean;
  schema?: SchemaObject;
  example?: JsonValue;
  examples?: Record<string, ExampleObject>;
  content?: Record<string, MediaTypeObject>;
}

export interface HeaderObject {
  description?: string;
  required?: boolean;
  deprecated?: boolean;
  schema?: SchemaObject;
  example?: JsonValue;
}

export interface RequestBodyObject {
  description?: string;
  required?: boolean;
  content?: Record<string, MediaTypeObject>;
}

export interface ResponseObject {
  description?: string;
  headers?: Record<string, HeaderObject>;
  content?: Record<string, MediaTypeObject>;
  links?: Record<string, unknown>;
}

export type SecurityRequirement = Record<string, string[]>;

export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  deprecated?: boolean;
  parameters?: ParameterObject[];
  requestBody?: RequestBodyObject;
  responses?: Record<string, ResponseObject>;
  callbacks?: Record<string, Record<string, PathItemObject>>;
  security?: SecurityRequirement[];
  servers?: ServerObject[];
  externalDocs?: { url: string; description?: string };
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export type PathItemObject = { [method in HttpMethod]?: OperationObject } & {
  summary?: string;
  description?: string;
  parameters?: ParameterObject[];
  servers?: ServerObject[];
};

export interface ServerObject {
  url: string;
  description?: string;
  variables?: Record<string, { default: string; enum?: string[]; description?: string }>;
}

export interface OAuthFlowObject {
  authorizationUrl?: string;
  tokenUrl?: string;
  refreshUrl?: string;
  scopes?: Record<string, string>;
}

export interface SecuritySchemeObject {
  type: 'apiKey' | 'http' | 'oauth2' | 'openIdConnect' | 'mutualTLS';
  description?: string;
  name?: string;
  in?: 'query' | 'header' | 'cookie';
  scheme?: string;
  bearerFormat?: string;
  flows?: Partial<Record<'implicit' | 'password' | 'clientCredentials' | 'authorizationCode', OAuthFlowObject>>;
  openIdConnectUrl?: string;
}

export interface TagObject {
  name: string;
  /** Redoc's: the tag as the menu and its heading show it; anchors and page routes keep `name`. */
  'x-displayName'?: unknown;
  description?: string;
  externalDocs?: { url: string; description?: string };
}

/** What a reader sees of a tag: Redoc's `x-displayName` when it is a non-empty string, else its name. */
export function tagLabel(tag: TagObject): string {
  const shown = tag['x-displayName'];
  return typeof shown === 'string' && shown.trim() ? shown.trim() : tag.name;
}

export interface OpenApiDocument {
  openapi: string;
  info: {
    title: string;
    version: string;
    summary?: string;
    description?: string;
    contact?: { name?: string; url?: string; email?: string };
    license?: { name: string; url?: string; identifier?: string };
    termsOfService?: string;
  };
  servers?: ServerObject[];
  security?: SecurityRequirement[];
  tags?: TagObject[];
  paths?: Record<string, PathItemObject>;
  /** 3.1: operations the API calls on its clients. */
  webhooks?: Record<string, PathItemObject>;
  /** 3.0: the same, as an extension (Redoc's), before 3.1 made it part of the specification. */
  'x-webhooks'?: Record<string, PathItemObject>;
  components?: {
    schemas?: Record<string, SchemaObject>;
    securitySchemes?: Record<string, SecuritySchemeObject>;
  };
  externalDocs?: { url: string; description?: string };
}

/** The document's webhooks and the member that holds them: 3.1's `webhooks`, or 3.0's `x-webhooks`. */
export function webhooksOf(document: { webhooks?: unknown; 'x-webhooks'?: unknown }): { member: 'webhooks' | 'x-webhooks'; items: Record<string, PathItemObject> } {
  if (isObject(document.webhooks)) return { member: 'webhooks', items: document.webhooks as Record<string, PathItemObject> };
  return { member: 'x-webhooks', items: isObject(document['x-webhooks']) ? (document['x-webhooks'] as Record<string, PathItemObject>) : {} };
}

/** A JSON object of the document, before its shape is known (every consumer checks what it reads). */
export type JsonObject = Record<string, unknown>;

/** A place in the document: object keys and array indices. */
export type JsonPath = (string | number)[];

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
