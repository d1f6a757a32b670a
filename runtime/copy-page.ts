// "Copy page as Markdown" (templates/components/CopyPageButton.tsx): the
// page's `.md` twin fetched as soon as the pointer or focus reaches the
// button, so that the click can usually write it at once, inside the user
// gesture that Safari requires for clipboard writes.

interface Fetched {
  href: string;
  text?: string;
  loading: Promise<string>;
}

let last: Fetched | undefined;

function fetchMarkdown(href: string): Fetched {
  if (last?.href === href) return last;
  const entry: Fetched = { href, loading: fetch(href).then((response) => (response.ok ? response.text() : Promise.reject(new Error(response.statusText)))) };
  // Kept on success; a failure is tried again next time.
  entry.loading.then(
    (text) => {
      entry.text = text;
    },
    () => {
      if (last === entry) last = undefined;
    },
  );
  return (last = entry);
}

/** Fetches the Markdown at `href` (`preload`) or puts it on the clipboard; rejects when either fails. */
export function copyMarkdown(href: string, preload = false): Promise<void> {
  const entry = fetchMarkdown(href);
  if (preload) return entry.loading.then(() => {});
  return entry.text !== undefined ? navigator.clipboard.writeText(entry.text) : entry.loading.then((text) => navigator.clipboard.writeText(text));
}
