import { createAuthProvider } from '@authProvider/index';
import { withEarlyReads } from '@dataProvider/earlyReads';
import { createHttpClient } from '@dataProvider/httpClient';

/** Reads the console starts before its code has loaded (src/startup), answered to the pages that ask. */
export const earlyReads = withEarlyReads(createHttpClient());
/** The console's one HTTP client and auth provider, shared by the light login shell and the console itself. */
export const http = earlyReads.http;
export const authProvider = createAuthProvider({ http });
