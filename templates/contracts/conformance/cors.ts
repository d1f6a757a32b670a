// A browser reads an answer from another origin only when the server allows
// that origin (CORS). The Try-it console calls the broker straight from the
// reader's browser, and so does the platform the manual documents, so
// `verify` sends an `Origin` and holds the answer to the same rule; the
// console, which cannot see a blocked answer at all, explains what to send.

export const ALLOW_ORIGIN = 'access-control-allow-origin';

/** The mismatch when an answer does not allow `origin`, or nothing. */
export function corsMismatch(headers: Record<string, string>, origin: string): { pointer: string; expected: string; received: string } | undefined {
  const allowed = headers[ALLOW_ORIGIN];
  if (allowed === '*' || allowed === origin) return undefined;
  return { pointer: `/headers/${ALLOW_ORIGIN}`, expected: `${origin} or * (browsers read the answer only then)`, received: allowed ?? 'absent' };
}

/** The headers a server must send for a page at `origin` to read its answers, in words. */
export function corsAdvice(origin: string, withCredentials: boolean): string[] {
  const advice = [`Access-Control-Allow-Origin: ${origin}`];
  // A request with an Authorization header is preflighted: the OPTIONS answer must allow the header too.
  if (withCredentials) advice.push('Access-Control-Allow-Headers: Authorization, Content-Type (on the answer to the OPTIONS preflight)');
  return advice;
}
