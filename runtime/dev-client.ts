// Loaded by pages that `brokerdocs dev` serves, never by a build. Listens to
// the dev server's event stream: reloads the page when its output changed
// (back at the same scroll position), and shows the build's errors in an
// overlay. Diagnostic text is only ever set as textContent: a message quoting
// a page's `<script>` must show as text, not run.
import type { DevDiagnostic, DevEvents } from '../templates/contracts/types.js';

const EVENTS_URL = '/__brokerdocs/events';
const SCROLL_KEY = 'brokerdocs.dev.scroll';
const DISMISSED_KEY = 'brokerdocs.dev.dismissed';
const OVERLAY_ID = '__brokerdocs-overlay';

/** Another page changed: the client router may hold its old data, so the next navigation loads in full. */
let stale = false;
let serverId: string | undefined;

function here(): string {
  return window.location.pathname + window.location.search;
}

function reload(): void {
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify({ page: here(), x: window.scrollX, y: window.scrollY }));
  } catch {
    // Storage blocked: the page reloads at the top.
  }
  window.location.reload();
}

function takeSavedScroll(): { page: string; x: number; y: number } | null {
  try {
    const saved = sessionStorage.getItem(SCROLL_KEY);
    sessionStorage.removeItem(SCROLL_KEY);
    return saved ? (JSON.parse(saved) as { page: string; x: number; y: number }) : null;
  } catch {
    return null;
  }
}

function restoreScroll(): void {
  const saved = takeSavedScroll();
  if (!saved || saved.page !== here()) return;
  const { x, y } = saved;
  // After load, once styles and images have given the page its height.
  const apply = () => window.scrollTo(x, y);
  if (document.readyState === 'complete') apply();
  else window.addEventListener('load', apply, { once: true });
}

/** `/x/` and `/x` are one page (the server answers both), and permalinks are not percent-encoded. */
function pageKey(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // A malformed path is compared as it is.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

function onReload({ pages }: DevEvents['reload']): void {
  const current = pageKey(window.location.pathname);
  if (pages === 'all' || pages.some((page) => pageKey(page) === current)) reload();
  else stale = true;
}

function bypassStaleRouter(): void {
  // Capturing on window runs before the router's listener on document; stopping
  // propagation leaves the browser to follow the link with a full load.
  window.addEventListener(
    'click',
    (event) => {
      if (!stale) return;
      const anchor = (event.target as Element | null)?.closest?.('a');
      if (anchor?.href && new URL(anchor.href).origin === window.location.origin) event.stopPropagation();
    },
    true,
  );
  window.addEventListener('popstate', () => {
    if (stale) window.location.reload();
  });
}

function fingerprint(list: readonly DevDiagnostic[]): string {
  return JSON.stringify(list.map((d) => [d.code, d.message, d.location]));
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, style: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.style.cssText = style;
  if (text !== undefined) node.textContent = text;
  return node;
}

function removeOverlay(): void {
  document.getElementById(OVERLAY_ID)?.remove();
}

function showOverlay({ ok, diagnostics }: DevEvents['diagnostics']): void {
  removeOverlay();
  if (!diagnostics.length) return;
  const id = fingerprint(diagnostics);
  try {
    if (sessionStorage.getItem(DISMISSED_KEY) === id) return;
  } catch {
    // Storage blocked: show it.
  }
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.length - errors;
  const accent = errors ? '#e5484d' : '#f5a524';

  const overlay = element('div', 'position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(0,0,0,.6);padding:48px 16px;box-sizing:border-box;');
  overlay.id = OVERLAY_ID;
  const panel = element('div', `max-width:960px;margin:0 auto;background:#1c1c1f;color:#ededef;border-top:4px solid ${accent};border-radius:6px;padding:20px 24px;font:14px/1.5 ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;box-shadow:0 8px 32px rgba(0,0,0,.5);`);
  panel.setAttribute('role', 'alertdialog');
  panel.setAttribute('aria-labelledby', `${OVERLAY_ID}-title`);

  const header = element('div', 'display:flex;justify-content:space-between;align-items:center;gap:16px;margin-bottom:12px;');
  const counts = [errors && `${errors} error${errors === 1 ? '' : 's'}`, warnings && `${warnings} warning${warnings === 1 ? '' : 's'}`].filter(Boolean).join(', ');
  const title = element('strong', `font-size:16px;color:${accent};`, ok ? counts : `Build failed: ${counts}`);
  title.id = `${OVERLAY_ID}-title`;
  const close = element('button', 'background:none;border:1px solid #555;color:inherit;border-radius:4px;cursor:pointer;font:inherit;padding:2px 10px;', 'Close');
  close.type = 'button';
  close.addEventListener('click', () => {
    try {
      sessionStorage.setItem(DISMISSED_KEY, id);
    } catch {
      // Storage blocked: it shows again after the next reload.
    }
    removeOverlay();
  });
  header.append(title, close);
  panel.append(header);
  if (!ok) panel.append(element('p', 'margin:0 0 12px;color:#a0a0a8;', 'The pages shown are from the last successful build.'));

  for (const d of diagnostics) {
    const item = element('section', 'border-top:1px solid #333;padding:10px 0;');
    const color = d.severity === 'error' ? '#e5484d' : '#f5a524';
    const line = element('div', 'white-space:pre-wrap;word-break:break-word;');
    line.append(element('span', `color:${color};font-weight:bold;`, d.severity), document.createTextNode(` ${d.message} `), element('span', 'color:#8b8b93;', `[${d.code}]`));
    item.append(line);
    if (d.location) item.append(element('div', 'color:#7cc4fa;', d.location));
    if (d.hint) item.append(element('div', 'color:#a0a0a8;white-space:pre-wrap;', `hint: ${d.hint}`));
    panel.append(item);
  }
  panel.append(element('p', 'margin:12px 0 0;color:#8b8b93;', 'Fix the file and save: this page updates by itself. The terminal shows the same messages.'));
  overlay.append(panel);
  document.body.append(overlay);
}

function connect(): void {
  const source = new EventSource(EVENTS_URL);
  const on = <K extends keyof DevEvents>(name: K, handle: (data: DevEvents[K]) => void) =>
    source.addEventListener(name, (event) => handle(JSON.parse((event as MessageEvent<string>).data) as DevEvents[K]));
  on('hello', ({ id }) => {
    // Reconnected to a restarted server: its pages may differ from these.
    if (serverId !== undefined && serverId !== id) reload();
    serverId = id;
    // Lets tests (and the curious) see that the page listens for changes.
    document.documentElement.setAttribute('data-dev-connected', '');
  });
  on('reload', onReload);
  on('diagnostics', showOverlay);
}

restoreScroll();
bypassStaleRouter();
connect();
