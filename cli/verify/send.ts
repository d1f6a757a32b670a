// Sends one request and reads its answer within bounds: a time limit for the
// whole exchange and a cap on the body, so that a slow server or a huge body
// cannot stall or exhaust the run. A body still coming at the time limit is
// kept as far as it came (a stream: verify checks its complete lines); a
// failure to get any answer says why, in the words a broker can act on.
import type { ReceivedAnswer } from '../../templates/contracts/conformance/contract.js';
import type { PlannedRequest } from './requests.js';

export type NetworkReason = 'dns' | 'refused' | 'tls' | 'timeout' | 'reset' | 'other';

export interface NetworkFailure {
  reason: NetworkReason;
  /** In words, with the system's code: `connection refused (ECONNREFUSED)`. */
  message: string;
}

export interface SendLimits {
  timeoutMs: number;
  maxBodyBytes: number;
}

export async function send(request: PlannedRequest, limits: SendLimits): Promise<{ answer: ReceivedAnswer } | { failure: NetworkFailure }> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limits.timeoutMs);
  try {
    let response: Response;
    try {
      response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body, redirect: 'manual', signal: controller.signal });
    } catch (caught) {
      return { failure: timedOut ? { reason: 'timeout', message: `no answer within ${limits.timeoutMs} ms` } : failureOf(caught) };
    }
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      headers[name] = value;
    });
    const answer: ReceivedAnswer = { status: response.status, headers };
    if (request.method === 'HEAD' || !response.body) return { answer };
    const { text, bytes, ended } = await readCapped(response.body, limits.maxBodyBytes);
    answer.body = text;
    if (!ended && !timedOut) answer.truncatedAfter = bytes;
    if (!ended && timedOut) answer.streamed = true;
    return { answer };
  } finally {
    clearTimeout(timer);
  }
}

/** Reads at most `max` bytes; stops (and cancels the body) beyond that or when the request is aborted. */
async function readCapped(body: ReadableStream<Uint8Array>, max: number): Promise<{ text: string; bytes: number; ended: boolean }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return { text: text + decoder.decode(), bytes, ended: true };
      bytes += value.byteLength;
      if (bytes > max) {
        await reader.cancel().catch(() => undefined);
        return { text, bytes: max, ended: false };
      }
      text += decoder.decode(value, { stream: true });
    }
  } catch {
    // Aborted at the time limit, or the connection broke: what came so far.
    return { text, bytes, ended: false };
  }
}

/** fetch's "fetch failed" carries the system's reason in `cause`. */
function failureOf(caught: unknown): NetworkFailure {
  const cause = (caught as { cause?: { code?: string; message?: string } }).cause;
  const code = cause?.code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NONAME') return { reason: 'dns', message: `the host name does not resolve (${code})` };
  if (code === 'ECONNREFUSED') return { reason: 'refused', message: `connection refused (${code})` };
  if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return { reason: 'timeout', message: `connecting timed out (${code})` };
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return { reason: 'reset', message: `the connection was closed (${code})` };
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code) || /certificate|ssl|tls/i.test(cause?.message ?? '')) {
    return { reason: 'tls', message: `TLS failed: ${cause?.message ?? code}${code ? ` (${code})` : ''}` };
  }
  return { reason: 'other', message: cause?.message ?? (caught as Error).message ?? String(caught) };
}
