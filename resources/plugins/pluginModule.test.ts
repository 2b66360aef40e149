import { createElement } from 'react';
import { moduleAddress, pluginOf } from './pluginModule';

const info = { version: '1.0.0' } as never;

describe('moduleAddress', () => {
  it('imports an external plugin from /public on this origin, per version', () => {
    expect(moduleAddress({ module: 'plugins/app-demo/module', info })).toBe(
      '/public/plugins/app-demo/module.js?_cache=1.0.0',
    );
  });

  it.each([
    'https://evil.example/module',
    '//evil.example/module',
    '/plugins/app-demo/module',
    'plugins/../../evil/module',
    'plugins/app-demo/..%2fmodule',
    'javascript:alert(1)',
    '',
  ])('refuses %s', (module) => {
    expect(moduleAddress({ module, info })).toBeUndefined();
  });
});

describe('pluginOf', () => {
  const Page = () => createElement('p', null, 'page');

  it('takes the root page and the config pages that have a component', () => {
    const loaded = pluginOf({
      plugin: {
        root: Page,
        configPages: [
          { id: 'a', title: 'A', body: Page },
          { id: 'b', title: 'B' },
        ],
      },
    });
    expect(loaded.root).toBe(Page);
    expect(loaded.configPages.map(({ id }) => id)).toEqual(['a']);
  });

  it.each([[{}], [{ plugin: 'nope' }], [{ plugin: { root: 'nope' } }], [null]])(
    'offers nothing for %j',
    (module) => {
      expect(pluginOf(module)).toEqual({ root: undefined, configPages: [], resources: [] });
    },
  );
});
