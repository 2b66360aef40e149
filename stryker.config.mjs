// Mutation testing of one kit piece (the list frame) and one screen (users): `npm run mutation`.
// The score says how many deliberate faults in that code some test notices.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  // The first run, with coverage per test, takes minutes on a loaded machine.
  dryRunTimeoutMinutes: 30,
  mutate: [
    'src/common/kit/{ListFrame,ListBody,ListSection,ErrorState,EmptyState,DeleteButton}.tsx',
    'resources/users/*.{ts,tsx}',
    '!**/*.test.{ts,tsx}',
    '!**/messages*.ts',
    '!**/*Fakes.ts',
    '!**/*Sandbox.ts',
    // The feature's registration: its import.meta.glob must stay a literal for Vite.
    '!resources/users/index.ts',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 60000,
};
