// Search on a phone (#20): the results panel stays on screen and readable at
// 320–768 px, typed text is never hidden behind the clear (×) button, and the
// "Ctrl K" hint, useless without a keyboard, is not shown on touch screens.
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright';
import { DESKTOP, browserForFile, openPage, waitForHydration } from '../support/browser.js';

const site = inject('webSite');
const browser = browserForFile();

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/**
 * Where the browser lets the typed text show (the field's editing viewport) and
 * where it draws its clear button. Both live in the input's user-agent shadow
 * tree, which page scripts cannot see; the DevTools protocol can.
 */
async function nativeSearchParts(page: Page): Promise<{ text: Box; clear: Box }> {
  const cdp = await page.context().newCDPSession(page);
  interface Node {
    nodeId: number;
    attributes?: string[];
    children?: Node[];
    shadowRoots?: Node[];
  }
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: Node };
  const find = (node: Node, attribute: string, value: string): Node | undefined => {
    const attributes = node.attributes ?? [];
    for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === attribute && attributes[i + 1] === value) return node;
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) {
      const found = find(child, attribute, value);
      if (found) return found;
    }
    return undefined;
  };
  const box = async (attribute: string, value: string): Promise<Box> => {
    const node = find(root, attribute, value);
    if (!node) throw new Error(`no ${attribute}="${value}" in the search input`);
    const { model } = (await cdp.send('DOM.getBoxModel', { nodeId: node.nodeId })) as { model: { border: number[] } };
    const xs = [model.border[0]!, model.border[2]!, model.border[4]!, model.border[6]!];
    const ys = [model.border[1]!, model.border[3]!, model.border[5]!, model.border[7]!];
    return { left: Math.min(...xs), right: Math.max(...xs), top: Math.min(...ys), bottom: Math.max(...ys) };
  };
  const parts = { text: await box('id', 'editing-view-port'), clear: await box('pseudo', '-webkit-search-cancel-button') };
  await cdp.detach();
  return parts;
}

/** What the reader sees at a point: the class (or tag) of the topmost element there. */
const topmostAt = (page: Page, x: number, y: number) =>
  page.evaluate(([px, py]) => {
    const element = document.elementFromPoint(px!, py!);
    return element ? element.className || element.tagName : 'nothing';
  }, [x, y]);

/** The topmost element at the left edge, middle and right edge of a box. */
const topmostAcross = async (page: Page, box: Box) => {
  const y = (box.top + box.bottom) / 2;
  return [await topmostAt(page, box.left + 1, y), await topmostAt(page, (box.left + box.right) / 2, y), await topmostAt(page, box.right - 1, y)];
};

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
  { width: 320, height: 568 },
  { width: 768, height: 1024 },
];

describe('search on a touch screen', () => {
  for (const viewport of PHONES) {
    it(`at ${viewport.width}×${viewport.height} the results panel is on screen and readable, and the typed text stays clear of the × and the hint`, async () => {
      const { page, errors } = await openPage(browser, { viewport, isMobile: true, hasTouch: true });
      await page.goto(`${site}guide/intro`);
      await waitForHydration(page);
      const box = page.getByRole('combobox', { name: 'Search the documentation' });
      await box.tap();
      // Longer than the box, so the text reaches its end.
      await page.keyboard.type('token lifetime configure the fixture token');
      const options = page.getByRole('option');
      await options.first().waitFor();

      const layout = await page.evaluate(() => {
        const rect = (element: Element) => {
          const { left, right, top, bottom, width } = element.getBoundingClientRect();
          return { left, right, top, bottom, width };
        };
        const panel = document.querySelector('.search-panel')!;
        return {
          viewportWidth: document.documentElement.clientWidth,
          panel: rect(panel),
          panelScrolls: panel.scrollWidth > panel.clientWidth,
          options: [...panel.querySelectorAll('[role="option"]')].map(rect),
          titlesClipped: [...panel.querySelectorAll('.search-result-title')].some((title) => title.scrollWidth > title.clientWidth + 1),
        };
      });
      expect(layout.panel.left).toBeGreaterThanOrEqual(0);
      expect(layout.panel.right).toBeLessThanOrEqual(layout.viewportWidth);
      // Wide enough to read: all of a phone's width, 520 px on a tablet.
      expect(layout.panel.width).toBeGreaterThanOrEqual(Math.min(520, layout.viewportWidth - 32));
      expect(layout.panelScrolls).toBe(false);
      expect(layout.titlesClipped).toBe(false);
      for (const option of layout.options) {
        expect(option.left).toBeGreaterThanOrEqual(layout.panel.left);
        expect(option.right).toBeLessThanOrEqual(layout.panel.right);
      }

      expect(await page.locator('.search-shortcut').isVisible()).toBe(false);
      const input = await box.boundingBox();
      const { text, clear } = await nativeSearchParts(page);
      // The × is drawn, inside the box, and the text ends before it.
      expect(clear.right - clear.left).toBeGreaterThan(4);
      expect(clear.left).toBeGreaterThanOrEqual(input!.x);
      expect(clear.right).toBeLessThanOrEqual(input!.x + input!.width);
      expect(text.right).toBeLessThanOrEqual(clear.left + 0.5);
      expect(text.right - text.left).toBeGreaterThan(60);
      // Nothing is drawn over the end of the text or over the ×.
      const middle = (text.top + text.bottom) / 2;
      expect(await topmostAt(page, text.right - 2, middle)).toBe('search-input');
      expect(await topmostAcross(page, clear)).toEqual(['search-input', 'search-input', 'search-input']);
      expect(errors, errors.join('\n')).toEqual([]);
      await page.context().close();
    });
  }

  it('with a mouse and a wide window the hint still shows, and goes while the box holds text so it covers neither text nor ×', async () => {
    const { page } = await openPage(browser, { viewport: DESKTOP });
    await page.goto(`${site}guide/intro`);
    await waitForHydration(page);
    const hint = page.locator('.search-shortcut');
    expect(await hint.isVisible()).toBe(true);
    expect(await hint.textContent()).toBe('Ctrl K');
    const box = page.getByRole('combobox', { name: 'Search the documentation' });
    await box.click();
    await page.keyboard.type('token lifetime configure the fixture token');
    await page.getByRole('option').first().waitFor();
    expect(await hint.isVisible()).toBe(false);
    const input = await box.boundingBox();
    const { text, clear } = await nativeSearchParts(page);
    expect(text.right).toBeLessThanOrEqual(clear.left + 0.5);
    expect(clear.right).toBeLessThanOrEqual(input!.x + input!.width);
    const middle = (text.top + text.bottom) / 2;
    expect(await topmostAt(page, text.right - 2, middle)).toBe('search-input');
    expect(await topmostAcross(page, clear)).toEqual(['search-input', 'search-input', 'search-input']);
    // Emptied, the box shows the hint again.
    await box.fill('');
    expect(await hint.isVisible()).toBe(true);
    await page.context().close();
  });
});
