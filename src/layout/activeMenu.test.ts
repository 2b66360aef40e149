import { activeMenu } from './activeMenu';

describe('activeMenu', () => {
  it.each([
    ['/applications', 'continuous-delivery', 'applications'],
    ['/applications/web/envbinding/dev/status', 'continuous-delivery', 'applications'],
    ['/pipelines', 'continuous-delivery', 'pipelines'],
    ['/projects/default/pipelines/build/studio', 'continuous-delivery', 'pipelines'],
    ['/envs', 'continuous-delivery', 'environments'],
    ['/targets', 'continuous-delivery', 'targets'],
    ['/projects', 'continuous-delivery', 'projects'],
    ['/projects/default/summary', 'continuous-delivery', 'projects'],
    ['/addons/cloudshell', 'extension', 'addons'],
    ['/manage/plugins/node-dashboard/config', 'extension', 'addons'],
    ['/definitions/trait/config', 'extension', 'definitions'],
    ['/clusters', 'admin', 'clusters'],
    ['/configs/image-registry/config', 'admin', 'configs'],
    ['/platform/projects', 'admin', 'platformProjects'],
    ['/users', 'admin', 'users'],
    ['/roles', 'admin', 'platformRoles'],
    ['/settings', 'admin', 'settings'],
  ])('%s → %s / %s', (pathname, workspace, menu) => {
    expect(activeMenu(pathname)).toEqual({ workspace, menu });
  });

  it.each(['/notFound', '/plugins/node-dashboard', '/applicationsx', '/'])(
    '%s belongs to no menu',
    (pathname) => {
      expect(activeMenu(pathname)).toBeUndefined();
    },
  );
});
