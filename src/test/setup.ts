import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A ceiling for what never comes, not a pace: whole-console renders load lazy pages on first use, and
// beside a second suite plus other work on 2 cores (load average 10) a 5 ms fake answer took over 5 s
// to reach the page (CloudConnect's second page, in two suites at once).
configure({ asyncUtilTimeout: 15000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
});
