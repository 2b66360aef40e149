/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkMap } from './scripts/chunkMap.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const sandboxUrl = process.env.VELA_DEV_API ?? 'http://localhost:8001';

export default defineConfig({
  plugins: [react(), chunkMap()],
  resolve: {
    alias: {
      '@src': dir('./src'),
      '@resources': dir('./resources'),
      '@dataProvider': dir('./dataProvider'),
      '@authProvider': dir('./authProvider'),
      '@schemas': dir('./schemas'),
    },
  },
  worker: { format: 'es' },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 4000 },
  server: {
    port: Number(process.env.PORT ?? 8000),
    proxy: { '/api': sandboxUrl, '/dex': sandboxUrl, '/view': sandboxUrl },
  },
  test: {
    globals: true,
    pool: 'forks',
    testTimeout: 20000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            '{src,resources,dataProvider,authProvider,schemas,server,tests/contract,scripts}/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['{src,resources,dataProvider,authProvider,schemas}/**/*.test.tsx'],
        },
      },
    ],
  },
});
