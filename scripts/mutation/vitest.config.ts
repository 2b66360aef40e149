import type { UserConfig } from 'vite';
import base from '../../vite.config';

/**
 * The tests that speak for the mutated code (stryker.config.mjs): the list frame's own and conformance
 * tests, and the users screen's. Run as one project, each file on its own, so the score does not
 * depend on which other screens happen to render the kit.
 */
const config: UserConfig = {
  ...base,
  test: {
    ...base.test,
    projects: [
      {
        extends: true,
        test: {
          name: 'mutation',
          environment: 'happy-dom',
          setupFiles: ['./src/test/setup.ts'],
          include: [
            'src/common/kit/{ListFrame,ListSection}.test.tsx',
            'src/common/kit/conformance/*.test.tsx',
            'resources/users/*.test.tsx',
          ],
        },
      },
    ],
  },
};

export default config;
