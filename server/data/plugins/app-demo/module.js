// The demo app page plugin: a plain ES module, loaded by the console from this origin. Its shared
// libraries come from the console (docs/plugins.md), never bundled here.
import { createElement as h, useState } from '/plugin-shared/react.js';

const words = {
  en: {
    title: 'Demo App',
    intro: 'This page comes from the app-demo plugin, loaded as a module from the server.',
    greeting: 'Greeting',
    defaultGreeting: 'Hello from the demo plugin',
    clicks: (count) => `Clicked ${count} times`,
    click: 'Click me',
    path: 'Page address',
    token: 'API token',
    tokenSet: 'An API token is saved. Type a new one to replace it.',
    resetToken: 'Reset the API token',
  },
  zh: {
    title: '演示应用',
    intro: '本页面来自 app-demo 插件，由服务器以模块形式加载。',
    greeting: '问候语',
    defaultGreeting: '来自演示插件的问候',
    clicks: (count) => `已点击 ${count} 次`,
    click: '点击',
    path: '页面地址',
    token: 'API 令牌',
    tokenSet: '已保存 API 令牌。输入新的令牌以替换。',
    resetToken: '重置 API 令牌',
  },
};

const wordsFor = (locale) => words[locale] ?? words.en;

function Root({ meta, basename, locale }) {
  const t = wordsFor(locale);
  const [count, setCount] = useState(0);
  const greeting = typeof meta.jsonSetting?.greeting === 'string' ? meta.jsonSetting.greeting : '';
  return h(
    'section',
    { 'aria-labelledby': 'app-demo-title' },
    h('h2', { id: 'app-demo-title' }, t.title),
    h('p', null, t.intro),
    h('p', { 'data-testid': 'app-demo-greeting' }, greeting || t.defaultGreeting),
    h('p', null, `${t.path}: ${basename}`),
    h('button', { type: 'button', onClick: () => setCount(count + 1) }, t.click),
    h('p', { role: 'status' }, t.clicks(count)),
  );
}

function Settings({ plugin, locale, onJSONDataChange, onSecureJSONDataChange }) {
  const t = wordsFor(locale);
  const saved = plugin.meta.jsonSetting ?? {};
  const [greeting, setGreeting] = useState(typeof saved.greeting === 'string' ? saved.greeting : '');
  const [token, setToken] = useState('');
  const [tokenSaved, setTokenSaved] = useState(Boolean(plugin.meta.secureJsonFields?.apiToken));
  const field = { display: 'grid', gap: '4px', marginBottom: '16px', maxWidth: '420px' };
  return h(
    'div',
    null,
    h(
      'label',
      { style: field },
      t.greeting,
      h('input', {
        value: greeting,
        onChange: (event) => {
          setGreeting(event.target.value);
          onJSONDataChange('greeting', event.target.value);
        },
      }),
    ),
    h(
      'label',
      { style: field },
      t.token,
      h('input', {
        type: 'password',
        autoComplete: 'off',
        value: token,
        placeholder: tokenSaved ? '••••••' : '',
        onChange: (event) => {
          setToken(event.target.value);
          onSecureJSONDataChange('apiToken', event.target.value);
        },
      }),
    ),
    tokenSaved &&
      h(
        'p',
        null,
        t.tokenSet,
        ' ',
        h(
          'button',
          {
            type: 'button',
            onClick: () => {
              setTokenSaved(false);
              onSecureJSONDataChange('apiToken', null);
            },
          },
          t.resetToken,
        ),
      ),
  );
}

export const plugin = {
  root: Root,
  configPages: [{ id: 'settings', title: 'Settings', body: Settings }],
};
