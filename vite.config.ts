/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { bootChunkGroups } from './scripts/bootChunks.ts';
import { chunkMap } from './scripts/chunkMap.ts';
import { inlineStart } from './scripts/inlineStart.ts';
import { pluginModules } from './scripts/pluginModules.ts';
import { startPreloads } from './scripts/startPreloads.ts';
import { START_PAGE_MODULES } from './src/startup/startPageModules.ts';

const dir = (p: string) => fileURLToPath(new URL(p, import.meta.url));
/** Component tests that mock modules, stub globals or spy on shared objects: each gets modules of its own. */
const ISOLATED_DOM_TESTS = [
  'resources/configs/ConfigForm.test.tsx',
  'resources/definitions/DefinitionUiSchema.test.tsx',
  'schemas/VelaForm.fixtures.test.tsx',
  'schemas/VelaForm.renders.test.tsx',
  'schemas/code/CodeEditor.test.tsx',
  'resources/definitions/form/DefinitionPropertiesInput.test.tsx',
  'resources/applications/revisions/RevisionsPage.test.tsx',
  'resources/applications/envStatus/StatusPage.test.tsx',
  'src/common/code/YamlView.test.tsx',
  'resources/applications/detail/DryRun.test.tsx',
  'resources/applications/list/NewApplicationDialog.test.tsx',
  'src/i18n/consoleStore.test.tsx',
  'src/layout/ErrorBoundary.test.tsx',
  'src/pages/Login/LoginPage.dex.test.tsx',
  'src/telemetry/TelemetryReporter.test.tsx',
  'resources/pipelines/studio/PipelineStudio.test.tsx',
  'resources/plugins/PluginPages.test.tsx',
  'src/layout/UserMenu.test.tsx',
  'src/common/polling.test.tsx',
];
const sandboxUrl = process.env.VELA_DEV_API ?? 'http://localhost:8001';

export default defineConfig({
  plugins: [
    react(),
    chunkMap(),
    pluginModules(),
    startPreloads(START_PAGE_MODULES, dir('./')),
    inlineStart(dir('./src/startup/startScript.ts')),
  ],
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
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            ...bootChunkGroups({
              entry: dir('./src/main.tsx'),
              console: dir('./src/showConsole.tsx'),
              pages: dir('./resources/'),
            }),
            // Each feature loads its Chinese words when the console switches to Chinese: one chunk for all of them.
            { name: 'zh', test: /messages\.zh\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 8000),
    proxy: {
      '/api': sandboxUrl,
      '/dex': sandboxUrl,
      '/view': { target: sandboxUrl, ws: true },
      '/public/plugins': sandboxUrl,
      '/proxy/plugins': sandboxUrl,
    },
  },
  test: {
    globals: true,
    pool: 'forks',
    // Vitest leaves a core to its main process, which alone on 2 cores means one worker; component tests
    // spend much of their time waiting for timers, so a worker per core finished the suite in 2/3 of the time.
    maxWorkers: availableParallelism(),
    // A ceiling for a stuck test, not a pace: with a second test suite beside it on 2 cores, a whole-console
    // test (CloudConnect's paging and connecting) took 17.6 s, close to the former 20 s.
    testTimeout: 45000,
    // The same ceiling for hooks: the layer tests read the whole console's module graph in beforeAll, which
    // passed Vitest's 10 s default beside five other test processes on 2 cores (load average 20).
    hookTimeout: 45000,
    coverage: {
      provider: 'v8',
      include: ['{src,resources,dataProvider,authProvider,schemas,server}/**/*.{ts,tsx}'],
      // Test support (harnesses, fakes) is not what the tests measure.
      exclude: [
        '**/*.test.{ts,tsx}',
        '**/*.d.ts',
        'src/test/**',
        '**/*Fakes.ts',
        '**/*Sandbox.ts',
        'dataProvider/httpClientTesting.ts',
        'server/testing.ts',
      ],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
      // The figure is read before and after a change to the tests: a slow or failing test must not hide it.
      reportOnFailure: true,
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Server and pure-logic tests share one module graph per worker: importing the server (fastify, the
          // contract's validators) afresh for each of 170 files was 3/4 of this project's time.
          isolate: false,
          include: [
            '{src,resources,dataProvider,authProvider,schemas,server,tests/contract,scripts,deploy}/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          // Most component tests share one module graph: per-file isolation cost them 40 % of their time.
          name: 'dom',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          include: ['{src,resources,dataProvider,authProvider,schemas}/**/*.test.tsx'],
          exclude: ISOLATED_DOM_TESTS,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          include: ISOLATED_DOM_TESTS,
        },
      },
    ],
  },
});
