// "Copy page as Markdown": fetches the page's `.md` twin (so the HTML does not
// carry the Markdown a second time) and puts it on the clipboard. The text is
// fetched when the pointer or focus reaches the button, so that the click
// usually writes at once, inside the user gesture that browsers require for
// clipboard writes. Hidden until hydration (`.no-js`), since it needs script.
import { useEffect, useRef, useState } from 'react';

type Status = 'idle' | 'copying' | 'copied' | 'failed';

const LABELS: Record<Status, string> = {
  idle: 'Copy page as Markdown',
  copying: 'Copying…',
  copied: 'Copied',
  failed: 'Copy failed',
};

/** How long "Copied" / "Copy failed" stays before the button reads as before. */
const FEEDBACK_MS = 2000;

export function CopyPageButton({ href }: { href?: string }) {
  // The status belongs to one page: after a client-side navigation it starts over.
  const [state, setState] = useState<{ href?: string; status: Status }>({ status: 'idle' });
  const status = state.href === href ? state.status : 'idle';
  const pending = useRef<{ href: string; text: Promise<string> } | null>(null);

  useEffect(() => {
    if (status !== 'copied' && status !== 'failed') return;
    const timer = window.setTimeout(() => setState({ href, status: 'idle' }), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [status, href]);

  if (!href) return null;

  const markdown = (): Promise<string> => {
    if (pending.current?.href !== href) {
      const text = fetch(href).then((response) => {
        if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
        return response.text();
      });
      // A failed fetch is tried again on the next click.
      text.catch(() => {
        if (pending.current?.text === text) pending.current = null;
      });
      pending.current = { href, text };
    }
    return pending.current.text;
  };

  const copy = async () => {
    // Not `disabled` while copying: that would take keyboard focus away from the button.
    if (status === 'copying') return;
    setState({ href, status: 'copying' });
    try {
      await navigator.clipboard.writeText(await markdown());
      setState({ href, status: 'copied' });
    } catch {
      setState({ href, status: 'failed' });
    }
  };

  return (
    <button
      type="button"
      className="copy-page"
      onClick={() => void copy()}
      onPointerEnter={() => void markdown().catch(() => {})}
      onFocus={() => void markdown().catch(() => {})}
      aria-live="polite"
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path fill="currentColor" d="M8 2h9l5 5v11a2 2 0 0 1-2 2h-2v-2h2V8h-4V4H8v1H6V4a2 2 0 0 1 2-2Zm-4 5h9l4 4v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2Zm0 2v11h11v-8h-3V9H4Z" />
      </svg>
      <span>{LABELS[status]}</span>
    </button>
  );
}
