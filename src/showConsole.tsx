import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { App } from './App';
import { providers } from './providers';

export function showConsole(root: Root): void {
  root.render(
    <StrictMode>
      <App {...providers} />
    </StrictMode>,
  );
}
