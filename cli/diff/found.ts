// A change while it is being found, before it is placed in an operation:
// paths are JSON pointer segments (absolute, or relative to the schema being
// compared, which lets a shared schema be compared once and its changes be
// placed in every operation that uses it), and `field` names the property
// path inside a schema (`data`, `items[]`) for the message.
import type { ChangeKind, Side } from './change.js';

export type Segment = string | number;

/** Which way the values of a schema travel: clients send requests, servers send responses. */
export type Direction = 'request' | 'response';

export interface Found {
  kind: ChangeKind;
  side: Side | null;
  /** Stable name of the rule (`property-removed`), for tests and the site's badges. */
  code: string;
  /** Where in the new document; `null` when the member is gone. */
  at: Segment[] | null;
  /** Where in the old document; `null` when the member is new. */
  oldAt: Segment[] | null;
  /** Property path inside the schema, for the message. */
  field: string[];
  /** What happened, in words, without where. */
  what: string;
  old: unknown;
  new: unknown;
  schema?: string;
  /** Property path inside that schema (`field` as seen from it). */
  schemaField?: string[];
}

/**
 * Fewer messages are valid than before (a value removed from an enum, a
 * property made required): the sender of that schema may send what is now
 * refused. Requests are sent by clients, responses by servers.
 */
export function narrowingBreaks(direction: Direction): 'client' | 'server' {
  return direction === 'request' ? 'client' : 'server';
}

/** More messages are valid than before: the receiver may get what it never handled. */
export function wideningBreaks(direction: Direction): 'client' | 'server' {
  return direction === 'request' ? 'server' : 'client';
}

export const breaking = (side: Found['side'], code: string, what: string, values: Pick<Found, 'at' | 'oldAt' | 'old' | 'new'>, field: string[] = []): Found => ({ kind: 'breaking', side, code, what, field, ...values });
export const nonBreaking = (code: string, what: string, values: Pick<Found, 'at' | 'oldAt' | 'old' | 'new'>, field: string[] = []): Found => ({ kind: 'non-breaking', side: null, code, what, field, ...values });
export const deprecation = (code: string, what: string, values: Pick<Found, 'at' | 'oldAt' | 'old' | 'new'>, field: string[] = []): Found => ({ kind: 'deprecation', side: null, code, what, field, ...values });

/** `found` moved under `prefix` (both sides), its field path under `field`. */
export function placed(found: Found, oldPrefix: Segment[], newPrefix: Segment[], field: string[]): Found {
  return {
    ...found,
    at: found.at && [...newPrefix, ...found.at],
    oldAt: found.oldAt && [...oldPrefix, ...found.oldAt],
    field: [...field, ...found.field],
  };
}

/** RFC 6901. */
export function toPointer(segments: readonly Segment[]): string {
  return segments.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** A JSON value in a message: short, on one line, as code. */
export function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value);
  return code(text.length > 60 ? `${text.slice(0, 57)}…` : text);
}

/** Names and values are written as Markdown code in messages: the changes page shows them as such, and they may hold `{`, `*` or `_`. */
export function code(text: string): string {
  const clean = text.replace(/`/g, "'");
  return `\`${clean}\``;
}
