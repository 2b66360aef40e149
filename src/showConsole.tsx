import CircularProgress from '@mui/material/CircularProgress';
import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { earlyReads } from './authInstance';
import { providers } from './providers';
import { primeSession } from './session/primeSession';

/** As react-admin's own loading page: nothing for a second, a progress after that. */
const PROGRESS_AFTER_MS = 1_000;

export async function showConsole(root: Root): Promise<void> {
  // react-query hands answers to the pages after a timer by default. react-admin's checks chain queries
  // (session, permissions, each access check, then the list), and a timer per step let React render the
  // whole layout again at each one before the first screen: in the task that brought them, the answers
  // of one step render once.
  notifyManager.setScheduler(queueMicrotask);
  const progress = setTimeout(() => {
    const label = providers.i18nProvider.translate('vela.page.loading');
    root.render(<CircularProgress aria-label={label} sx={{ display: 'block', mx: 'auto', my: 8 }} />);
  }, PROGRESS_AFTER_MS);
  // Usually in by now: src/startup asked for it before this code loaded.
  const userInfoRead = earlyReads.read('/api/v1/auth/user_info');
  if (userInfoRead) await primeSession(providers.queryClient, providers.authProvider, userInfoRead);
  clearTimeout(progress);
  root.render(
    <StrictMode>
      <App {...providers} />
    </StrictMode>,
  );
}
