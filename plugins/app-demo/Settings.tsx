/** @jsxRuntime classic */
import type { PluginConfigPageProps } from '@velaux/data';
import * as React from 'react';
import { wordsNow } from './words';

const field = { display: 'grid', gap: '4px', marginBottom: '16px', maxWidth: '420px' };

/** The demo's settings: a greeting in jsonData and an API token in secureJsonData. */
export const Settings = ({ plugin, onJSONDataChange, onSecureJSONDataChange }: PluginConfigPageProps) => {
  const t = wordsNow();
  const saved = plugin.meta.jsonSetting ?? {};
  const [greeting, setGreeting] = React.useState(typeof saved.greeting === 'string' ? saved.greeting : '');
  const [token, setToken] = React.useState('');
  const [tokenSaved, setTokenSaved] = React.useState(Boolean(plugin.meta.secureJsonFields?.apiToken));
  return (
    <div>
      <label style={field}>
        {t.greeting}
        <input
          value={greeting}
          onChange={(event) => {
            setGreeting(event.target.value);
            onJSONDataChange('greeting', event.target.value);
          }}
        />
      </label>
      <label style={field}>
        {t.token}
        <input
          type="password"
          autoComplete="off"
          value={token}
          placeholder={tokenSaved ? '••••••' : ''}
          onChange={(event) => {
            setToken(event.target.value);
            onSecureJSONDataChange('apiToken', event.target.value);
          }}
        />
      </label>
      {tokenSaved && (
        <p>
          {t.tokenSet}{' '}
          <button
            type="button"
            onClick={() => {
              setTokenSaved(false);
              onSecureJSONDataChange('apiToken', null);
            }}
          >
            {t.resetToken}
          </button>
        </p>
      )}
    </div>
  );
};
