// `brokerdocs verify`: call each documented operation of the site's OpenAPI
// document on a server and check every answer against its operation, as
// the Try-it console does in the browser (the same checker). A few requests
// at a time, each within a time limit and a body cap.
import path from 'node:path';
import { configLocation } from '../config/locate.js';
import { readSiteConfig } from '../config/site-config.js';
import { DiagnosticError, error, hasErrors, type Diagnostic } from '../diagnostics.js';
import { loadDocument, type LoadedDocument } from '../openapi/load.js';
import { contractOperations, operationContract, operationIdOf } from '../openapi/contracts.js';
import type { DocumentOperation } from '../openapi/operations.js';
import { checkAnswer } from '../../templates/contracts/conformance/check-answer.js';
import { corsMismatch } from '../../templates/contracts/conformance/cors.js';
import type { ContractLocation } from '../../templates/contracts/conformance/contract.js';
import { planRequest, type RequestInputs } from './requests.js';
import { send, type NetworkFailure, type SendLimits } from './send.js';

/** Requests in flight at once: enough to be quick, few enough not to look like a flood to a sandbox. */
export const CONCURRENCY = 4;

export interface VerifyOptions extends RequestInputs, SendLimits {
  /** Only these operationIds (none: all). */
  operations: string[];
  /** Only operations with one of these tags (none: all). */
  tags: string[];
  /** The Origin sent, whose CORS allowance is checked; default: the site's `url` (none with `spec`: no CORS check). */
  origin?: string;
  /** An OpenAPI document to verify against instead of the site's (then `siteDir` is not read). */
  spec?: string;
}

export interface VerifyMismatch {
  pointer: string;
  expected: string;
  received: string;
  /** Where the document says what was expected. */
  location?: ContractLocation;
}

export interface VerifyResult {
  operationId: string;
  method: string;
  path: string;
  /** The HTTP status received; absent when skipped or nothing came. */
  status?: number;
  outcome: 'pass' | 'fail' | 'skip';
  mismatches: VerifyMismatch[];
  /** Why it was skipped, or why no answer came. */
  reason?: string;
  /** Set when no answer came at all. */
  network?: NetworkFailure;
}

export interface VerifyRun {
  results: VerifyResult[];
  summary: { passed: number; failed: number; skipped: number };
  /** Every called operation got no answer at all: the server is unreachable (the first reason). */
  unreachable?: NetworkFailure;
  diagnostics: Diagnostic[];
}

export async function verify(siteDir: string, options: VerifyOptions): Promise<VerifyRun> {
  const { loaded, specPath, baseDir, siteOrigin, diagnostics } = await documentToVerify(siteDir, options.spec);
  // With a document and no site, there is no site origin to hold CORS to unless --origin names one.
  const origin = options.origin ?? siteOrigin;

  const chosen = contractOperations(loaded.document).filter((op) => isChosen(op, options));
  const unknown = options.operations.filter((id) => !chosen.some((op) => operationIdOf(op) === id));
  if (unknown.length) throw new DiagnosticError(unknown.map((id) => error('verify-unknown-operation', `No operation has the id "${id}"`, { file: path.relative(baseDir, specPath) })));

  const results = await mapLimited(chosen, CONCURRENCY, (op) => verifyOperation(loaded, op, options, origin));
  const called = results.filter((r) => r.outcome !== 'skip');
  const unreachable = called.length && called.every((r) => r.network) ? called[0]!.network : undefined;
  return {
    results,
    summary: {
      passed: results.filter((r) => r.outcome === 'pass').length,
      failed: results.filter((r) => r.outcome === 'fail').length,
      skipped: results.filter((r) => r.outcome === 'skip').length,
    },
    unreachable,
    diagnostics,
  };
}

/** The site's document, or the one `--spec` names (a document downloaded from a manual's reference: no site needed). */
async function documentToVerify(siteDir: string, spec: string | undefined): Promise<{ loaded: LoadedDocument; specPath: string; baseDir: string; siteOrigin?: string; diagnostics: Diagnostic[] }> {
  if (spec !== undefined) {
    const specPath = path.resolve(spec);
    const baseDir = process.cwd();
    const result = await loadDocument(baseDir, specPath, () => ({ file: spec }));
    if (!result.loaded || hasErrors(result.diagnostics)) throw new DiagnosticError(result.diagnostics);
    return { loaded: result.loaded, specPath, baseDir, diagnostics: [] };
  }
  const { config, diagnostics } = await readSiteConfig(siteDir);
  if (!config.openapi) throw new DiagnosticError([error('verify-no-openapi', 'The site has no OpenAPI document to verify against', { file: config.configFile }, 'Set openapi.spec in the config, or give a document with --spec.')]);
  const specPath = path.resolve(config.siteDir, config.openapi.spec);
  const result = await loadDocument(config.siteDir, specPath, () => configLocation(config, ['openapi', 'spec']));
  if (!result.loaded || hasErrors(result.diagnostics)) throw new DiagnosticError(result.diagnostics);
  return { loaded: result.loaded, specPath, baseDir: config.siteDir, siteOrigin: new URL(config.url).origin, diagnostics };
}

function isChosen(op: DocumentOperation, options: VerifyOptions): boolean {
  if (options.operations.length && !options.operations.includes(operationIdOf(op))) return false;
  if (options.tags.length && !op.tags.some((tag) => options.tags.includes(tag))) return false;
  return true;
}

async function verifyOperation(loaded: LoadedDocument, op: DocumentOperation, options: VerifyOptions, origin: string | undefined): Promise<VerifyResult> {
  const base = { operationId: operationIdOf(op), method: op.method.toUpperCase(), path: op.path, mismatches: [] };
  const plan = planRequest(op, options);
  if ('skip' in plan) return { ...base, outcome: 'skip', reason: plan.skip };
  const sent = await send({ ...plan.request, headers: { ...(origin ? { Origin: origin } : {}), ...plan.request.headers } }, options);
  if ('failure' in sent) {
    const mismatch = { pointer: '', expected: `an answer within ${options.timeoutMs} ms`, received: `no answer: ${sent.failure.message}` };
    return { ...base, outcome: 'fail', mismatches: [mismatch], reason: sent.failure.message, network: sent.failure };
  }
  const { answer } = sent;
  const contract = operationContract(loaded, op, true);
  const mismatches: VerifyMismatch[] = checkAnswer(contract, answer).map(({ pointer, expected, received, schemaPointer, location }) => ({
    pointer,
    expected,
    received,
    location: location ?? locate(loaded, schemaPointer),
  }));
  const cors = origin ? corsMismatch(answer.headers, origin) : undefined;
  if (cors) mismatches.push(cors);
  return { ...base, status: answer.status, outcome: mismatches.length ? 'fail' : 'pass', mismatches };
}

function locate(loaded: LoadedDocument, pointer: string | undefined): ContractLocation | undefined {
  const found = pointer === undefined ? undefined : loaded.locator.pointer(pointer);
  return found && { file: found.file, line: found.line };
}

/** `work` on each item, at most `limit` at once, results in the items' order. */
async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
