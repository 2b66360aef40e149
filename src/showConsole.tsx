import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { providers } from './providers';

export function showConsole(root: Root): void {
  // react-query hands answers to the pages after a timer by default. react-admin's checks chain queries
  // (session, permissions, each access check, then the list), and a timer per step let React render the
  // whole layout again at each one before the first screen: in the task that brought them, the answers
  // of one step render once.
  notifyManager.setScheduler(queueMicrotask);
  root.render(
    <StrictMode>
      <App {...providers} />
    </StrictMode>,
  );
}
