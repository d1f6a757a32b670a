// The top progress bar shown during slow navigations: appears after 200 ms,
// starts at 8 %, trickles by 2 % every 800 ms, animates in 200 ms steps.
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

export interface ProgressBar {
  start(): void;
  done(): void;
}

export function createProgressBar(): ProgressBar {
  let showTimer: number | undefined;
  let trickleTimer: number | undefined;
  let bar: HTMLDivElement | null = null;
  let value = 0;

  const set = (next: number) => {
    value = Math.min(Math.max(next, PROGRESS.minimum), 1);
    if (bar) bar.style.transform = `translateX(${(-1 + value) * 100}%)`;
  };
  const show = () => {
    bar = document.createElement('div');
    bar.className = 'progress-bar';
    bar.setAttribute('role', 'progressbar');
    bar.setAttribute('aria-label', 'Loading page');
    bar.style.transition = `transform ${PROGRESS.speed}ms linear`;
    document.body.append(bar);
    set(PROGRESS.minimum);
    trickleTimer = window.setInterval(() => set(value + PROGRESS.trickleRate * (1 - value)), PROGRESS.trickleSpeed);
  };
  return {
    start() {
      window.clearTimeout(showTimer);
      if (!bar) showTimer = window.setTimeout(show, PROGRESS.delay);
    },
    done() {
      window.clearTimeout(showTimer);
      window.clearInterval(trickleTimer);
      const finishing = bar;
      bar = null;
      if (!finishing) return;
      finishing.style.transform = 'translateX(0)';
      window.setTimeout(() => finishing.remove(), PROGRESS.speed);
    },
  };
}
