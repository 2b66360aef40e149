// Mutation testing of one kit piece (the list frame and its states) and one screen (the users list and
// its row actions): `npm run mutation`.
// The score says how many deliberate faults in that code some test notices.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'scripts/mutation/vitest.config.ts', related: false },
  // The first run, with coverage per test, takes minutes on a loaded machine.
  dryRunTimeoutMinutes: 30,
  mutate: [
    'src/common/kit/{ListFrame,ErrorState,EmptyState}.tsx',
    'resources/users/{UserList,UserStatusButton,UserRowActions}.tsx',
    'resources/users/userValidation.ts',
  ],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  // Module-level constants (static mutants) rerun every test file; they were 18 % of the mutants and 44 %
  // of the time.
  ignoreStatic: true,
  timeoutMS: 15000,
};
