import type { Breadcrumb } from '../contracts/types.js';
import { useSite } from '../site-context.js';
import { useTranslate } from '../messages.js';

export function Breadcrumbs({ items }: { items: Breadcrumb[] }) {
  const { home } = useSite();
  const t = useTranslate();
  if (!items.length) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('Breadcrumbs')}>
      <ol>
        <li>
          <a href={home} aria-label={t('Home page')}>
            {t('Home')}
          </a>
        </li>
        {items.map((item, i) => (
          <li key={i} aria-current={i === items.length - 1 ? 'page' : undefined}>
            {item.href && i < items.length - 1 ? <a href={item.href}>{item.label}</a> : <span>{item.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
