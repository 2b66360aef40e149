import { createAuthProvider } from '@authProvider/index';
import { withEarlyReads } from '@dataProvider/earlyReads';
import { createHttpClient } from '@dataProvider/httpClient';
import { startScriptReads } from '@dataProvider/startScriptReads';

/**
 * Reads the console starts before its code has loaded (src/startup, and index.html's start script
 * before that), answered to the pages that ask.
 */
export const earlyReads = withEarlyReads(createHttpClient(), Date.now, startScriptReads());
/** The console's one HTTP client and auth provider, shared by the light login shell and the console itself. */
export const http = earlyReads.http;
export const authProvider = createAuthProvider({ http });
