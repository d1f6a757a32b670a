// "Copy page as Markdown": puts the page's `.md` twin on the clipboard (so the
// HTML does not carry the Markdown a second time). The fetching and copying
// are the deferred script's (runtime/copy-page.ts): a pointer or focus on
// the button starts the fetch, so that the click can usually write at once.
// Hidden until hydration (`.no-js`).
import { useEffect, useState } from 'react';
import { useTranslate } from '../messages.js';
import { useServices } from '../services.js';

/** How long "Copied" / "Copy failed" stays. */
const FEEDBACK_MS = 2000;

export function CopyPageButton({ href }: { href?: string }) {
  // Feedback belongs to one page: after a client-side navigation the label starts over.
  const [feedback, setFeedback] = useState<{ href: string; label: string }>();
  const t = useTranslate();
  const services = useServices();

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(undefined), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  if (!href) return null;

  const load = () => void services.copyMarkdown(href, true).catch(() => {});
  const copy = () => {
    const done = (label: string) => () => setFeedback({ href, label });
    services.copyMarkdown(href).then(done(t('Copied')), done(t('Copy failed')));
  };

  return (
    <button type="button" className="copy-page" onClick={copy} onPointerEnter={load} onFocus={load} aria-live="polite">
      {feedback?.href === href ? feedback.label : t('Copy page as Markdown')}
    </button>
  );
}
