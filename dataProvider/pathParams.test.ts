import { fillPathParams } from './pathParams';

describe('nested resource paths', () => {
  it('fills every parameter of a nested path from meta, else from the filter, and encodes it', () => {
    const path = '/applications/{app}/components/{component}/traits';
    expect(fillPathParams('traits', path, { meta: { app: 'my app', component: 'web' } })).toBe(
      '/applications/my%20app/components/web/traits',
    );
    expect(fillPathParams('traits', path, { meta: { app: 'a' }, filter: { app: 'b', component: 'c' } })).toBe(
      '/applications/a/components/c/traits',
    );
  });

  it('names the missing parameter of a nested path', () => {
    const path = '/applications/{app}/components/{component}/traits';
    expect(() => fillPathParams('traits', path, { meta: { app: 'a' } })).toThrow(
      'traits needs meta.component',
    );
    expect(() => fillPathParams('traits', path, { filter: { app: '', component: 'c' } })).toThrow(
      'traits needs meta.app',
    );
  });
});
