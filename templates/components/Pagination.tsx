import type { PageLink } from '../contracts/types.js';
import { useTranslate } from '../messages.js';

export function Pagination({ previous, next }: { previous?: PageLink; next?: PageLink }) {
  const t = useTranslate();
  if (!previous && !next) return null;
  return (
    <nav className="pagination" aria-label={t('Docs pages')}>
      {previous ? (
        <a className="pagination-link pagination-prev" href={previous.href} rel="prev">
          <span className="pagination-sublabel">{t('Previous')}</span>
          <span className="pagination-label">{previous.label}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="pagination-link pagination-next" href={next.href} rel="next">
          <span className="pagination-sublabel">{t('Next')}</span>
          <span className="pagination-label">{next.label}</span>
        </a>
      ) : null}
    </nav>
  );
}
