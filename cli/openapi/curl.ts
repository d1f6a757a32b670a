// A ready-to-run `curl` command for one request, one option per line.
import type { FormField } from './form-fields.js';

export interface CurlRequest {
  method: string;
  url: string;
  headers: [name: string, value: string][];
  body?: { kind: 'form'; fields: FormField[] } | { kind: 'text'; contentType: string; text: string };
  /** Print a streamed response as it arrives. */
  stream?: boolean;
}

export function curlCommand(request: CurlRequest): string {
  const method = request.method.toUpperCase();
  const hasBody = request.body !== undefined && (request.body.kind === 'text' || request.body.fields.length > 0);
  // curl infers GET, or POST when there is a body; other methods are named.
  const implied = hasBody ? 'POST' : 'GET';
  const lines = [`curl${method === implied ? '' : ` -X ${method}`} ${quote(request.url)}`];
  if (request.stream) lines.push('--no-buffer');
  for (const [name, value] of request.headers) lines.push(`-H ${quote(`${name}: ${value}`)}`);
  if (request.body?.kind === 'form') for (const field of request.body.fields) lines.push(`--data-urlencode ${quote(`${field.name}=${field.value}`)}`);
  if (request.body?.kind === 'text') {
    lines.push(`-H ${quote(`Content-Type: ${request.body.contentType}`)}`);
    lines.push(`--data ${quote(request.body.text)}`);
  }
  return lines.join(' \\\n  ');
}

/** POSIX shell single quotes: everything literal, `'` written as `'\''`. */
export function quote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}
