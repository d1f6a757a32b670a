// "Copy page as Markdown": fetches the page's `.md` twin (so the HTML does not
// carry the Markdown a second time) and puts it on the clipboard. The text is
// fetched as soon as the pointer or focus reaches the button, so that the
// click can usually write it at once, inside the user gesture that Safari
// requires for clipboard writes. Hidden until hydration (`.no-js`).
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '../messages.js';

/** How long "Copied" / "Copy failed" stays. */
const FEEDBACK_MS = 2000;

export function CopyPageButton({ href }: { href?: string }) {
  // Feedback belongs to one page: after a client-side navigation the label starts over.
  const [feedback, setFeedback] = useState<{ href: string; label: string }>();
  const t = useTranslate();
  const markdown = useRef<{ href: string; text?: string; loading: Promise<string> } | undefined>(undefined);

  useEffect(() => {
    if (!feedback) return;
    const timer = window.setTimeout(() => setFeedback(undefined), FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [feedback]);

  if (!href) return null;

  const load = () => {
    if (markdown.current?.href !== href) {
      const entry: NonNullable<typeof markdown.current> = {
        href,
        loading: fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText)))),
      };
      // Kept on success; a failure is tried again next time.
      entry.loading.then(
        (text) => {
          entry.text = text;
        },
        () => {
          if (markdown.current === entry) markdown.current = undefined;
        },
      );
      markdown.current = entry;
    }
    return markdown.current;
  };

  const copy = () => {
    const entry = load();
    const done = (label: string) => () => setFeedback({ href, label });
    (entry.text !== undefined ? navigator.clipboard.writeText(entry.text) : entry.loading.then((text) => navigator.clipboard.writeText(text))).then(done(t('Copied')), done(t('Copy failed')));
  };

  return (
    <button type="button" className="copy-page" onClick={copy} onPointerEnter={load} onFocus={load} aria-live="polite">
      {feedback?.href === href ? feedback.label : t('Copy page as Markdown')}
    </button>
  );
}
