// One Chromium per test file (Debian's, through Playwright), and pages that
// record console errors so tests can assert a clean run.
import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright';
import { afterAll, beforeAll } from 'vitest';

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((c): c is string => Boolean(c));
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) throw new Error('Chromium not found: run scripts/ensure-chromium.sh or set CHROMIUM_PATH');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    // The machine has no network beyond loopback: keep Chromium from trying.
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
}

/**
 * The Chromium of a test file: launched before its tests and closed after
 * them. Called at the top of the file; what it returns stands for the browser
 * once launched (a proxy, so that the file can hold it in a constant).
 */
export function browserForFile(): Browser {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });
  return new Proxy({} as Browser, {
    get(_target, key) {
      if (!launched) throw new Error('The browser is launched in beforeAll: use it inside a test or hook.');
      const value = Reflect.get(launched, key, launched) as unknown;
      return typeof value === 'function' ? value.bind(launched) : value;
    },
  });
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 375, height: 740 };

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
}

export async function openPage(browser: Browser, options: BrowserContextOptions = {}): Promise<TrackedPage> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { page, errors };
}

/** Resolves once the runtime has hydrated (it removes the `no-js` class). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.documentElement.classList.contains('no-js'));
}
