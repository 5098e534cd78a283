import type { Page } from '@playwright/test';
import { type CaptureOptions, capture } from './capture.ts';
import { expectNoPageOverflow } from './layout.ts';

/**
 * The screen as it is at the desktop width, then at a phone's (no sideways scrolling there), pictured
 * as `<name>-1280` and `<name>-390`; the window is then given back its size.
 */
export async function captureBoth(page: Page, name: string, options: CaptureOptions = {}): Promise<void> {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  await capture(page, `${name}-1280`, options);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoPageOverflow(page);
  await capture(page, `${name}-390`, options);
  await page.setViewportSize(before);
}
