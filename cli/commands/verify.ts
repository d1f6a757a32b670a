// `brokerdocs verify`: does a server answer what the site's OpenAPI document
// says? Exit 0 when every operation called conforms, 1 when any does not,
// 2 when verify could not do its job: bad usage, a site it cannot read, or a
// server it cannot reach (said with the reason: DNS, refused, TLS, timeout).
import { Command } from 'commander';
import pc from 'picocolors';
import { DiagnosticError } from '../diagnostics.js';
import { colorsFor } from '../report.js';
import { EXIT_ERRORS, EXIT_OK, EXIT_USAGE, printDiagnostics, SITE_DIR_ARGUMENT } from './shared.js';

const EXIT_FAILED = EXIT_ERRORS;
/** Bad usage, and also a site or server verify cannot work with: CI tells "the server does not conform" (1) from "nothing was verified" (2). */
const EXIT_CANNOT_VERIFY = EXIT_USAGE;
/** A body above this is not read whole (nor checked): a huge answer cannot exhaust the run. */
const DEFAULT_MAX_BODY_MB = 4;

interface VerifyCommandOptions {
  server: string;
  header: string[];
  param: string[];
  operation: string[];
  tag: string[];
  allowWrites?: boolean;
  format: string;
  timeout: string;
  maxBodyMb: string;
  origin?: string;
  spec?: string;
}

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerVerifyCommand(program: Command): void {
  program
    .command('verify')
    .description("call each documented operation on a server and check every answer against the site's OpenAPI document")
    .argument(...SITE_DIR_ARGUMENT)
    .requiredOption('--server <url>', 'base URL of the server to check (the paths of the document go after it)')
    .option('--header <header>', 'a header sent with every request, "Name: value" (repeatable)', collect, [])
    .option('--param <param>', 'a parameter value, name=value (repeatable; before the document\'s examples)', collect, [])
    .option('--operation <operationId>', 'only this operation (repeatable)', collect, [])
    .option('--tag <tag>', 'only the operations of this tag (repeatable)', collect, [])
    .option('--allow-writes', 'also send operations other than GET and HEAD (with the document\'s example bodies)')
    .option('--format <format>', 'text, json or junit', 'text')
    .option('--timeout <ms>', 'time limit of each request, in milliseconds', '10000')
    .option('--max-body-mb <mb>', 'largest body read and checked, in MB', String(DEFAULT_MAX_BODY_MB))
    .option('--origin <origin>', 'the Origin sent, whose CORS allowance is checked (default: the site\'s url)')
    .option('--spec <file>', 'an OpenAPI document to verify against instead of the site\'s (siteDir is then not read)')
    .action(async (siteDir: string, options: VerifyCommandOptions, command: Command) => {
      const usage = (message: string): never => command.error(`error: ${message}`, { exitCode: EXIT_CANNOT_VERIFY });
      if (!['text', 'json', 'junit'].includes(options.format)) usage(`--format must be text, json or junit, not "${options.format}"`);
      if (!/^https?:\/\/[^/]/i.test(options.server) || !URL.canParse(options.server)) usage(`--server must be an http:// or https:// URL, not "${options.server}"`);
      const timeoutMs = Number(options.timeout);
      if (!/^\d+$/.test(options.timeout) || timeoutMs < 1) usage(`--timeout must be a whole number of milliseconds, not "${options.timeout}"`);
      const maxBodyMb = Number(options.maxBodyMb);
      if (!(maxBodyMb > 0)) usage(`--max-body-mb must be a positive number, not "${options.maxBodyMb}"`);
      if (options.origin !== undefined && !/^https?:\/\/[^/]+$/i.test(options.origin.replace(/\/$/, ''))) usage(`--origin must be an origin such as https://platform.example.com, not "${options.origin}"`);
      const headers: Record<string, string> = {};
      for (const header of options.header) {
        const colon = header.indexOf(':');
        if (colon < 1) usage(`--header must be "Name: value", not "${header}"`);
        headers[header.slice(0, colon).trim()] = header.slice(colon + 1).trim();
      }
      const params = new Map<string, string>();
      for (const param of options.param) {
        const equals = param.indexOf('=');
        if (equals < 1) usage(`--param must be name=value, not "${param}"`);
        params.set(param.slice(0, equals), param.slice(equals + 1));
      }

      const { verify } = await import('../verify/run.js');
      const { verifyJson, verifyJunit, verifyText } = await import('../verify/report.js');
      let run;
      try {
        run = await verify(siteDir, {
          server: options.server,
          headers,
          params,
          allowWrites: options.allowWrites === true,
          operations: options.operation,
          tags: options.tag,
          timeoutMs,
          maxBodyBytes: Math.round(maxBodyMb * 1_000_000),
          origin: options.origin?.replace(/\/$/, ''),
          spec: options.spec,
        });
      } catch (caught) {
        if (!(caught instanceof DiagnosticError)) throw caught;
        printDiagnostics(caught.diagnostics);
        console.error(pc.red('Nothing was verified.'));
        process.exitCode = EXIT_CANNOT_VERIFY;
        return;
      }
      if (options.format === 'json') console.log(verifyJson(run, options.server));
      else if (options.format === 'junit') console.log(verifyJunit(run, options.server));
      else console.log(verifyText(run, options.server, colorsFor(process.stdout, process.env)));
      if (run.unreachable) {
        console.error(`${pc.red('Cannot reach')} ${options.server}: ${run.unreachable.message} [${run.unreachable.reason}]`);
        process.exitCode = EXIT_CANNOT_VERIFY;
        return;
      }
      process.exitCode = run.summary.failed ? EXIT_FAILED : EXIT_OK;
    });
}
