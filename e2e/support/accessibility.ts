import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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
