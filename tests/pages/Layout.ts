import { expect, type Locator, type Page } from '@playwright/test';

/**
 * What of a region's headings, terms and buttons sticks out past its sides or breaks its text over more
 * than one line, as "text: why"; empty when all of it fits.
 */
function misfits(region: Element): string[] {
  const edge = region.getBoundingClientRect();
  const found: string[] = [];
  for (const element of region.querySelectorAll('h2, h3, dt, button')) {
    const box = element.getBoundingClientRect();
    const text = element.textContent?.trim() ?? '';
    if (box.width === 0 || text === '') continue;
    if (box.left < edge.left - 0.5 || box.right > edge.right + 0.5) found.push(`${text}: past the edge`);
    const lineTops = new Set<number>();
    const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) if (rect.width > 0) lineTops.add(Math.round(rect.top));
    }
    if (lineTops.size > 1) found.push(`${text}: on ${lineTops.size} lines`);
  }
  return found;
}

/** Every heading, term and button of the region lies inside it, each on one line. */
export async function expectEverythingFits(region: Locator): Promise<void> {
  await expect.poll(() => region.evaluate(misfits)).toEqual([]);
}

/** Nothing on the page reaches past the window's right edge, so the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    )
    .toBe(0);
}
