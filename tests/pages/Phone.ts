import type { Locator, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations } from '../fixtures';
import { expectNoSidewaysScroll } from './Layout';
import { settled } from './ProjectPages';

/** A phone held upright (390 × 844), driven by touch. */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

/**
 * The page as drawn now fits the phone: no sideways scroll of the page, no serious accessibility
 * violation, touch targets of 24 × 24 px or spaced as far (WCAG 2.2, 2.5.8).
 */
export async function expectFitsPhone(page: Page): Promise<void> {
  await settled(page);
  await expectNoSidewaysScroll(page);
  // Scrolled down, a target passing under the sticky top bar counts as obscured (too small): checked
  // from the top, each target is measured as the page lays it out.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, { touch: true });
}

/** Opens the navigation drawer from the top bar's menu button. */
export async function openNavigation(page: Page) {
  await page.getByRole('button', { name: 'Open the navigation' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Navigation' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** A dialog on a phone covers the whole screen. */
export async function expectFullScreen(dialog: Locator) {
  await expect(dialog).toBeVisible();
  expect(await dialog.boundingBox()).toEqual({ x: 0, y: 0, width: 390, height: 844 });
}
