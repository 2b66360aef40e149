import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heavyPackages } from '../bootChunks';
import type { ChunkInfo } from '../chunkMap';
import { launchBenchBrowser } from './benchBrowser';

export interface LoginBundleReport {
  files: { file: string; gzipBytes: number }[];
  totalGzipBytes: number;
  heavyPackagesLoaded: string[];
}

/** Opens /login in Chromium and measures, from dist/, every JavaScript file the page loaded (gzip -9). */
export async function measureLoginBundle(baseUrl: string, distDir: string): Promise<LoginBundleReport> {
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
    await page.goto(`${baseUrl}/login`, { waitUntil: 'networkidle' });
    const files = [...loaded].sort().map((file) => ({
      file,
      gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
    }));
    const packages = new Set([...loaded].flatMap((file) => chunks[file]?.packages ?? []));
    return {
      files,
      totalGzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0),
      heavyPackagesLoaded: [...packages].filter((pkg) =>
        heavyPackages.some((heavy) => pkg.startsWith(heavy)),
      ),
    };
  } finally {
    await browser.close();
  }
}
