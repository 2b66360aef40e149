import { createElement } from 'react';
import { moduleAddress, pluginOf } from './pluginExport';
import { managedPlugin } from './testing/pluginFixtures';
import { AppPagePlugin, type AppPluginMeta } from './velaux/data';

const info = { version: '1.0.0' } as never;

describe('moduleAddress', () => {
  it('loads an external plugin from /public on this origin, per version', () => {
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
  const meta = managedPlugin({ enabled: true });

  it('takes the root page and the config page of an AppPagePlugin, after handing it its meta', () => {
    const seen: AppPluginMeta[] = [];
    class DemoPlugin extends AppPagePlugin {
      override init(given: AppPluginMeta) {
        seen.push(given);
      }
    }
    const plugin = new DemoPlugin().setRootPage(Page).addConfigPage({ id: 'a', title: 'A', body: Page });
    const loaded = pluginOf({ plugin }, meta);
    expect(loaded.root).toBe(Page);
    expect(loaded.configPages.map(({ id }) => id)).toEqual(['a']);
    expect(seen).toEqual([meta]);
    expect(plugin.meta).toBe(meta);
  });

  it('takes a list of config pages too, those with a component only', () => {
    const loaded = pluginOf(
      {
        plugin: {
          root: Page,
          configPages: [
            { id: 'a', title: 'A', body: Page },
            { id: 'b', title: 'B' },
          ],
        },
      },
      meta,
    );
    expect(loaded.configPages.map(({ id }) => id)).toEqual(['a']);
  });

  it.each([[{}], [{ plugin: 'nope' }], [{ plugin: { root: 'nope' } }], [null]])(
    'offers nothing for %j',
    (module) => {
      expect(pluginOf(module, meta)).toEqual({ root: undefined, configPages: [], resources: [] });
    },
  );
});
