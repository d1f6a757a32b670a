// Accessibility checks run in the page: axe-core's serious and critical
// violations, and whether each focus stop shows a ring a reader can see.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright';
import { repoRoot } from './paths.js';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated, not added as a <script>: pages forbid inline scripts (their Content-Security-Policy).
  await page.evaluate(await readFile(path.join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8'));
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run(): Promise<AxeResult> } }).axe;
    const { violations } = await axe.run();
    return violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        help: violation.help,
        nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
      }));
  });
}

export function describeViolations(violations: readonly AxeViolation[]): string {
  return violations.map((v) => `${v.impact} ${v.id} (${v.help})\n  ${v.nodes.join('\n  ')}`).join('\n');
}

export interface FocusStop {
  /** A short description of the focused element. */
  element: string;
  /** Why its focus indicator does not count as visible, or null when it does. */
  problem: string | null;
}

/**
 * Describes the focused element and whether it shows a visible focus ring:
 * an outline at least 2 px wide whose colour contrasts 3:1 (WCAG 1.4.11)
 * with the background around it, on an element that is on screen.
 */
export function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    // Past the last stop the browser's own UI takes focus and the document reports the body: a wrap, not a stop.
    if (!element || element === document.body) return { element: 'body (end of the page)', problem: null };
    const name = `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const parse = (color: string): [number, number, number, number] => {
      const match = color.match(/rgba?\(([^)]+)\)/);
      if (!match) return [0, 0, 0, 0];
      const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    };
    const luminance = ([r, g, b]: number[]) => {
      const channel = (v: number) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const background = (from: Element | null): [number, number, number, number] => {
      for (let node = from; node; node = node.parentElement) {
        const color = parse(getComputedStyle(node).backgroundColor);
        if (color[3] > 0.5) return color;
      }
      return parse(getComputedStyle(document.body).backgroundColor);
    };
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return { element: name, problem: 'not displayed' };
    if (rect.bottom < 0 || rect.top > window.innerHeight || rect.right < 0 || rect.left > window.innerWidth) return { element: name, problem: `off screen at ${Math.round(rect.left)},${Math.round(rect.top)}` };
    const style = getComputedStyle(element);
    if (style.opacity === '0' || style.visibility === 'hidden') return { element: name, problem: 'invisible' };
    if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) < 2) return { element: name, problem: `no outline (${style.outlineStyle} ${style.outlineWidth})` };
    // An outline drawn outside the element sits on its parent's background; one drawn inside, on its own.
    const behind = parseFloat(style.outlineOffset) < 0 ? background(element) : background(element.parentElement);
    const [a, b] = [luminance(parse(style.outlineColor)), luminance(behind)].sort((x, y) => y - x);
    const ratio = (a! + 0.05) / (b! + 0.05);
    return { element: name, problem: ratio < 3 ? `focus ring contrast ${ratio.toFixed(2)}:1 (${style.outlineColor} on rgb(${behind.slice(0, 3).join(',')}))` : null };
  });
}

/** Presses Tab `count` times and reports every focus stop. */
export async function tabThrough(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(await focusStop(page));
  }
  return stops;
}
