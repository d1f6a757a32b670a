// A broker's server as the tests need one: part of the manual's interface
// (config, accounts, account state, orders, orders history, bars history) on
// 127.0.0.1, for `brokerdocs verify` and the Try-it console to call. In
// `conforming` mode every answer matches the manual's document and carries
// CORS headers for any origin. In `faulty` mode each endpoint breaks the
// document in one deliberate way (FAULTS says which), so a test can check
// that each fault is named, and named at the right operation.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export type BrokerMode = 'conforming' | 'faulty';

/** What `faulty` mode gets wrong, by operationId. */
export const FAULTS = {
  getState: 'a number sent as a string (d.balance)',
  getAccounts: 'a missing required field (d[0].name)',
  getConfiguration: 'an undocumented status (503)',
  getOrders: 'no Access-Control-Allow-Origin header',
  getHistory: 'a slow answer (SLOW_ANSWER_MS)',
  getOrdersHistory: 'a 5 MB body',
} as const;

/** How long the slow answer takes: longer than the timeouts the tests give verify and the console. */
export const SLOW_ANSWER_MS = 4_000;

export interface MockBroker {
  /** The server's base URL, e.g. `http://127.0.0.1:41234` (the manual's paths go right after it). */
  url: string;
  /** Requests received, oldest first (preflights included), for tests that check what was sent. */
  requests: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[];
  close(): Promise<void>;
}

const account = { id: 'ACC-001', name: 'Demo trading account', type: 'demo', currency: 'USD', config: { supportOrderBrackets: true } };
const state = { balance: 41757.91, unrealizedPl: 1053.02, equity: 42810.93, marginAvailable: 40000 };
const order = { id: '1', instrument: 'NASDAQ:AAPL', qty: 10, side: 'buy', type: 'limit', limitPrice: 190.5, status: 'working' };
const config = {
  accountManager: [{ id: 'accountSummary', title: '', columns: [{ id: 'balance', title: 'Balance' }] }],
  durations: [{ id: 'DAY', title: 'Day', default: true }],
  pullingInterval: { quotes: 500, orders: 500 },
};
const bars = { t: [1637502060, 1637502120], o: [58905.5, 58907.5], h: [58908, 58908], l: [58905.5, 58888.5], c: [58907.5, 58889], v: [5.365, 2.288] };

interface Answer {
  status?: number;
  body: unknown;
  delayMs?: number;
  /** Leave the CORS headers out. */
  noCors?: boolean;
}

/** The answer to a GET of `path` in `mode`; `undefined` for a path the mock does not implement. */
function answerFor(mode: BrokerMode, path: string): Answer | undefined {
  const faulty = mode === 'faulty';
  if (path === '/config') return faulty ? { status: 503, body: { s: 'error', errmsg: 'Maintenance' } } : { body: { s: 'ok', d: config } };
  if (path === '/accounts') {
    const { name: _left, ...nameless } = account;
    return { body: { s: 'ok', d: [faulty ? nameless : account] } };
  }
  if (/^\/accounts\/[^/]+\/state$/.test(path)) return { body: { s: 'ok', d: faulty ? { ...state, balance: String(state.balance) } : state } };
  if (/^\/accounts\/[^/]+\/orders$/.test(path)) return { body: { s: 'ok', d: [order] }, noCors: faulty };
  if (/^\/accounts\/[^/]+\/ordersHistory$/.test(path)) {
    // 5 MB of well-formed orders: a reader that takes it whole holds it all.
    const many = faulty ? Array.from({ length: 50_000 }, (_, i) => ({ ...order, id: String(i), status: 'filled' })) : [{ ...order, status: 'filled' }];
    return { body: { s: 'ok', d: many } };
  }
  if (path === '/history') return { body: { s: 'ok', ...bars }, delayMs: faulty ? SLOW_ANSWER_MS : 0 };
  return undefined;
}

export async function startMockBroker(mode: BrokerMode): Promise<MockBroker> {
  const requests: MockBroker['requests'] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const received = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: '' };
    requests.push(received);
    request.setEncoding('utf8').on('data', (chunk: string) => (received.body += chunk));
    const origin = request.headers.origin;
    const cors = () => {
      if (origin) response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    };
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const answer = answerFor(mode, path);
    if (request.method === 'OPTIONS') {
      // The preflight of a request with an Authorization header.
      if (!answer?.noCors) cors();
      response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type');
      response.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, DELETE');
      response.writeHead(204).end();
      return;
    }
    if (!answer || (request.method !== 'GET' && request.method !== 'HEAD')) {
      // Answered once the request's body is in (tests read it from `requests`).
      request.on('end', () => {
        cors();
        response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ s: 'error', errmsg: `No ${request.method} ${path} here` }));
      });
      return;
    }
    const send = () => {
      if (!answer.noCors) cors();
      response.writeHead(answer.status ?? 200, { 'Content-Type': 'application/json; charset=utf-8' });
      response.end(request.method === 'HEAD' ? undefined : JSON.stringify(answer.body));
    };
    if (!answer.delayMs) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      if (!response.destroyed) send();
    }, answer.delayMs);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Both mock brokers, conforming and faulty, started before a test file's tests and closed after them. */
export function mockBrokersForFile(): { readonly conforming: MockBroker; readonly faulty: MockBroker } {
  let brokers: [MockBroker, MockBroker] | undefined;
  beforeAll(async () => {
    brokers = await Promise.all([startMockBroker('conforming'), startMockBroker('faulty')]);
  });
  afterAll(async () => {
    await Promise.all(brokers?.map((broker) => broker.close()) ?? []);
  });
  const started = (): [MockBroker, MockBroker] => {
    if (!brokers) throw new Error('The mock brokers start in beforeAll: use them inside a test or hook.');
    return brokers;
  };
  return {
    get conforming() {
      return started()[0];
    },
    get faulty() {
      return started()[1];
    },
  };
}
