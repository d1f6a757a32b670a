// The navbar search box: a WAI-ARIA combobox with a listbox of results.
// Ctrl/Cmd+K or "/" focus it; arrows move, Enter opens, Escape closes. The
// index loads on first use; after 300 ms of waiting the panel says so. When
// it cannot be loaded (the search rejects) the panel says search is
// unavailable, not that nothing matched; the next search tries again.
import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { MarkedText, SearchResult } from '../contracts/types.js';
import { useServices } from '../services.js';
import { useSite } from '../site-context.js';
import { useTranslate } from '../messages.js';
import { MAX_QUERY_LENGTH } from '../contracts/search-limits.js';
import { DEFAULT_SEARCH_TAG } from '../contracts/search-files.js';

const STALL_AFTER = 300;

type Status = 'idle' | 'loading' | 'stalled' | 'unavailable';

/** The search tag of the page: the one whose prefix matches longest. */
export function searchTagFor(tags: readonly { prefix: string; tag: string }[], permalink: string): string {
  let best = { prefix: '', tag: DEFAULT_SEARCH_TAG };
  for (const entry of tags) if (permalink.startsWith(entry.prefix) && entry.prefix.length > best.prefix.length) best = entry;
  return best.tag;
}

/** Text with its matches marked, as React nodes (never HTML). */
const marked = (parts: MarkedText) => parts.map((part, i) => (i % 2 ? <mark key={i}>{part}</mark> : part));

export function SearchBar() {
  const services = useServices();
  const site = useSite();
  const t = useTranslate();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<SearchResult[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [searched, setSearched] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const request = useRef(0);

  // A layout effect, as the one that marks the page hydrated (runtime/entry.tsx removes `no-js`, after its children's):
  // once the page shows itself hydrated, the shortcut works. As a passive effect it came later, and a Ctrl+K pressed in
  // between was lost (a browser test on a loaded machine pressed it there).
  useLayoutEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      const typing = event.target instanceof HTMLElement && (event.target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName));
      if (((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing)) {
        event.preventDefault();
        input.current?.focus();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const run = (value: string) => {
    const text = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(text);
    setOpen(true);
    const id = ++request.current;
    if (!text.trim()) {
      setResults([]);
      setStatus('idle');
      setSearched('');
      return;
    }
    setStatus('loading');
    const stall = window.setTimeout(() => {
      if (id === request.current) setStatus('stalled');
    }, STALL_AFTER);
    const tag = searchTagFor(site.searchTags, window.location.pathname);
    services
      .search(text, tag)
      .catch(() => null)
      .then((found) => {
        window.clearTimeout(stall);
        if (id !== request.current) return;
        setResults(found ?? []);
        setActive(0);
        setSearched(text);
        setStatus(found ? 'idle' : 'unavailable');
      });
  };

  const choose = (result: SearchResult) => {
    setOpen(false);
    input.current?.blur();
    services.navigate(result.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (results.length ? (i + 1) % results.length : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (results.length ? (i - 1 + results.length) % results.length : 0));
    } else if (event.key === 'Enter') {
      const result = results[active];
      if (open && result) {
        event.preventDefault();
        choose(result);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  };

  const showPanel = open && query.trim().length > 0;
  const unavailable = t('Search is unavailable right now; your next search tries again.');
  const optionId = (i: number) => `${listId}-option-${i}`;
  return (
    <div className="search" onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setOpen(false)}>
      <input
        ref={input}
        className="search-input"
        type="search"
        placeholder={t('Search')}
        aria-label={t('Search the documentation')}
        role="combobox"
        aria-expanded={showPanel}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && results.length ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        maxLength={MAX_QUERY_LENGTH}
        value={query}
        onChange={(event) => run(event.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <kbd className="search-shortcut" aria-hidden="true">
        Ctrl K
      </kbd>
      <div className="search-panel" hidden={!showPanel}>
        {status === 'stalled' ? <p className="search-status">{t('Loading search index…')}</p> : null}
        <ul id={listId} role="listbox" aria-label={t('Search results')} className="search-results">
          {results.map((result, i) => (
            <li
              key={result.document.sectionRoute}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={`search-result${i === active ? ' active' : ''}`}
              onMouseEnter={() => setActive(i)}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(result)}
            >
              <a href={result.href} tabIndex={-1} onClick={(event) => event.preventDefault()}>
                <span className="search-result-title">{marked(result.title)}</span>
                <span className="search-result-path">{result.path}</span>
                {result.snippet.length ? <span className="search-result-snippet">{marked(result.snippet)}</span> : null}
              </a>
            </li>
          ))}
        </ul>
        {status === 'idle' && searched && !results.length ? <p className="search-status search-no-results">{t('No results for "{query}"', { query: searched })}</p> : null}
        {status === 'unavailable' ? <p className="search-status search-unavailable">{unavailable}</p> : null}
      </div>
      <div className="visually-hidden" role="status" aria-live="polite">
        {showPanel && status === 'idle' && searched ? t(results.length === 1 ? '1 result' : '{count} results', { count: String(results.length) }) : ''}
        {showPanel && status === 'unavailable' ? unavailable : ''}
      </div>
    </div>
  );
}
