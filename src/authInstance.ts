import { createAuthProvider } from '@authProvider/index';
import { createHttpClient } from '@dataProvider/httpClient';

/** The console's one HTTP client and auth provider, shared by the light login shell and the console itself. */
export const http = createHttpClient();
export const authProvider = createAuthProvider({ http });
