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

// A resource the console builds from this declaration alone (docs/declared-resources.md), shown at
// /plugins/app-demo/demoNotes; it reads the sandbox's demo release notes endpoint.
const demoNotes = {
  name: 'demoNotes',
  icon: 'newReleases',
  label: { en: 'Demo Release Notes', zh: '演示发布说明' },
  provider: 'simple-rest',
  path: '/release-notes',
  idField: 'version',
  permission: 'releaseNote',
  menu: { workspace: 'extension' },
  columns: [
    { source: 'version', label: { en: 'Version', zh: '版本' } },
    { source: 'title', label: { en: 'Title', zh: '标题' } },
  ],
  form: [
    {
      jsonKey: 'version',
      uiType: 'Input',
      label: { en: 'Version', zh: '版本' },
      validate: { required: true, pattern: '^\\d+\\.\\d+\\.\\d+$', immutable: true },
    },
    { jsonKey: 'title', uiType: 'Input', label: { en: 'Title', zh: '标题' }, validate: { required: true } },
  ],
  texts: {
    new: { en: 'New Demo Note', zh: '新建演示说明' },
    edit: { en: 'Edit Demo Note', zh: '编辑演示说明' },
    created: { en: 'Demo note created', zh: '演示说明已创建' },
    updated: { en: 'Demo note updated', zh: '演示说明已更新' },
    deleted: { en: 'Demo note deleted', zh: '演示说明已删除' },
  },
};

export const plugin = {
  root: Root,
  configPages: [{ id: 'settings', title: 'Settings', body: Settings }],
  resources: [demoNotes],
};
