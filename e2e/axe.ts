// What the browser tests' accessibility checks share: axe-core over the page (or one part of it),
// failing on any serious or critical violation with the rule, the elements and what to fix.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe over the page, or over the elements `part.include` selects, less those `part.exclude` does. Two settings make a scan about three
 * times faster (measured: 22-27 s down to 7 s for the board on a loaded two-core machine) and find
 * the same violations:
 * - legacy mode: axe.run in the page itself. The default runs axe.runPartial in each frame, then
 *   opens a new blank page to run axe.finishRun there: two more injections of axe's 550 kB and a
 *   page per scan, for the frames this page doesn't have (it has no iframe).
 * - resultTypes ['violations']: axe still runs every rule on every element, but builds selectors
 *   for a single passing element per rule rather than for all of them; passes are never read here.
 * Gives the number of violations of any impact (the minor and moderate ones pass).
 */
export async function expectNoSeriousViolations(page: Page, view: string, part: { include?: string; exclude?: string } = {}): Promise<number> {
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (part.include) builder.include(part.include);
  if (part.exclude) builder.exclude(part.exclude);
  const results = await builder.analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${view}: ${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')}: ${n.failureSummary}`).join('\n')}`);
  expect(serious, serious.join('\n\n')).toEqual([]);
  return results.violations.length;
}
