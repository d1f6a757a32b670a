// What shows while a page loads (a spinner, after a short delay) and when it
// failed to load (the error and a Retry button).
import { useTranslate } from '../messages.js';

export function LoadingSpinner() {
  const t = useTranslate();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('Loading…')}</span>
    </div>
  );
}

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <div className="page-error load-error" role="alert">
      <p className="page-error-title">{t('This page could not be loaded.')}</p>
      <p className="page-error-message">{message}</p>
      <button type="button" className="button" onClick={onRetry} autoFocus>
        {t('Retry')}
      </button>
    </div>
  );
}
