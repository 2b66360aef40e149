/**
 * The start script (issue 35): scripts/inlineStart.ts bundles it into a classic script in index.html's
 * head, which runs before any module. Signed in, it sends at once what the first screen reads
 * (startReads.ts), in the session's name and with the HTTP client's headers, and the reads that need one
 * of those answers as soon as it comes; the console takes them over (dataProvider/earlyReads.ts), so the
 * data comes in the same network round as the scripts instead of after the entry has run.
 */
import { getToken } from '@authProvider/session/session';
import { REQUEST_TIMEOUT_MS, requestHeaders } from '@dataProvider/requestHeaders';
import type { StartScriptReads } from '@dataProvider/startScriptReads';
import { pageAt, SESSION_READS, START_READS } from './startReads';

const ignore = () => undefined;

function sendStartReads(token: string): StartScriptReads {
  const sent: Record<string, Promise<Response>> = {};
  const send = (path: string) => {
    const response = fetch(path, {
      headers: requestHeaders(token),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // The console reports a failure when a page takes the read; untaken, it is nobody's.
    response.catch(ignore);
    sent[path] = response;
    return response;
  };
  const start = pageAt(window.location.pathname, START_READS);
  for (const path of [...SESSION_READS, ...(start?.page.reads(start.params) ?? [])]) send(path);
  const follow = start?.page.follows?.(start.params);
  const followed = follow
    ? (sent[follow.after] ?? send(follow.after))
        .then((response) => response.clone().json())
        .then((answer) => follow.reads(answer).forEach(send))
        .catch(ignore)
    : Promise.resolve();
  return { token, sent, followed };
}

const token = getToken();
// The login page signs in first; the console asks for its first screen once that is done.
if (token && window.location.pathname !== '/login') globalThis.velaStartReads = sendStartReads(token);
