// Does an answer conform to its operation? The status must be documented,
// each documented header present (when required) and of its schema, the
// Content-Type one of the documented media types, and a JSON body valid
// against that media type's schema. Every mismatch is listed, by JSON
// pointer into the answer, with what the document expected and what came.
// Pure: `brokerdocs verify` runs it in Node, the Try-it console in the page.
import type { ContentContract, Mismatch, OperationContract, ReceivedAnswer, ResponseContract } from './contract.js';
import { linkSchemas, type LinkedSchemas } from './link.js';
import { validateAgainstSchema, type SchemaProblem } from './schema-check.js';

/** Every mismatch between `answer` and `contract`; empty when it conforms. */
export function checkAnswer(contract: OperationContract, answer: ReceivedAnswer, linked: LinkedSchemas = linkSchemas(contract.schemas)): Mismatch[] {
  const response = documentedResponse(contract.responses, answer.status);
  if (!response) {
    const statuses = contract.responses.map((r) => r.status).join(', ');
    return [{ pointer: '/status', expected: statuses ? `a documented status: ${statuses}` : 'no answers are documented', received: String(answer.status), location: contract.responses[0]?.location }];
  }
  return [...headerMismatches(response, answer, linked), ...bodyMismatches(response, answer, linked)];
}

/** The response the document gives for a status: its own code, then its range (`4XX`), then `default`. */
export function documentedResponse(responses: readonly ResponseContract[], status: number): ResponseContract | undefined {
  const code = String(status);
  return (
    responses.find((r) => r.status === code) ??
    responses.find((r) => r.status.toUpperCase() === `${code[0]}XX`) ??
    responses.find((r) => r.status === 'default')
  );
}

function headerMismatches(response: ResponseContract, answer: ReceivedAnswer, linked: LinkedSchemas): Mismatch[] {
  const mismatches: Mismatch[] = [];
  for (const header of response.headers) {
    const name = header.name.toLowerCase();
    // OpenAPI: a `Content-Type` header definition is ignored (the media types say it).
    if (name === 'content-type') continue;
    const pointer = `/headers/${escapePointer(name)}`;
    const value = answer.headers[name];
    if (value === undefined) {
      if (header.required) mismatches.push({ pointer, expected: `the header ${header.name} (required)`, received: 'absent', location: header.location });
      continue;
    }
    if (header.schema === undefined) continue;
    const schema = linked.link(header.schema);
    for (const problem of validateAgainstSchema(schema, headerValue(value, schema))) {
      mismatches.push({ pointer, expected: expectation(problem), received: JSON.stringify(value), location: header.location });
    }
  }
  return mismatches;
}

function bodyMismatches(response: ResponseContract, answer: ReceivedAnswer, linked: LinkedSchemas): Mismatch[] {
  if (!response.content.length || answer.body === undefined) return [];
  const received = answer.headers['content-type'];
  const media = received === undefined ? undefined : contentFor(response.content, received);
  if (!media) {
    return [{ pointer: '/headers/content-type', expected: response.content.map((c) => c.mediaType).join(' or '), received: received ?? 'absent', location: response.location }];
  }
  if (answer.truncatedAfter !== undefined) {
    return [{ pointer: '/body', expected: `a body small enough to check (at most ${sizeOf(answer.truncatedAfter)})`, received: `more than ${sizeOf(answer.truncatedAfter)}: not checked`, location: media.location }];
  }
  if (!isJson(media.mediaType) && !isJson(received!)) return [];
  const schema = media.schema === undefined ? undefined : linked.link(media.schema);
  // A stream cut at the time limit: its complete lines, each one message (`/body/0`, `/body/1`…).
  const messages = answer.streamed ? answer.body.split('\n').slice(0, -1).filter((line) => line.trim() !== '') : [answer.body];
  if (answer.streamed && !messages.length) return [{ pointer: '/body', expected: 'a message line before the time limit', received: 'no complete line', location: media.location }];
  return messages.flatMap((text, i) => {
    const at = answer.streamed ? `/body/${i}` : '/body';
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return [{ pointer: at, expected: `JSON (${media.mediaType})`, received: `text that is not JSON: ${clip(text)}`, location: media.location }];
    }
    if (schema === undefined) return [];
    return reportable(validateAgainstSchema(schema, body)).map((problem) => bodyMismatch(problem, at, body, schema, media, linked));
  });
}

function bodyMismatch(problem: SchemaProblem, at: string, body: unknown, schema: unknown, media: ContentContract, linked: LinkedSchemas): Mismatch {
  const path = problem.property === undefined ? problem.path : [...problem.path, problem.property];
  const value = problem.property === undefined ? valueAt(body, problem.path) : undefined;
  return {
    pointer: `${at}${path.map((segment) => `/${escapePointer(String(segment))}`).join('')}`,
    expected: expectation(problem),
    received: problem.property === undefined ? shown(value) : 'absent',
    schemaPointer: `${media.pointer}${problem.schemaPath.map((segment) => `/${escapePointer(String(segment))}`).join('')}`,
    schemaName: lastNamed(schema, problem.schemaPath, linked),
  };
}

/**
 * "must match exactly one schema in oneOf" says little when the closest
 * branch's own problems follow it (they say what to fix): it is left out
 * then, and kept when it is all there is to say.
 */
function reportable(problems: SchemaProblem[]): SchemaProblem[] {
  return problems.filter((problem, i) => {
    if (problem.keyword !== 'oneOf' && problem.keyword !== 'anyOf') return true;
    const at = problem.schemaPath.join('/');
    return !problems.some((other, j) => j !== i && other.schemaPath.join('/').startsWith(`${at}/`));
  });
}

/** The wording of a problem without the value it found (that is `received`). */
function expectation(problem: SchemaProblem): string {
  if (problem.keyword === 'required') return 'a required property';
  if (problem.keyword === 'additionalProperties') return 'no property of this name (additionalProperties is false)';
  return problem.message.replace(/[,;] found .*$/s, '');
}

/** The media type a Content-Type matches: its own, then `type/*`, then `*\/*`. */
function contentFor(content: readonly ContentContract[], received: string): ContentContract | undefined {
  const essence = received.split(';')[0]!.trim().toLowerCase();
  const [type] = essence.split('/');
  return (
    content.find((c) => c.mediaType.toLowerCase() === essence) ??
    content.find((c) => c.mediaType.toLowerCase() === `${type}/*`) ??
    content.find((c) => c.mediaType === '*/*')
  );
}

function isJson(mediaType: string): boolean {
  const essence = mediaType.split(';')[0]!.trim().toLowerCase();
  return essence === 'application/json' || essence.endsWith('+json');
}

/** A header is text; a schema of numbers or booleans reads it as one (as OpenAPI's `simple` style does). */
function headerValue(text: string, schema: unknown): unknown {
  const type = (schema as { type?: unknown } | null)?.type;
  if ((type === 'number' || type === 'integer') && text.trim() !== '' && Number.isFinite(Number(text))) return Number(text);
  if (type === 'boolean' && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

/** The name of the last component the schema path passes through, if any. */
function lastNamed(schema: unknown, schemaPath: readonly (string | number)[], linked: LinkedSchemas): string | undefined {
  let node: unknown = schema;
  let name = linked.nameOf(node);
  for (const segment of schemaPath) {
    if (typeof node !== 'object' || node === null) break;
    node = (node as Record<string | number, unknown>)[segment];
    name = linked.nameOf(node) ?? name;
  }
  return name;
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let node = value;
  for (const segment of path) node = typeof node === 'object' && node !== null ? (node as Record<string | number, unknown>)[segment] : undefined;
  return node;
}

/** A value in a few words: its JSON, clipped, and its JSON type. */
export function shown(value: unknown): string {
  if (value === undefined) return 'absent';
  const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
  return `${clip(JSON.stringify(value))} (${type})`;
}

function clip(text: string, max = 80): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function sizeOf(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.round(bytes / 1000)} KB`;
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}
