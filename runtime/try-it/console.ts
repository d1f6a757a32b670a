// The Try-it console of an operation, loaded on the first click of its
// "Try it" button (runtime/entry.tsx): a form built from the operation's file
// (cli/openapi/try-it-files.ts) — server, credentials, parameters, body —
// with the curl command following it, a Send button, and the answer checked
// against the operation by the same code as `brokerdocs verify`.
import type { TryItOperation, TryItScheme, TryItServer, TryItSite } from '../../templates/contracts/conformance/try-it.js';
import { forgetCredentials, isRemembered, readCredential, readServer, saveCredential, saveServer } from './credentials.js';
import { el } from './dom.js';
import { buildRequest, curlOf, type FormValues } from './request.js';
import { message, renderOutcome } from './result.js';
import { sendRequest } from './send.js';
import { loadOnce } from '../load-once.js';

const OTHER = 'other';
const files = loadOnce(async (href: string) => {
  const response = await fetch(href);
  if (!response.ok) throw new Error(`${href}: ${response.status}`);
  return (await response.json()) as TryItOperation;
});

/** Opens (or closes) the console under the button's endpoint line. */
export async function openConsole(button: HTMLButtonElement, site: TryItSite): Promise<void> {
  const endpoint = button.closest('.api-endpoint');
  const open = endpoint?.nextElementSibling;
  if (open?.classList.contains('api-try-it')) {
    open.remove();
    button.setAttribute('aria-expanded', 'false');
    return;
  }
  // A second click while the operation loads opens nothing more.
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  let operation: TryItOperation;
  try {
    operation = await files.get(button.dataset.tryIt!);
  } catch {
    endpoint?.after(el('div', { class: 'api-try-it' }, message('error', 'The console could not load this operation. Check the connection and press "Try it" again.')));
    button.setAttribute('aria-expanded', 'true');
    return;
  } finally {
    button.removeAttribute('aria-busy');
  }
  const panel = consolePanel(operation, site);
  endpoint?.after(panel);
  button.setAttribute('aria-expanded', 'true');
  panel.querySelector<HTMLElement>('select, input')?.focus();
}

function consolePanel(operation: TryItOperation, site: TryItSite): HTMLElement {
  const { method, path } = operation.contract;
  const servers = [...site.servers, ...operation.servers.filter((s) => !site.servers.some((c) => c.url === s.url))];
  const form = el('form', { class: 'api-try-it-form', novalidate: true });
  const result = el('div', { class: 'api-try-it-output', 'aria-live': 'polite' });
  const curl = el('code', {});

  // Server: the listed ones (the first sandbox preselected), or one typed in.
  const serverSelect = el('select', { name: 'server' });
  servers.forEach((server, i) => serverSelect.append(el('option', { value: String(i) }, serverLabel(server))));
  serverSelect.append(el('option', { value: OTHER }, 'Another server…'));
  const serverInput = el('input', { type: 'url', name: 'server-url', 'aria-label': 'Server URL', placeholder: 'https://sandbox.your-server.example/api', spellcheck: 'false', autocomplete: 'url' });
  const production = el('input', { type: 'checkbox', name: 'production' });
  const productionSwitch = el('label', { class: 'api-try-it-production' }, production, ' Send to this production server');
  const remembered = readServer();
  const listed = servers.findIndex((s) => s.url === remembered);
  const sandbox = servers.findIndex((s) => s.sandbox);
  if (remembered && listed < 0) {
    serverSelect.value = OTHER;
    serverInput.value = remembered;
  } else serverSelect.value = listed >= 0 ? String(listed) : sandbox >= 0 ? String(sandbox) : servers.length ? '0' : OTHER;
  const chosenServer = (): TryItServer | undefined => (serverSelect.value === OTHER ? undefined : servers[Number(serverSelect.value)]);
  const serverUrl = () => chosenServer()?.url ?? serverInput.value.trim();

  // Credentials: the schemes of one security alternative.
  const alternatives = operation.security;
  const securitySelect = el('select', { name: 'security' });
  alternatives.forEach((alternative, i) => securitySelect.append(el('option', { value: String(i) }, alternative.length ? alternative.map((s) => s.name).join(' + ') : 'No authorization')));
  const credentialFields = el('div', { class: 'api-try-it-credentials' });
  const credentialInputs = new Map<string, HTMLInputElement>();
  const remember = el('input', { type: 'checkbox', name: 'remember' });
  const chosenSchemes = (): TryItScheme[] => alternatives[Number(securitySelect.value)] ?? [];
  const showCredentials = () => {
    credentialFields.replaceChildren();
    for (const scheme of chosenSchemes()) {
      let input = credentialInputs.get(scheme.name);
      if (!input) {
        input = el('input', { type: 'password', name: `credential-${scheme.name}`, autocomplete: 'off', spellcheck: 'false' });
        input.value = readCredential(scheme.name);
        if (isRemembered(scheme.name)) remember.checked = true;
        credentialInputs.set(scheme.name, input);
      }
      credentialFields.append(el('label', { class: 'api-try-it-field' }, el('span', {}, credentialLabel(scheme)), input));
    }
  };
  const forget = el('button', { type: 'button', class: 'api-try-it-forget' }, 'Forget saved credentials');
  forget.addEventListener('click', () => {
    forgetCredentials();
    for (const input of credentialInputs.values()) input.value = '';
    remember.checked = false;
    refresh();
    result.replaceChildren(message('info', 'Saved credentials forgotten on this device.'));
  });

  // Parameters, prefilled with the document's examples.
  const parameterInputs = new Map<string, HTMLInputElement | HTMLSelectElement>();
  const parameterFields = operation.parameters.map((parameter) => {
    const key = `${parameter.in}:${parameter.name}`;
    let input: HTMLInputElement | HTMLSelectElement;
    if (parameter.enum) {
      input = el('select', { name: key });
      if (!parameter.required) input.append(el('option', { value: '' }, '—'));
      for (const value of parameter.enum) input.append(el('option', { value }, value));
      input.value = parameter.example ?? (parameter.required ? parameter.enum[0]! : '');
    } else {
      input = el('input', { type: 'text', name: key, inputmode: parameter.type === 'integer' || parameter.type === 'number' ? 'decimal' : undefined, spellcheck: 'false' });
      input.value = parameter.example ?? '';
    }
    parameterInputs.set(key, input);
    const facts = [parameter.in, parameter.type, parameter.required ? 'required' : undefined].filter(Boolean).join(', ');
    return el('label', { class: 'api-try-it-field' }, el('span', {}, el('code', {}, parameter.name), ` (${facts})`), input);
  });

  const bodyInput = operation.body ? el('textarea', { name: 'body', rows: '5', spellcheck: 'false' }) : undefined;
  if (bodyInput && operation.body) bodyInput.value = operation.body.example ?? '';

  const values = (): FormValues => ({
    server: serverUrl(),
    parameters: new Map([...parameterInputs].map(([key, input]) => [key, input.value.trim()])),
    body: bodyInput?.value ?? '',
    credentials: chosenSchemes().map((scheme) => ({ scheme, value: credentialInputs.get(scheme.name)?.value.trim() ?? '' })),
  });
  const refresh = () => {
    serverInput.hidden = serverSelect.value !== OTHER;
    productionSwitch.hidden = chosenServer()?.production !== true;
    curl.textContent = curlOf(operation, values());
  };

  const parts = [
    el('label', { class: 'api-try-it-field' }, el('span', {}, 'Server'), serverSelect),
    serverInput,
    productionSwitch,
    alternatives.length > 1 ? el('label', { class: 'api-try-it-field' }, el('span', {}, 'Authorization'), securitySelect) : null,
    credentialFields,
    alternatives.some((a) => a.length) ? el('div', { class: 'api-try-it-remember' }, el('label', {}, remember, ' Remember on this device'), forget) : null,
    parameterFields.length ? el('fieldset', {}, el('legend', {}, 'Parameters'), ...parameterFields) : null,
    bodyInput && operation.body ? el('label', { class: 'api-try-it-field' }, el('span', {}, 'Body ', el('code', {}, operation.body.mediaType)), bodyInput) : null,
    el('pre', { class: 'api-try-it-curl', 'aria-label': 'The same request with curl' }, curl),
    el('button', { type: 'submit', class: 'api-try-it-send' }, 'Send'),
  ];
  for (const part of parts) if (part) form.append(part);
  showCredentials();
  refresh();
  form.addEventListener('input', refresh);
  form.addEventListener('change', (event) => {
    if (event.target === securitySelect) showCredentials();
    refresh();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const current = values();
    const problem = refusal(current.server, chosenServer(), production.checked, site);
    if (problem) {
      result.replaceChildren(message('error', problem));
      return;
    }
    const request = buildRequest(operation, current);
    if (request.missing.length) {
      result.replaceChildren(message('error', `Fill in ${request.missing.join(', ')} first.`));
      return;
    }
    saveServer(current.server);
    for (const { scheme, value } of current.credentials) saveCredential(scheme.name, value, remember.checked);
    const send = form.querySelector<HTMLButtonElement>('.api-try-it-send')!;
    send.disabled = true;
    result.replaceChildren(message('info', `Sending ${request.method} ${request.url.split('?')[0]}…`));
    void sendRequest(request)
      .then((outcome) => result.replaceChildren(renderOutcome(outcome, operation, request.url, current.credentials.some((c) => c.value))))
      .finally(() => {
        send.disabled = false;
      });
  });

  return el('div', { class: 'api-try-it', role: 'region', 'aria-label': `Try ${method.toUpperCase()} ${path}` }, form, result);
}

/** Why the request is not sent, in words; nothing when it may go. */
function refusal(url: string, server: TryItServer | undefined, productionConfirmed: boolean, site: TryItSite): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Give the server\'s address, starting with https:// (or http:// for a server on this computer).';
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'The server\'s address must start with https:// or http://.';
  if (server?.production && !productionConfirmed) return 'This is a production server: tick "Send to this production server" to send to it.';
  if (!allowedBy(site.connect, parsed)) {
    return `This site's Content-Security-Policy lets its pages call only ${site.connect.join(', ') || 'the site itself'}, so the browser would block ${parsed.origin}. Use one of those, or a server on this computer.`;
  }
  return undefined;
}

/** Does a `connect-src` source list allow the URL? (The sources this site writes: origins, `scheme://host:*`, `https:`.) */
function allowedBy(sources: readonly string[], url: URL): boolean {
  return sources.some((source) => {
    if (source === url.protocol) return true;
    if (source.endsWith(':*')) return `${url.protocol}//${url.hostname}` === source.slice(0, -2);
    return source === url.origin;
  });
}

function serverLabel(server: TryItServer): string {
  const kind = server.production ? ' (production)' : server.sandbox ? ' (sandbox)' : '';
  return `${server.description ? `${server.description}: ` : ''}${server.url}${kind}`;
}

function credentialLabel(scheme: TryItScheme): string {
  if (scheme.kind === 'bearer') return `${scheme.name}: token`;
  if (scheme.kind === 'basic') return `${scheme.name}: user:password`;
  return `${scheme.name}: key (${scheme.in} ${scheme.keyName})`;
}
