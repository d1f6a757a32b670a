// What came back, checked: the status, whether the answer conforms, each
// mismatch (pointer, what the operation expects with a link to its schema,
// what came), and the body. A long body is shown collapsed and clipped, so
// that a multi-megabyte answer never blocks the page.
import { checkAnswer } from '../../templates/contracts/conformance/check-answer.js';
import type { Mismatch } from '../../templates/contracts/conformance/contract.js';
import { corsAdvice } from '../../templates/contracts/conformance/cors.js';
import type { TryItOperation } from '../../templates/contracts/conformance/try-it.js';
import { el } from './dom.js';
import { TIMEOUT_MS, type Outcome } from './send.js';

/** Bodies up to this size are shown open; larger ones collapsed. */
const OPEN_BODY_CHARS = 10_000;
/** At most this much of a body is put in the page. */
const SHOWN_BODY_CHARS = 200_000;

export function renderOutcome(outcome: Outcome, operation: TryItOperation, url: string, sentCredentials: boolean): HTMLElement {
  if (outcome.kind === 'timeout') return message('error', `No answer within ${TIMEOUT_MS / 1000} s.`);
  if (outcome.kind === 'unreachable') {
    return message('error', `The browser could not reach ${new URL(url).origin}: the server is down, the address is wrong, or its TLS certificate is not trusted by this browser (open the URL in a tab to see).`);
  }
  if (outcome.kind === 'cors') {
    const origin = window.location.origin;
    return el(
      'div',
      { class: 'api-try-it-message api-try-it-error', 'data-outcome': 'cors' },
      el('p', {}, `The server answered, but the browser did not let this page read the answer: the server does not allow requests from ${origin} (CORS). For this console, and for the platform's pages, the server must send:`),
      el('ul', {}, ...corsAdvice(origin, sentCredentials).map((line) => el('li', {}, el('code', {}, line)))),
    );
  }
  const { answer, ms } = outcome;
  const mismatches = checkAnswer(operation.contract, answer);
  return el(
    'div',
    { class: 'api-try-it-result', 'data-outcome': mismatches.length ? 'mismatch' : 'conforms' },
    el('p', { class: 'api-try-it-status' }, el('strong', {}, String(answer.status)), ` in ${ms} ms`),
    mismatches.length
      ? el('div', {}, el('p', { class: 'api-try-it-error' }, `${mismatches.length} ${mismatches.length === 1 ? 'difference' : 'differences'} from the operation:`), mismatchTable(mismatches))
      : el('p', { class: 'api-try-it-ok' }, 'The answer conforms to the operation.'),
    answer.body === undefined ? null : bodyView(answer.body, answer.headers['content-type'], answer.truncatedAfter),
  );
}

function mismatchTable(mismatches: Mismatch[]): HTMLTableElement {
  return el(
    'table',
    { class: 'api-try-it-mismatches' },
    el('thead', {}, el('tr', {}, el('th', {}, 'Where'), el('th', {}, 'Expected'), el('th', {}, 'Received'))),
    el(
      'tbody',
      {},
      ...mismatches.map((m) =>
        el(
          'tr',
          {},
          el('td', {}, el('code', {}, m.pointer || '(answer)')),
          el('td', {}, m.expected, m.schemaName ? ' (' : null, m.schemaName ? el('a', { href: `#schema/${m.schemaName}` }, m.schemaName) : null, m.schemaName ? ')' : null),
          // A header the server sends but does not expose (Access-Control-Expose-Headers) is invisible to the page.
          el('td', {}, m.pointer.startsWith('/headers/') && m.received === 'absent' ? 'absent (or not listed in Access-Control-Expose-Headers)' : m.received),
        ),
      ),
    ),
  );
}

/** `truncatedAfter`: the body was cut there when read (how much of it came before is up to the network's chunks). */
function bodyView(body: string, contentType: string | undefined, truncatedAfter: number | undefined): HTMLElement {
  let text = body;
  if (/json/i.test(contentType ?? '') && body.length <= 1_000_000) {
    try {
      text = JSON.stringify(JSON.parse(body), null, 2);
    } catch {
      // Shown as it came; the mismatches say it is not JSON.
    }
  }
  const clipped = text.length > SHOWN_BODY_CHARS;
  return el(
    'details',
    { class: 'api-try-it-body', open: text.length <= OPEN_BODY_CHARS },
    el('summary', {}, `Body (${truncatedAfter === undefined ? sizeOf(body.length) : `more than ${sizeOf(truncatedAfter)}`}${clipped ? `, the first ${sizeOf(SHOWN_BODY_CHARS)} shown` : ''})`),
    el('pre', {}, el('code', {}, clipped ? text.slice(0, SHOWN_BODY_CHARS) : text)),
  );
}

export function message(kind: 'error' | 'info', text: string): HTMLElement {
  return el('p', { class: `api-try-it-message api-try-it-${kind}` }, text);
}

function sizeOf(chars: number): string {
  return chars >= 1_000_000 ? `${(chars / 1_000_000).toFixed(1)} MB` : chars >= 1000 ? `${Math.round(chars / 1000)} KB` : `${chars} B`;
}
