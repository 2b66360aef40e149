import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromium';

/** Chromium as every bench drives it: the journeys' launch options. */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}
