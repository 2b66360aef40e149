/**
 * Access table, platform part: sign-in, users, platform RBAC, projects and their members, roles,
 * permissions and configs, clusters, targets, addons, definitions, plugins and the helpers.
 */
import { sampleKubeConfig } from '../../runtime/clusterInfo';
import { adminOnly, developers, members, open, row, signedIn, type AccessRow } from './expectations';

const password = 'VelaUX12345';
const registry = { name: 'image-registry', namespace: 'vela-system' };
const helmRepository = { name: 'helm-repository', namespace: 'vela-system' };
const cloudKeys = { accessKeyID: '', accessKeySecret: 'x' };
const chartRepo = 'repoUrl=https://charts.bitnami.com/bitnami';
const podsOfHelloWorld = 'component-pod-view{appName=hello-world, appNs=default}.status';

export const signInRows: AccessRow[] = [
  open('GET /api/v1/auth/login_type', 200),
  open('GET /api/v1/auth/admin_configured', 200),
  open('GET /api/v1/auth/dex_config', 200),
  open('PUT /api/v1/auth/init_admin', 400, { name: 'root', email: 'root@example.com', password }),
  open('POST /api/v1/auth/login', 200, { username: 'bob', password }),
  // No RefreshToken header: an empty token is malformed (12005, HTTP 403) for everyone.
  open('GET /api/v1/auth/refresh_token', 403),
  signedIn('GET /api/v1/auth/user_info'),
  signedIn('GET /api/v1/system_info'),
  adminOnly('PUT /api/v1/system_info', 200, { enableCollection: false, loginType: 'local' }),
];

export const userAndRbacRows: AccessRow[] = [
  adminOnly('GET /api/v1/users'),
  adminOnly('POST /api/v1/users', 200, {
    name: 'matrix-user',
    alias: 'Matrix',
    email: 'matrix@example.com',
    password,
    roles: [],
  }),
  adminOnly('GET /api/v1/users/bob'),
  adminOnly('PUT /api/v1/users/matrix-user', 200, { alias: 'Matrix User' }),
  adminOnly('GET /api/v1/users/matrix-user/disable'),
  adminOnly('GET /api/v1/users/matrix-user/enable'),
  adminOnly('DELETE /api/v1/users/matrix-user'),
  adminOnly('GET /api/v1/roles'),
  adminOnly('POST /api/v1/roles', 200, { name: 'matrix-role', permissions: ['project-list'] }),
  adminOnly('PUT /api/v1/roles/matrix-role', 200, { alias: 'Matrix', permissions: ['project-list'] }),
  adminOnly('DELETE /api/v1/roles/matrix-role'),
  adminOnly('GET /api/v1/permissions'),
  adminOnly('POST /api/v1/permissions', 200, {
    name: 'matrix-permission',
    resources: ['project:*'],
    actions: ['list'],
  }),
  adminOnly('DELETE /api/v1/permissions/matrix-permission'),
];

export const projectRows: AccessRow[] = [
  // The real server checks `list` on `project:*`, which no project role reaches.
  adminOnly('GET /api/v1/projects'),
  adminOnly('POST /api/v1/projects', 200, { name: 'matrix-project', owner: 'admin' }),
  members('GET /api/v1/projects/default'),
  adminOnly('PUT /api/v1/projects/default', 200, { alias: 'Default', owner: 'admin' }),
  members('GET /api/v1/projects/default/targets'),
  members('GET /api/v1/projects/default/users'),
  adminOnly('POST /api/v1/projects/default/users', 200, { userName: 'grace', userRoles: ['project-viewer'] }),
  adminOnly('PUT /api/v1/projects/default/users/grace', 200, { userRoles: ['app-developer'] }),
  adminOnly('DELETE /api/v1/projects/default/users/grace'),
  members('GET /api/v1/projects/default/roles'),
  adminOnly('POST /api/v1/projects/default/roles', 200, {
    name: 'matrix-role',
    permissions: ['project-view'],
  }),
  adminOnly('PUT /api/v1/projects/default/roles/matrix-role', 200, { permissions: ['project-view'] }),
  adminOnly('DELETE /api/v1/projects/default/roles/matrix-role'),
  members('GET /api/v1/projects/default/permissions'),
  adminOnly('POST /api/v1/projects/default/permissions', 200, {
    name: 'matrix-permission',
    resources: ['project:default/application:*'],
    actions: ['detail'],
  }),
  adminOnly('DELETE /api/v1/projects/default/permissions/matrix-permission'),
  members('GET /api/v1/projects/default/providers'),
  members('GET /api/v1/projects/default/config_templates'),
  // The real server checks `get` here, an action outside the Project View permission.
  row('GET /api/v1/projects/default/config_templates/image-registry', { admin: 200, alice: 200, bob: 403 }),
  members('GET /api/v1/projects/default/configs'),
  developers('POST /api/v1/projects/default/configs', 200, 400, {
    name: 'matrix-registry',
    template: registry,
    properties: JSON.stringify({ registry: 'registry.example.com' }),
  }),
  members('GET /api/v1/projects/default/configs/matrix-registry'),
  developers('PUT /api/v1/projects/default/configs/matrix-registry', 200, 200, {
    alias: 'Matrix',
    properties: JSON.stringify({ registry: 'registry.example.com' }),
  }),
  developers('GET /api/v1/projects/default/distributions', 200, 200),
  developers('POST /api/v1/projects/default/distributions', 200, 200, {
    name: 'matrix-distribution',
    configs: [{ name: 'matrix-registry', namespace: 'default' }],
    targets: [{ clusterName: 'local', namespace: 'default' }],
  }),
  developers('DELETE /api/v1/projects/default/distributions/matrix-distribution', 200, 404),
  developers('DELETE /api/v1/projects/default/configs/matrix-registry', 200, 404),
  adminOnly('GET /api/v1/projects/team-shop/configs'),
  adminOnly('GET /api/v1/projects/team-shop'),
];

export const platformResourceRows: AccessRow[] = [
  adminOnly('GET /api/v1/config_templates'),
  adminOnly('GET /api/v1/config_templates/helm-repository'),
  adminOnly('GET /api/v1/configs'),
  adminOnly('POST /api/v1/configs', 200, {
    name: 'matrix-charts',
    template: helmRepository,
    properties: JSON.stringify({ url: 'https://charts.example.com' }),
  }),
  adminOnly('GET /api/v1/configs/matrix-charts'),
  adminOnly('PUT /api/v1/configs/matrix-charts', 200, {
    alias: 'Matrix',
    properties: JSON.stringify({ url: 'https://charts.example.com' }),
  }),
  adminOnly('DELETE /api/v1/configs/matrix-charts'),
  adminOnly('GET /api/v1/clusters'),
  adminOnly('POST /api/v1/clusters', 200, {
    name: 'matrix-cluster',
    icon: '',
    kubeConfig: sampleKubeConfig('matrix', 'https://10.0.0.9:6443'),
  }),
  adminOnly('GET /api/v1/clusters/local'),
  adminOnly('PUT /api/v1/clusters/matrix-cluster', 200, {
    name: 'matrix-cluster',
    alias: 'Matrix',
    icon: '',
    kubeConfig: sampleKubeConfig('matrix', 'https://10.0.0.9:6443'),
  }),
  adminOnly('POST /api/v1/clusters/local/namespaces', 200, { namespace: 'matrix' }),
  adminOnly('DELETE /api/v1/clusters/matrix-cluster'),
  adminOnly('POST /api/v1/clusters/cloud_clusters/aliyun', 400, cloudKeys),
  adminOnly('POST /api/v1/clusters/cloud_clusters/aliyun/connect', 400, { ...cloudKeys, name: 'matrix' }),
  adminOnly('POST /api/v1/clusters/cloud_clusters/aliyun/create', 400, { ...cloudKeys, name: 'matrix' }),
  adminOnly('GET /api/v1/clusters/cloud_clusters/aliyun/creation'),
  adminOnly('GET /api/v1/clusters/cloud_clusters/aliyun/creation/ghost', 404),
  adminOnly('DELETE /api/v1/clusters/cloud_clusters/aliyun/creation/ghost', 404),
  adminOnly('GET /api/v1/targets'),
  adminOnly('POST /api/v1/targets', 200, {
    name: 'matrix-target-2',
    project: 'default',
    cluster: { clusterName: 'local', namespace: 'matrix-2' },
  }),
  adminOnly('GET /api/v1/targets/default'),
  adminOnly('PUT /api/v1/targets/matrix-target-2', 200, { alias: 'Matrix' }),
  adminOnly('DELETE /api/v1/targets/matrix-target-2'),
];

export const extensionRows: AccessRow[] = [
  adminOnly('GET /api/v1/addons'),
  adminOnly('GET /api/v1/addons/fluxcd'),
  adminOnly('GET /api/v1/addons/fluxcd/status'),
  adminOnly('POST /api/v1/addons/kruise-rollout/enable', 200, { args: {} }),
  adminOnly('PUT /api/v1/addons/kruise-rollout/update', 200, { args: {} }),
  adminOnly('POST /api/v1/addons/kruise-rollout/disable'),
  signedIn('GET /api/v1/enabled_addon'),
  adminOnly('GET /api/v1/addon_registries'),
  adminOnly('POST /api/v1/addon_registries', 200, {
    name: 'matrix',
    helm: { url: 'https://charts.example.com/addons' },
  }),
  adminOnly('PUT /api/v1/addon_registries/matrix', 200, {
    name: 'matrix',
    helm: { url: 'https://charts.example.com/more-addons' },
  }),
  adminOnly('DELETE /api/v1/addon_registries/matrix'),
  signedIn('GET /api/v1/definitions?type=component'),
  signedIn('GET /api/v1/definitions/webservice?type=component'),
  adminOnly('PUT /api/v1/definitions/worker/status', 200, { type: 'component', hiddenInUI: false }),
  adminOnly('PUT /api/v1/definitions/scaler/uischema', 200, { type: 'trait', uiSchema: [] }),
  signedIn('GET /api/v1/plugins'),
  signedIn('GET /api/v1/plugins/app-demo'),
  adminOnly('GET /api/v1/manage/plugins'),
  adminOnly('GET /api/v1/manage/plugins/app-demo'),
  adminOnly('POST /api/v1/manage/plugins/app-demo/setting', 200, { jsonData: { title: 'Demo App' } }),
  adminOnly('POST /api/v1/manage/plugins/definition-demo/enable', 200, {}),
  adminOnly('POST /api/v1/manage/plugins/definition-demo/disable'),
  adminOnly('POST /api/v1/manage/plugins/node-dashboard/install', 400, {}),
  adminOnly('POST /api/v1/manage/plugins/node-dashboard/uninstall', 404),
  signedIn('GET /api/v1/payload_types'),
  // VelaQL needs only a token; what it answers is limited to the caller's projects.
  signedIn(`GET /api/v1/query?velaql=${encodeURIComponent(podsOfHelloWorld)}`),
  // The cloudshell addon is not enabled: 50020, sent with HTTP 400 (the real server: 200).
  signedIn('POST /api/v1/cloudshell', 400),
  signedIn('DELETE /api/v1/cloudshell', 400),
  signedIn('GET /view/cloudshell', 400),
  signedIn('GET /view/cloudshell/ws', 400),
  signedIn(`GET /api/v1/repository/charts?${chartRepo}`),
  signedIn(`GET /api/v1/repository/chart/versions?${chartRepo}&chart=nginx`),
  signedIn(`GET /api/v1/repository/charts/nginx/versions?${chartRepo}`),
  signedIn(`GET /api/v1/repository/chart/values?${chartRepo}&chart=nginx&version=15.3.1`),
  signedIn(`GET /api/v1/repository/charts/nginx/versions/15.3.1/values?${chartRepo}`),
  members('GET /api/v1/repository/chart_repos?project=default'),
  members('GET /api/v1/repository/image/repos?project=default'),
  members('GET /api/v1/repository/image/info?project=default&name=nginx:1.25'),
  adminOnly('GET /api/v1/repository/image/repos?project=team-shop'),
];
