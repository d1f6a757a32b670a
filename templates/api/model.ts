// The API reference as the page shows it: a view model the build derives from
// the dereferenced OpenAPI document and the components in this folder render
// to HTML. Everything is display-ready: anchors are final element ids,
// Markdown is already HTML, code is already highlighted, values are already
// written as JSON text. Nothing here reaches the browser as data.

/** HTML produced at build time (rendered Markdown, highlighted code). */
export type Html = string;

export interface ApiReferenceView {
  title: string;
  version: string;
  /** Where the "Download" link points (the spec file at the site root). */
  specHref: string;
  specName: string;
  descriptionHtml?: Html;
  servers: { url: string; descriptionHtml?: Html }[];
  /** Contact, email, license, terms of service (the info's), as the document gives them. */
  facts: InfoFactView[];
  externalDocs?: LinkView;
  /** `section/Authentication`, absent when the document has no security schemes. */
  security?: { id: string; schemes: SecuritySchemeView[] };
  tags: TagView[];
  /** `#schema/<Name>` sections; absent when there are no component schemas. */
  schemas?: { id: string; items: NamedSchemaView[] };
}

/** What comes before the tags: everything of the view but its tags and schemas. */
export type ApiReferenceIntroView = Omit<ApiReferenceView, 'tags' | 'schemas'>;

export interface SecuritySchemeView {
  /** `section/Authentication/<name>` */
  id: string;
  name: string;
  /** `HTTP`, `OAuth2`, `API Key`, `OpenID Connect`, `Mutual TLS`. */
  typeLabel: string;
  descriptionHtml?: Html;
  /** Label/value rows: scheme, bearer format, header name, URL… */
  facts: { label: string; value: string; href?: string }[];
  flows: OAuthFlowView[];
}

export interface OAuthFlowView {
  /** `authorizationCode`, `implicit`, `password`, `clientCredentials`. */
  type: string;
  urls: { label: string; url: string }[];
  scopes: { name: string; description: string }[];
}

/** A link of the document's: `href` is http(s), mailto or relative. */
export interface LinkView {
  href: string;
  text: string;
}

export interface InfoFactView {
  label: string;
  text: string;
  href?: string;
}

export interface TagView {
  /** `tag/<Tag>` */
  id: string;
  name: string;
  /** As shown in its heading: the tag's `x-displayName`, else its name. */
  label: string;
  descriptionHtml?: Html;
  externalDocs?: LinkView;
  operations: OperationEntry[];
}

/**
 * An operation in a tag. An operation listed under several tags is shown in
 * full under its first tag; the others get a short entry linking there.
 */
export type OperationEntry = { kind: 'full'; operation: OperationView } | { kind: 'elsewhere'; id: string; method: string; path: string; summary: string; href: string };

export interface OperationView {
  /** `tag/<Tag>/operation/<operationId>`, the canonical anchor. */
  id: string;
  /** `operation/<operationId>`, the anchor older links use. */
  legacyId: string;
  /** Redoc 3's `/<tag>/<operation>`, another alias. */
  aliasId?: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  descriptionHtml?: Html;
  externalDocs?: LinkView;
  deprecated: boolean;
  /** Added or changed in this docs version (`brokerdocs diff` against the version before). */
  change?: { kind: 'new' | 'changed'; label: string; href?: string };
  /** Webhooks (3.1) are called by the API, so they get no request sample. */
  webhook: boolean;
  security: SecurityView;
  parameters: ParameterGroupView[];
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  callbacks: CallbackView[];
  sample?: CodeSampleView;
  /** The document's own samples (`x-codeSamples`), in its order. */
  vendorSamples: CodeSampleView[];
  /** The Try-it console's file of this operation; absent when the console is off. */
  tryIt?: string;
}

/** Who may call: `none` (public), or any one of the listed requirements. */
export type SecurityView =
  | { kind: 'none' }
  /** `optional`: an empty requirement `{}` lets anonymous callers in too. */
  | { kind: 'required'; optional: boolean; alternatives: { schemes: { name: string; href: string; scopes: string[] }[] }[] };

export interface ParameterGroupView {
  location: 'path' | 'query' | 'header' | 'cookie';
  title: string;
  parameters: ParameterView[];
}

export interface ParameterView {
  name: string;
  required: boolean;
  deprecated: boolean;
  descriptionHtml?: Html;
  schema: SchemaView;
  /** The example value as JSON text, when the document gives one. */
  example?: string;
}

export interface RequestBodyView {
  required: boolean;
  descriptionHtml?: Html;
  media: MediaView[];
}

export interface ResponseView {
  /** `200`, `4XX`, `default`. */
  status: string;
  /** `success`, `redirect`, `client-error`, `server-error`, `info` or `default`, for colour. */
  family: string;
  descriptionHtml?: Html;
  headers: ParameterView[];
  media: MediaView[];
  /** The response's `links`: calls it leads to. */
  links: ResponseLinkView[];
}

export interface ResponseLinkView {
  name: string;
  /** The operation it leads to: its operationId or `METHOD /path`, with an href when the document has it. */
  target: { label: string; href?: string };
  descriptionHtml?: Html;
  /** Each parameter of the target and the runtime expression that gives it (`$response.body#/id`). */
  parameters: { name: string; value: string }[];
}

export interface MediaView {
  type: string;
  schema?: SchemaView;
  examples: ExampleView[];
}

export interface ExampleView {
  /** The example's key, or `generated` when built from the schema. */
  name: string;
  summary?: string;
  generated: boolean;
  /** Highlighted code block. */
  html: Html;
  /** Plain text for the copy button. */
  text: string;
}

export interface CallbackView {
  name: string;
  operations: { method: string; expression: string; summary?: string; descriptionHtml?: Html; requestBody?: RequestBodyView; responses: ResponseView[] }[];
}

export interface CodeSampleView {
  language: string;
  label: string;
  text: string;
  html: Html;
}

/** A schema of `components.schemas`, rendered in full under `#schema/<Name>`. */
export interface NamedSchemaView {
  /** `schema/<Name>` */
  id: string;
  name: string;
  schema: SchemaView;
}

/** What every schema node shows next to its name. */
export interface SchemaFacts {
  /** `string`, `integer`, `object`, `array`, `boolean`, `any`, or a union such as `string | number`. */
  type: string;
  format?: string;
  /** Name in `components.schemas`, when the schema is one. */
  name?: string;
  title?: string;
  descriptionHtml?: Html;
  nullable: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  deprecated: boolean;
  /** Allowed values, each written as JSON. */
  enum?: string[];
  default?: string;
  example?: string;
  pattern?: string;
  /** Range and size rules in words: `>= 0`, `[1 .. 10] characters`, `unique items`. */
  constraints: string[];
}

export type SchemaView =
  | (SchemaFacts & { kind: 'scalar' })
  | (SchemaFacts & {
      kind: 'object';
      properties: PropertyView[];
      additional?: AdditionalPropertiesView;
      /** A oneOf/anyOf next to the properties (e.g. a base object with variants). */
      choice?: ChoiceView;
      /** Component schemas merged in through `allOf`. */
      extends: { name: string; href: string }[];
    })
  | (SchemaFacts & { kind: 'array'; items: SchemaView })
  | (SchemaFacts & { kind: 'choice'; choice: ChoiceView })
  /**
   * A named schema shown as a link to its own section: because it is
   * recursive (it contains itself) or because it sits too deep to repeat here.
   */
  | (SchemaFacts & { kind: 'link'; href: string; recursive: boolean });

export interface PropertyView {
  name: string;
  required: boolean;
  schema: SchemaView;
  /** Added in this docs version. */
  added?: boolean;
}

export type AdditionalPropertiesView = { kind: 'any' } | { kind: 'none' } | { kind: 'schema'; schema: SchemaView };

export interface ChoiceView {
  keyword: 'oneOf' | 'anyOf';
  /** The property whose value selects the alternative, and the value of each. */
  discriminator?: { property: string; mapping: { value: string; label: string; href?: string }[] };
  options: { label: string; schema: SchemaView }[];
}

/** The list of pages on the overview of a reference split per tag. */
export interface TagIndexView {
  /** `section/Contents` */
  id: string;
  /** Each tag's page, then the schemas' pages: a label, where it is, and what it holds (`12 operations`). */
  pages: { label: string; href: string; count: string }[];
}
