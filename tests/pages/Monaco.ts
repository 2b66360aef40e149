import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/** The parts of Monaco's API the journeys reach, exposed as `window.monaco` by `globalAPI`. */
interface MonacoWindow {
  MonacoEnvironment?: { globalAPI?: boolean };
  monaco?: { editor: { getModels(): { getValue(): string; setValue(text: string): void }[] } };
}

/** Monaco exposes its API on window when the environment asks for it before Monaco loads. */
export async function exposeMonaco(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as MonacoWindow).MonacoEnvironment = { globalAPI: true };
  });
}

/**
 * Sets the text of the editor named `label` at once, as a paste would: typing key by key into Monaco
 * can drop characters. The page must have called `exposeMonaco` before it loaded.
 */
export async function setEditorText(page: Page, label: string, text: string) {
  await expect(page.getByRole('textbox', { name: label })).toBeAttached();
  await page.waitForFunction(() => !!(window as unknown as MonacoWindow).monaco?.editor.getModels().length);
  await page.evaluate((value) => {
    (window as unknown as MonacoWindow).monaco?.editor.getModels()[0].setValue(value);
  }, text);
}
