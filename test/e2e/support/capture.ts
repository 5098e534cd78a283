import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { animationsSettled, expectNoSeriousA11yViolations } from './accessibility.ts';

export const screenshotPath = (name: string) => `test/artifacts/screenshots/${name}.png`;

export interface CaptureOptions {
  /** The whole page from the top (default), or only the viewport as it is now (dialogs, menus). */
  fullPage?: boolean;
  /** Drops focus first, so no focus ring lands in the picture (for pages, not for a form's errors). */
  blur?: boolean;
  /** False only for a page that is not LanePay's (the local stand-in for the identity provider). */
  checkAccessibility?: boolean;
}

/**
 * Every picture a journey takes is also an accessibility check of what it shows: once the loading
 * skeletons are gone, the screenshot is saved and axe must find no serious or critical violation.
 */
export async function capture(page: Page, name: string, options: CaptureOptions = {}): Promise<void> {
  const { fullPage = true, blur = false, checkAccessibility = true } = options;
  await expect(page.locator('[role="status"][data-kind]')).toHaveCount(0);
  await animationsSettled(page);
  await page.evaluate(
    ({ scroll, unfocus }) => {
      if (unfocus) (document.activeElement as HTMLElement | null)?.blur();
      if (scroll) window.scrollTo(0, 0);
    },
    { scroll: fullPage, unfocus: blur },
  );
  await page.screenshot({ path: screenshotPath(name), fullPage, animations: 'disabled' });
  if (checkAccessibility) await expectNoSeriousA11yViolations(page, name);
}
