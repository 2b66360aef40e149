/** @jsxRuntime classic */
import type { AppRootProps } from '@velaux/data';
import * as React from 'react';
import { wordsNow } from './words';

/** The demo's page: the greeting its settings hold, and a counter. */
export const App = ({ meta, basename }: AppRootProps) => {
  const t = wordsNow();
  const [count, setCount] = React.useState(0);
  const greeting = 'jsonSetting' in meta ? meta.jsonSetting?.greeting : undefined;
  return (
    <section aria-labelledby="app-demo-title">
      <h2 id="app-demo-title">{t.title}</h2>
      <p>{t.intro}</p>
      <p data-testid="app-demo-greeting">
        {typeof greeting === 'string' && greeting ? greeting : t.defaultGreeting}
      </p>
      <p>{`${t.path}: ${basename}`}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        {t.click}
      </button>
      <p role="status">{t.clicks(count)}</p>
    </section>
  );
};
