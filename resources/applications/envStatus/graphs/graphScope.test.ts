import { graphScope, type ScopeBinding } from './graphScope';

const BINDINGS: ScopeBinding[] = [
  { name: 'dev', appDeployName: '', appDeployNamespace: 'dev-ns', targets: [] },
  {
    name: 'prod',
    appDeployName: 'web-prod',
    appDeployNamespace: 'prod-ns',
    targets: [{ name: 'east', alias: 'East', cluster: { clusterName: 'east-1', namespace: 'web' } }],
  },
];

describe('the scope of an environment’s graph', () => {
  it('is the binding’s deployed name and namespace, the application’s name when none is deployed under another', () => {
    expect(graphScope(BINDINGS, { appName: 'web', envName: 'dev' })).toEqual({
      appName: 'web',
      appNs: 'dev-ns',
    });
    expect(graphScope(BINDINGS, { appName: 'web', envName: 'prod' })).toEqual({
      appName: 'web-prod',
      appNs: 'prod-ns',
    });
  });

  it('narrows to the chosen target’s cluster and namespace and to the chosen component', () => {
    expect(
      graphScope(BINDINGS, { appName: 'web', envName: 'prod', targetName: 'east', componentName: 'api' }),
    ).toEqual({
      appName: 'web-prod',
      appNs: 'prod-ns',
      componentName: 'api',
      cluster: 'east-1',
      clusterNs: 'web',
    });
  });

  it('is unknown while the bindings load and when the application is not bound to the environment', () => {
    expect(graphScope(undefined, { appName: 'web', envName: 'dev' })).toBeUndefined();
    expect(graphScope(BINDINGS, { appName: 'web', envName: 'staging' })).toBeUndefined();
  });
});
