import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkInfo } from '../chunkMap';
import { signInAsAlice } from './demoSignIn';
import { heavyPackages } from '../bootChunks';
import { launchBenchBrowser } from './benchBrowser';

export interface ApplicationsPageReport {
  /** From the navigation to /applications until the first application card's link can be clicked. */
  firstCardMs: number;
  packages: string[];
  heavyPackagesLoaded: string[];
}

/**
 * Signs in as a demo developer, opens /applications and times it until the first card is clickable;
 * lists the packages of every JavaScript file loaded on the way (the forms, editors and graphs must
 * not be among them: they load only when a dialog, editor or graph opens).
 */
export async function measureApplicationsPage(
  baseUrl: string,
  distDir: string,
): Promise<ApplicationsPageReport> {
  const chunks = JSON.parse(readFileSync(join(distDir, '.vite/chunks.json'), 'utf8')) as Record<
    string,
    ChunkInfo
  >;
  const browser = await launchBenchBrowser();
  try {
    const page = await browser.newPage();
    const loaded = new Set<string>();
    page.on('response', (res) => {
      const path = new URL(res.url()).pathname.replace(/^\//, '');
      if (path.endsWith('.js')) loaded.add(path);
    });
    await signInAsAlice(page, baseUrl);

    const started = performance.now();
    await page.goto(`${baseUrl}/applications?view=card`);
    const firstCard = page.getByRole('article').first().getByRole('link');
    await firstCard.click({ trial: true, timeout: 30_000 });
    const firstCardMs = performance.now() - started;
    await page.waitForLoadState('networkidle');

    const packages = [...new Set([...loaded].flatMap((file) => chunks[file]?.packages ?? []))].sort();
    return {
      firstCardMs,
      packages,
      heavyPackagesLoaded: packages.filter((pkg) => heavyPackages.some((heavy) => pkg.startsWith(heavy))),
    };
  } finally {
    await browser.close();
  }
}
