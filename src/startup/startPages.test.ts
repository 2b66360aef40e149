import { findOperation } from '../../contract/contract';
import { START_PAGE_MODULES } from './startPageModules';
import { START_PAGES, startPageAt } from './startPages';
import { matchPattern } from './startReads';

describe('start pages', () => {
  it('match their addresses with the parameters decoded, and nothing longer or shorter', () => {
    expect(matchPattern('/applications/:appName/config', '/applications/my%20app/config')).toEqual({
      appName: 'my app',
    });
    expect(matchPattern('/applications', '/applications/')).toEqual({});
    expect(matchPattern('/applications', '/applications/hello-world')).toBeUndefined();
    expect(matchPattern('/applications/:appName/config', '/applications//config')).toBeUndefined();
    expect(matchPattern('/applications/:appName/config', '/applications/%E0%A4%A/config')).toBeUndefined();
    expect(startPageAt('/projects')).toBeUndefined();
  });

  it("read only the contract's operations, each page its own application", () => {
    const params = { appName: 'hello world', envName: 'default' };
    for (const page of START_PAGES) {
      for (const path of page.reads(params)) expect(findOperation('GET', path), path).toBeDefined();
    }
    const config = startPageAt('/applications/hello%20world/config');
    expect(config?.page.reads(config.params)[0]).toBe('/api/v1/applications/hello%20world');
  });

  it('load the modules the build preloads for their addresses (startPageModules.ts)', async () => {
    expect(Object.keys(START_PAGE_MODULES)).toEqual(START_PAGES.map((page) => page.pattern));
    for (const page of START_PAGES) {
      const loaded = await Promise.all(page.modules.map((load) => load()));
      const preloaded = await Promise.all(
        START_PAGE_MODULES[page.pattern].map((path) => import(/* @vite-ignore */ `../../${path}`)),
      );
      expect(loaded, page.pattern).toEqual(preloaded);
    }
  });

  it('read the env status page’s resource graph from where its binding deploys the application', () => {
    const status = startPageAt('/applications/web/envbinding/prod/status');
    const follow = status?.page.follows?.(status.params);
    expect(follow?.after).toBe('/api/v1/applications/web/envs');
    const bindings = [
      { name: 'dev', appDeployName: '', appDeployNamespace: 'dev-ns', targets: [] },
      { name: 'prod', appDeployName: '', appDeployNamespace: 'prod-ns', targets: [] },
    ];
    const [tree, ...more] = follow?.reads({ envBindings: bindings }) ?? [];
    expect(more).toEqual([]);
    expect(new URL(tree, 'http://console').searchParams.get('velaql')).toBe(
      'application-resource-tree-view{appName=web,appNs=prod-ns}.status',
    );
    expect(findOperation('GET', tree)).toBeDefined();
    expect(follow?.reads({ envBindings: [] })).toEqual([]);
  });
});
