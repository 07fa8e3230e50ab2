import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** One axe-core finding worth failing on, short enough to read in a test failure. */
export interface SeriousViolation {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core over the page (WCAG 2.1 A/AA rules and axe's best practices) and answers the
 * violations of impact serious or critical, each with the elements it found.
 */
export async function seriousViolations(page: Page): Promise<SeriousViolation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((node) => node.target.join(' ')),
    }));
}

export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/**
 * Expects no serious or critical violation in the state the page is in, at its own width and,
 * with `bothWidths`, at the other one too (desktop ↔ 390 px phone): a state a journey reaches
 * once is then checked where the layout differs, without reaching it twice. The viewport is put
 * back afterwards. `state` names the state in the failure.
 */
export async function expectAccessible(page: Page, state: string, bothWidths = false): Promise<void> {
  const own = page.viewportSize() ?? DESKTOP;
  const sizes = bothWidths ? [own, own.width < 500 ? DESKTOP : PHONE] : [own];
  for (const size of sizes) {
    if (size !== own) await page.setViewportSize(size);
    expect({ state, width: size.width, violations: await seriousViolations(page) }).toEqual({
      state,
      width: size.width,
      violations: [],
    });
  }
  if (sizes.length > 1) await page.setViewportSize(own);
}
