// The Authentication section: each security scheme with its type, the facts
// a client needs (scheme, header or parameter name, URLs), its OAuth flows
// with their URLs and scopes, and its description.
import { securityAnchor } from './anchors.js';
import type { SecuritySchemeObject } from './document.js';
import type { OAuthFlowView, SecuritySchemeView } from '../../templates/api/model.js';

const TYPE_LABELS: Record<SecuritySchemeObject['type'], string> = {
  http: 'HTTP',
  apiKey: 'API Key',
  oauth2: 'OAuth2',
  openIdConnect: 'OpenID Connect',
  mutualTLS: 'Mutual TLS',
};

const FLOW_ORDER = ['authorizationCode', 'clientCredentials', 'password', 'implicit'] as const;

export function securitySchemeViews(schemes: Record<string, SecuritySchemeObject>, describe: (markdown: string | undefined) => string | undefined): SecuritySchemeView[] {
  return Object.entries(schemes).map(([name, scheme]) => ({
    id: securityAnchor(name),
    name,
    // A lenient build renders schemes whose type is not one of the specification's, even not a string (an unresolved $ref).
    typeLabel: TYPE_LABELS[scheme.type] ?? (typeof scheme.type === 'string' ? scheme.type : 'Unknown type'),
    descriptionHtml: describe(scheme.description),
    facts: factsOf(scheme),
    flows: FLOW_ORDER.flatMap((type): OAuthFlowView[] => {
      const flow = scheme.flows?.[type];
      if (!flow) return [];
      const urls = [
        ['Authorization URL', flow.authorizationUrl],
        ['Token URL', flow.tokenUrl],
        ['Refresh URL', flow.refreshUrl],
      ].flatMap(([label, url]) => (url ? [{ label: label!, url }] : []));
      return [{ type, urls, scopes: Object.entries(flow.scopes ?? {}).map(([scope, description]) => ({ name: scope, description })) }];
    }),
  }));
}

function factsOf(scheme: SecuritySchemeObject): SecuritySchemeView['facts'] {
  const facts: SecuritySchemeView['facts'] = [];
  if (scheme.type === 'http') {
    if (scheme.scheme) facts.push({ label: 'HTTP Authorization Scheme', value: scheme.scheme });
    if (scheme.bearerFormat) facts.push({ label: 'Bearer format', value: scheme.bearerFormat });
    if (scheme.scheme?.toLowerCase() === 'bearer') facts.push({ label: 'Sent as', value: 'Authorization: Bearer <token>' });
  }
  if (scheme.type === 'apiKey') {
    if (scheme.in) facts.push({ label: `${scheme.in[0]!.toUpperCase()}${scheme.in.slice(1)} parameter name`, value: scheme.name ?? '' });
  }
  if (scheme.type === 'oauth2') facts.push({ label: 'Sent as', value: 'Authorization: Bearer <token>' });
  if (scheme.type === 'openIdConnect' && scheme.openIdConnectUrl) facts.push({ label: 'Connect URL', value: scheme.openIdConnectUrl, href: scheme.openIdConnectUrl });
  return facts;
}
