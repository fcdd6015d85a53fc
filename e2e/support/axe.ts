import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: what the suite must pass on every screen. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const blocking = new Set(['serious', 'critical']);

type Finding = { rule: string; impact: string; help: string; targets: string[]; summary: string };

/**
 * Waits for the page's finite animations to end. Halfway through a fade-in (a toast, a drawer)
 * text is drawn partly transparent, and axe measures the blended colours as they are at that
 * instant: a contrast the user never reads. Endless ones (spinners) are not waited for.
 */
async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.playState === 'running' && Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)));
    // A cancelled animation rejects `finished`: it has ended all the same.
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** What axe finds on the page as it is now, each rule once with the nodes it failed on. */
export async function auditPage(page: Page): Promise<Finding[]> {
  await settleAnimations(page);
  // Legacy mode runs axe in the page itself: the suite has no cross-origin frame, and the default
  // mode opens a second page for every audit (seconds each on a busy machine).
  const results = await new AxeBuilder({ page }).withTags(wcagTags).setLegacyMode(true).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summary: violation.nodes[0]?.failureSummary?.replace(/\s+/g, ' ').trim() ?? '',
  }));
}

const describe = (finding: Finding) =>
  `  [${finding.impact}] ${finding.rule}: ${finding.help} (${finding.targets.length} node${finding.targets.length === 1 ? '' : 's'})\n` +
  finding.targets
    .slice(0, 8)
    .map((target) => `      ${target}`)
    .join('\n') +
  `\n      ${finding.summary.slice(0, 400)}`;

/**
 * Fails when axe finds a serious or critical WCAG 2.1 AA violation on the page as it is now,
 * listing each rule with its targets and what to fix. `label` names the state in the failure.
 * Moderate and minor findings do not fail (they are listed with a decision in docs/accessibility.md).
 */
export async function expectNoSeriousViolations(page: Page, label: string): Promise<void> {
  const findings = (await auditPage(page)).filter((finding) => blocking.has(finding.impact));
  expect.soft(findings.length, `axe, ${label}:\n${findings.map(describe).join('\n')}`).toBe(0);
}
