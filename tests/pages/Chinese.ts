import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/** A message key shown instead of its text: a catalog path, or the bare key of an application resource. */
const RAW_KEY = /^(resources|ra)\.|^app[A-Z]\w*(\.|$)/;

/** Switches the console to Chinese with the header's language menu. */
export async function switchToChinese(page: Page) {
  await page.getByRole('button', { name: 'Language: English' }).click();
  await page.getByRole('menuitem', { name: '中文' }).click();
  await expect(page.getByRole('button', { name: '语言: 中文' })).toBeVisible();
}

/** Every text and accessible label inside `part`: none is a message key, none is one of `english`. */
export async function expectNoLeaks(part: Locator, english: string[] = []) {
  const shown = await part.evaluate((root) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '');
    for (const labelled of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
      for (const name of ['aria-label', 'placeholder', 'title'])
        texts.push(labelled.getAttribute(name) ?? '');
    }
    return texts.map((text) => text.trim()).filter(Boolean);
  });
  expect(shown.filter((text) => RAW_KEY.test(text))).toEqual([]);
  expect(shown.filter((text) => english.includes(text))).toEqual([]);
}
