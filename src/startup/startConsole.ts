import { getToken } from '@authProvider/session/session';
import type { Root } from 'react-dom/client';
import { earlyReads } from '../authInstance';
import { loadOnce } from '../routing/lazyNamed';
import { START_PAGES, startPageAt, type StartPage } from './startPages';
import { SESSION_READS } from './startReads';

const ignore = () => undefined;

/**
 * Signed in, asks at once for what the first screen needs (issue 35): who is signed in, the plugins (their
 * menus), and, on a start page, its module and its first reads, then the reads that need one of those as
 * soon as its answer comes. index.html's start script has sent the reads already, normally: only what it
 * did not send is asked here. The code that needs each later takes it over (the HTTP client answers it
 * from the early read), so nothing is asked twice.
 */
export function startFirstScreen(pathname: string, pages: readonly StartPage[] = START_PAGES): void {
  if (!getToken()) return;
  for (const path of SESSION_READS) earlyReads.read(path);
  const start = startPageAt(pathname, pages);
  if (!start) return;
  for (const path of start.page.reads(start.params)) earlyReads.read(path);
  for (const load of start.page.modules) loadOnce(load).catch(ignore);
  const follow = start.page.follows?.(start.params);
  if (!follow) return;
  const after = earlyReads.read(follow.after);
  // Once the start script has sent its own following reads, so as not to send them a second time.
  if (after)
    Promise.all([after, earlyReads.startScriptTaken]).then(([{ json }]) => {
      for (const path of follow.reads(json)) earlyReads.read(path);
    }, ignore);
}

/** Loads the console and shows it in `root`, its first screen's requests sent beside its code. */
export async function startConsole(root: Root, pathname = window.location.pathname): Promise<void> {
  // The reads first: the browser sends a few requests at a time to one server, in the order asked, and
  // the data would otherwise wait behind some forty scripts.
  startFirstScreen(pathname);
  await (await import('../showConsole')).showConsole(root);
}
