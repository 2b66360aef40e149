import { appResource, isReadOnlyApp, SOURCE_OF_TRUTH_LABEL } from './application';

describe('isReadOnlyApp', () => {
  it.each([
    ['an addon application the server marks', { readOnly: true }, true],
    ['an addon application by its label', { labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-inner-system' } }, true],
    [
      'an application synced from a cluster',
      { labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-k8s-resource' } },
      true,
    ],
    ['an application made in the console', { labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-velaux' } }, false],
    ['an application without labels', { readOnly: false }, false],
  ])('%s', (_, app, expected) => {
    expect(isReadOnlyApp(app)).toBe(expected);
  });

  it('treats an application not loaded yet as writable', () => {
    expect(isReadOnlyApp(undefined)).toBe(false);
  });
});

describe('appResource', () => {
  it('names the application, or something inside it', () => {
    expect(appResource('default', 'web')).toBe('project:default/application:web');
    expect(appResource('default', 'web', 'component:*')).toBe('project:default/application:web/component:*');
  });
});
