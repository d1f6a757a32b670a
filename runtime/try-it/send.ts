// Sends the console's request from the reader's browser straight to the
// server (no proxy), within a time limit, reading at most MAX_BODY_BYTES of
// the answer so a huge body cannot freeze the page. When the browser gives
// no answer, a second, header-less `no-cors` request tells a CORS refusal
// (the server answered, the page may not read it) from an unreachable server.
// A body still coming at the time limit (a `/stream/` endpoint) is kept as
// far as it came.
import type { ReceivedAnswer } from '../../templates/contracts/conformance/contract.js';
import type { BuiltRequest } from './request.js';

export const TIMEOUT_MS = 30_000;
export const MAX_BODY_BYTES = 5_000_000;

export type Outcome =
  | { kind: 'answer'; answer: ReceivedAnswer; ms: number }
  | { kind: 'cors' }
  | { kind: 'unreachable' }
  | { kind: 'timeout' };

export async function sendRequest(request: BuiltRequest): Promise<Outcome> {
  const controller = new AbortController();
  const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
  const started = performance.now();
  try {
    let response: Response;
    try {
      response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, credentials: 'omit', cache: 'no-store', signal: controller.signal });
    } catch {
      if (controller.signal.aborted) return { kind: 'timeout' };
      return (await reachable(request.url)) ? { kind: 'cors' } : { kind: 'unreachable' };
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer: ReceivedAnswer = { status: response.status, headers };
    if (request.method !== 'HEAD' && response.body) {
      const read = await readCapped(response.body);
      answer.body = read.text;
      // Cut by the time limit: a stream (its complete lines are checked, as verify does); else by the size cap.
      if (read.truncated && controller.signal.aborted) answer.streamed = true;
      else if (read.truncated) answer.truncatedAfter = MAX_BODY_BYTES;
    }
    return { kind: 'answer', answer, ms: Math.round(performance.now() - started) };
  } finally {
    window.clearTimeout(timer);
  }
}

async function readCapped(body: ReadableStream<Uint8Array>): Promise<{ text: string; truncated: boolean }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: text + decoder.decode(), truncated: false };
      bytes += value.byteLength;
      if (bytes > MAX_BODY_BYTES) {
        await reader.cancel();
        return { text, truncated: true };
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    return { text, truncated: true };
  }
}

/** Does the server answer at all? An opaque `no-cors` answer says yes without letting us read it. */
async function reachable(url: string): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: AbortSignal.timeout(10_000) });
    return true;
  } catch {
    return false;
  }
}
