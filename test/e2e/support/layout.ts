import { expect, type Page } from '@playwright/test';

/**
 * Waits until the page is no wider than the window (no sideways scrolling), failing with `what`
 * when it stays wider: after a resize or navigation the layout may need a frame or two to settle
 * (the device class is set on resize), so the width is polled rather than read once.
 */
export async function expectNoPageOverflow(page: Page, what = 'page wider than the window'): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth), {
      message: what,
    })
    .toBeLessThanOrEqual(0);
}
