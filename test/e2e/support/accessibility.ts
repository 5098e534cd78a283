import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Waits until what is fading or moving in has arrived (endless animations, such as a pulse, aside). */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe on what the page shows now (WCAG 2.x A and AA rules) and fails on any serious or
 * critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // Content fading in is part transparent: its colours are measured once the fade has ended.
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious, `axe on ${where}`).toEqual([]);
}
