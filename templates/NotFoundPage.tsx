import type { NotFoundPage as NotFoundData } from './contracts/types.js';
import { useSite } from './site-context.js';
import { useTranslate } from './messages.js';

export function NotFoundPage({ page }: { page: NotFoundData }) {
  const { home } = useSite();
  const t = useTranslate();
  return (
    <main id="main-content" className="not-found" tabIndex={-1}>
      <h1>{page.title}</h1>
      <p>{t('We could not find what you were looking for. The page may have moved, or the link you followed may be mistyped.')}</p>
      <p>
        <a className="button" href={home}>
          {t('Go to the documentation home')}
        </a>
      </p>
    </main>
  );
}
