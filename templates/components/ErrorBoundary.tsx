// Catches a crash while rendering a page and shows it instead of a blank
// screen; the navbar and sidebar around it keep working.
import { Component, createRef, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from '../messages.js';

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { error: null };
  private readonly box = createRef<HTMLElement>();
  /** The error whose box last took the focus: each crash moves focus once. */
  private focusedFor: Error | null = null;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    const { error } = this.state;
    // Navigating elsewhere clears the error.
    if (previous.resetKey !== this.props.resetKey && error) this.setState({ error: null });
    // A crash replaced the content the reader was on: move focus to the message.
    else if (error && error !== this.focusedFor) {
      this.focusedFor = error;
      this.box.current?.focus({ preventScroll: true });
    }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Page crashed:', error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    // The crashed page took its <main> with it; this one stands in, so the skip link still has a target.
    return (
      <main id="main-content" className="page-status" tabIndex={-1} ref={this.box}>
        <div className="page-error" role="alert">
          <CrashText message={error.message} onRetry={() => this.setState({ error: null })} />
        </div>
      </main>
    );
  }
}

/** The box's text, in a function component: a class cannot use the translation hook. */
function CrashText({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTranslate();
  return (
    <>
      <h1>{t('This page crashed.')}</h1>
      <p className="page-error-message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('Try again')}
      </button>
    </>
  );
}
