import { features } from '@src/features';
import { activeMenu as activeMenuIn } from './activeMenu';
import { workspacesOf } from './navigation';

const workspaces = workspacesOf(features);
const activeMenu = (pathname: string) => activeMenuIn(pathname, workspaces);

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
    expect(activeMenu(pathname)).toMatchObject({ workspace, menu });
  });

  it.each([
    ['/clusters', 'list', 'cluster:*'],
    ['/configs/image-registry/config', 'list', 'config:*'],
    ['/platform/projects', 'list', 'project:*'],
    ['/users', 'list', 'user:*'],
    ['/roles', 'list', 'role:*'],
    ['/settings', 'update', 'systemSetting'],
    ['/targets', 'list', 'target:*'],
    ['/definitions/trait/config', 'list', 'definition:*'],
    ['/addons/fluxcd', 'list', 'addon:*'],
    ['/manage/plugins', 'list', 'addon:*'],
    ['/projects/default/pipelines', 'list', 'project:?/pipeline:*'],
  ])('%s needs its menu permission: %s %s', (pathname, action, resource) => {
    expect(activeMenu(pathname)?.access).toEqual({ action, resource });
  });

  it('leaves the projects a user belongs to open to every user', () => {
    expect(activeMenu('/projects/default/summary')?.access).toBeUndefined();
  });

  it.each(['/notFound', '/plugins/node-dashboard', '/applicationsx', '/'])(
    '%s belongs to no menu',
    (pathname) => {
      expect(activeMenu(pathname)).toBeUndefined();
    },
  );
});
