// Element ids of the reference, written the way Redoc writes them, because
// existing links (in the manual and elsewhere) use Redoc's URLs:
//   #tag/<Tag>                                 a tag
//   #tag/<Tag>/operation/<operationId>         an operation (canonical)
//   #operation/<operationId>                   an operation (older links)
//   #tag/<Tag>/paths/<path>/<method>           an operation without operationId
//                                              (its JSON pointer, `/` as `~1`)
//   #section/Authentication/<scheme>           a security scheme
//   #schema/<Name>                             a component schema

/** Characters Redoc's slugify keeps; everything else is dropped. */
const KEPT = /[^\w\s$*_+~.()'"!\-:@]+/g;
const WORDS: Record<string, string> = { '&': ' and ', '|': ' or ', '<': ' less ', '>': ' greater ', '%': ' percent ' };

/**
 * Redoc's `safeSlugify`: case kept, accents dropped, `&` spelled out,
 * runs of spaces and dashes become one dash (`Market Data` → `Market-Data`).
 */
export function redocSlug(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[&|<>%]/g, (c) => WORDS[c]!)
    .replace(/-/g, ' ')
    .replace(KEPT, '')
    .trim()
    .replace(/\s+/g, '-');
  return slug || text.toLowerCase().replace(/\s+/g, '-');
}

export const tagAnchor = (tag: string) => `tag/${redocSlug(tag)}`;
export const operationAnchor = (tag: string, operationId: string) => `${tagAnchor(tag)}/operation/${operationId}`;
export const legacyOperationAnchor = (operationId: string) => `operation/${operationId}`;
/** What Redoc calls an operation without operationId: its tag, then its JSON pointer in the document. */
export const pathOperationAnchor = (tag: string, path: string, method: string) => `${tagAnchor(tag)}/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`;
export const AUTHENTICATION_ANCHOR = 'section/Authentication';
export const securityAnchor = (scheme: string) => `${AUTHENTICATION_ANCHOR}/${scheme}`;
export const SCHEMAS_ANCHOR = 'section/Schemas';
export const schemaAnchor = (name: string) => `schema/${name}`;

/** `href` of an element on the same page. */
export const hrefOf = (anchor: string) => `#${anchor}`;

/**
 * Redoc 3's operation anchor, `/<tag>/<operation>` in kebab case
 * (`#/bookings/get-bookings` for `getBookings` under `Bookings`): links
 * written against a Redoc 3 page land too. The operation is named by its
 * operationId, else by its summary.
 */
export const redoc3OperationAnchor = (tag: string, operation: string) => `/${kebabCase(tag)}/${kebabCase(operation)}`;

/** `getBookings` → `get-bookings`, `Market Data` → `market-data`, `HTTPServer` → `http-server`. */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter(Boolean)
    .join('-');
}
