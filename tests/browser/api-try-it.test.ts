// The Try-it console of the manual's API reference in Chromium, against the
// mock broker (tests/support/mock-broker.ts) on 127.0.0.1: a conforming
// answer says so, a faulty one lists each mismatch with its schema, a CORS
// refusal is explained, credentials stay in sessionStorage unless the reader
// asks to remember them, and without JavaScript there is no button.
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/accessibility.js';
import { browserForFile, openPage, waitForHydration } from '../support/browser.js';
import { mockBrokersForFile } from '../support/mock-broker.js';

const site = inject('manualSite');
const browser = browserForFile();
const TOKEN = 'sandbox-secret-7f3a';
const TOKEN_KEY = 'brokerdocs.tryIt.credential.PasswordBearer';

const brokers = mockBrokersForFile();

/** Opens the console of an operation, points it at `server` and types the token. */
async function openConsole(page: Page, operationId: string, server: string): Promise<void> {
  await page.goto(`${site}rest-api-spec#operation/${operationId}`);
  await waitForHydration(page);
  await page.locator(`button[data-try-it$="/${operationId}.json"]`).click();
  const panel = page.locator('.api-try-it');
  await panel.locator('select[name="server"]').selectOption('other');
  await panel.locator('input[name="server-url"]').fill(server);
  await panel.locator('input[name="credential-PasswordBearer"]').fill(TOKEN);
}

const send = (page: Page) => page.locator('.api-try-it-send').click();
const storage = (page: Page) => page.evaluate((key) => ({ session: sessionStorage.getItem(key), local: localStorage.getItem(key) }), TOKEN_KEY);

describe('Try-it console', () => {
  it('sends GET /accounts/{accountId}/state to a conforming server and says the answer conforms', async () => {
    const { page, errors } = await openPage(browser);
    await openConsole(page, 'getState', brokers.conforming.url);
    await send(page);
    await expect.poll(() => page.locator('.api-try-it-result').getAttribute('data-outcome')).toBe('conforms');
    expect(await page.locator('.api-try-it-ok').textContent()).toBe('The answer conforms to the operation.');
    expect(await page.locator('.api-try-it-status strong').textContent()).toBe('200');
    // Straight from the browser to the server, with the token and the example's values.
    const sent = brokers.conforming.requests.filter((r) => r.method === 'GET').at(-1)!;
    expect(sent.url).toBe('/accounts/ACC-001/state?locale=en');
    expect(sent.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(sent.headers.origin).toBe(new URL(site).origin);
    // The token is kept for this tab only, and is nowhere in the URL.
    expect(await storage(page)).toEqual({ session: TOKEN, local: null });
    expect(page.url()).not.toContain(TOKEN);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('lists each mismatch of a faulty answer: where, what the operation expects (linked to its schema), what came', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getState', brokers.faulty.url);
    await send(page);
    await expect.poll(() => page.locator('.api-try-it-result').getAttribute('data-outcome')).toBe('mismatch');
    const rows = await page.locator('.api-try-it-mismatches tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent)));
    expect(rows).toEqual([['/body/d/balance', 'must be number (AccountState)', '"41757.91" (string)']]);
    expect(await page.locator('.api-try-it-mismatches a').getAttribute('href')).toBe('#schema/AccountState');
    // The body is shown too: short, so open.
    expect(await page.locator('.api-try-it-body').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);
    expect(await page.locator('.api-try-it-body code').textContent()).toContain('"balance": "41757.91"');
    // The open console, with its result, adds no serious accessibility problem to the page.
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.context().close();
  });

  it('names an undocumented status', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getConfiguration', brokers.faulty.url);
    await send(page);
    await expect.poll(() => page.locator('.api-try-it-result').getAttribute('data-outcome')).toBe('mismatch');
    expect(await page.locator('.api-try-it-mismatches tbody td').allTextContents()).toEqual(['/status', 'a documented status: 200', '503']);
    await page.context().close();
  });

  it('explains a CORS refusal: which headers the server must send for this origin', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getOrders', brokers.faulty.url);
    await send(page);
    const cors = page.locator('[data-outcome="cors"]');
    await cors.waitFor();
    expect(await cors.locator('li').allTextContents()).toEqual([
      `Access-Control-Allow-Origin: ${new URL(site).origin}`,
      'Access-Control-Allow-Headers: Authorization, Content-Type (on the answer to the OPTIONS preflight)',
    ]);
    await page.context().close();
  });

  it('reads at most 5 MB of a huge body, says it was not checked, and shows it collapsed and clipped', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getOrdersHistory', brokers.faulty.url);
    await send(page);
    await expect.poll(() => page.locator('.api-try-it-result').getAttribute('data-outcome')).toBe('mismatch');
    expect(await page.locator('.api-try-it-mismatches tbody td').allTextContents()).toEqual(['/body', 'a body small enough to check (at most 5.0 MB)', 'more than 5.0 MB: not checked']);
    const body = page.locator('.api-try-it-body');
    expect(await body.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
    expect(await body.locator('summary').textContent()).toBe('Body (more than 5.0 MB, the first 200 KB shown)');
    expect(await body.locator('code').evaluate((code) => code.textContent!.length)).toBe(200_000);
    await page.context().close();
  });

  it('keeps the token on this device only when asked, and forgets it on request', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getState', brokers.conforming.url);
    await page.locator('input[name="remember"]').check();
    await send(page);
    await page.locator('.api-try-it-result').waitFor();
    expect(await storage(page)).toEqual({ session: TOKEN, local: TOKEN });
    await page.locator('.api-try-it-forget').click();
    expect(await storage(page)).toEqual({ session: null, local: null });
    expect(await page.locator('input[name="credential-PasswordBearer"]').inputValue()).toBe('');
    await page.context().close();
  });

  it('writes the curl command as the form is filled, with the token as a variable', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'getState', 'https://sandbox.example.test/api');
    await page.locator('input[name="path:accountId"]').fill('ACC-9');
    const curl = await page.locator('.api-try-it-curl').textContent();
    expect(curl).toBe(["curl -X GET 'https://sandbox.example.test/api/accounts/ACC-9/state?locale=en' \\", "  -H 'Authorization: Bearer '\"$PASSWORDBEARER\"''"].join('\n'));
    expect(curl).not.toContain(TOKEN);
    await page.context().close();
  });

  it('sends a write only on Send, with its form body from the example, as edited', async () => {
    const { page } = await openPage(browser);
    await openConsole(page, 'placeOrder', brokers.conforming.url);
    const body = page.locator('textarea[name="body"]');
    expect(new URLSearchParams(await body.inputValue()).get('instrument')).toBe('EURUSD');
    await body.fill('instrument=AAPL&qty=5&side=buy&type=market&currentAsk=1&currentBid=1');
    expect(await page.locator('.api-try-it-curl').textContent()).toContain("--data 'instrument=AAPL&qty=5&side=buy&type=market&currentAsk=1&currentBid=1'");
    await send(page);
    // The mock has no orders endpoint: its 404 is not a documented answer.
    await expect.poll(() => page.locator('.api-try-it-mismatches tbody td').first().textContent()).toBe('/status');
    const sent = brokers.conforming.requests.filter((r) => r.method === 'POST').at(-1)!;
    // Optional parameters start with their examples too.
    expect([sent.url, sent.headers['content-type'], sent.body]).toEqual(['/accounts/ACC-001/orders?locale=en&requestId=23425678343&confirmId=112358', 'application/x-www-form-urlencoded', 'instrument=AAPL&qty=5&side=buy&type=market&currentAsk=1&currentBid=1']);
    await page.context().close();
  });

  it('sends to a server marked production only after its switch is ticked', async () => {
    const { page } = await openPage(browser);
    // The manual lists no production server: this page's site data gets one.
    await page.route('**/assets/site-*.json', async (route) => {
      const site = (await (await route.fetch()).json()) as { tryIt: { servers: unknown[] } };
      site.tryIt.servers.push({ url: brokers.conforming.url, description: 'Live', production: true });
      await route.fulfill({ json: site });
    });
    await page.goto(`${site}rest-api-spec#operation/getAccounts`);
    await waitForHydration(page);
    await page.locator('button[data-try-it$="/getAccounts.json"]').click();
    const before = brokers.conforming.requests.length;
    await page.locator('select[name="server"]').selectOption({ label: `Live: ${brokers.conforming.url} (production)` });
    expect(await page.locator('.api-try-it-production').isVisible()).toBe(true);
    await send(page);
    expect(await page.locator('.api-try-it-output').textContent()).toBe('This is a production server: tick "Send to this production server" to send to it.');
    expect(brokers.conforming.requests.length).toBe(before);
    await page.locator('input[name="production"]').check();
    await send(page);
    await expect.poll(() => page.locator('.api-try-it-result').getAttribute('data-outcome')).toBe('conforms');
    await page.context().close();
  });

  it('shows no button without JavaScript', async () => {
    const { page } = await openPage(browser, { javaScriptEnabled: false });
    await page.goto(`${site}rest-api-spec#operation/getState`);
    expect(await page.locator('button[data-try-it]').first().isVisible()).toBe(false);
    await page.context().close();
  });
});
