/**
 * The demo platform: a second cluster, team projects with their members, delivery targets and
 * environments on both clusters, and a few configs.
 */
import type { ServiceContext } from '../context';
import { connectCluster } from '../services/clusters/clusters';
import { sampleKubeConfig } from '../runtime/clusterInfo';
import { createConfig } from '../services/configs/configs';
import { applyDistribution } from '../services/configs/distributions';
import { systemNamespace } from '../services/configs/templates';
import { createEnv } from '../services/projects/envs';
import { addProjectUser } from '../services/projects/projectMembers';
import { createProject } from '../services/projects/projects';
import { createTarget } from '../services/projects/targets';
import { createUser } from '../services/users/users';

const prodCluster = 'prod-cluster';

const demoTeamUsers = [
  {
    name: 'grace',
    alias: 'Grace',
    email: 'grace@example.com',
    memberships: [
      { project: 'team-shop', role: 'project-admin' },
      { project: 'team-data', role: 'project-viewer' },
    ],
  },
  {
    name: 'henry',
    alias: 'Henry',
    email: 'henry@example.com',
    memberships: [{ project: 'team-data', role: 'app-developer' }],
  },
] as const;

const projects = [
  { name: 'team-shop', alias: 'Shop Team', description: 'The online shop: storefront, cart and checkout.' },
  { name: 'team-data', alias: 'Data Team', description: 'Ingestion, processing and reporting of shop data.' },
  { name: 'system', alias: 'System', description: 'Applications synchronised from the platform itself.' },
];

/**
 * Each stage is a target and an environment of the same name. The target delivers to `namespace`
 * of `cluster`; the environment's namespace on the hub is the stage name, but vela-system for the
 * system stage, where addon applications live.
 */
const stages = [
  stage('shop-test', 'Shop Test', 'team-shop', 'local', 'shop-test'),
  stage('shop-prod', 'Shop Production', 'team-shop', prodCluster, 'shop'),
  stage('data-dev', 'Data Development', 'team-data', 'local', 'data-dev'),
  stage('data-prod', 'Data Production', 'team-data', prodCluster, 'data'),
  { ...stage('system', 'System', 'system', 'local', systemNamespace), envNamespace: systemNamespace },
];

function stage(name: string, alias: string, project: string, cluster: string, namespace: string) {
  return { name, alias, project, cluster, namespace, envNamespace: name };
}

function joinProdCluster(ctx: ServiceContext): void {
  connectCluster(ctx, {
    name: prodCluster,
    alias: 'Production',
    description: 'The production cluster in the data centre.',
    icon: '',
    kubeConfig: sampleKubeConfig('prod', 'https://10.0.0.2:6443'),
    kubeConfigSecret: '',
    labels: { stage: 'production' },
    dashboardURL: '',
  });
}

function createTeams(ctx: ServiceContext, admin: string, password: string): void {
  for (const project of projects) createProject(ctx, { ...project, owner: admin, namespace: '' });
  for (const user of demoTeamUsers) {
    createUser(ctx, { name: user.name, alias: user.alias, email: user.email, password, roles: [] });
    for (const { project, role } of user.memberships) {
      addProjectUser(ctx, project, { userName: user.name, userRoles: [role] });
    }
  }
}

function createStages(ctx: ServiceContext): void {
  for (const each of stages) {
    const described = { name: each.name, alias: each.alias, description: '', project: each.project };
    createTarget(ctx, { ...described, cluster: { clusterName: each.cluster, namespace: each.namespace } });
    createEnv(ctx, { ...described, namespace: each.envNamespace, targets: [each.name] });
  }
}

function createConfigs(ctx: ServiceContext): void {
  createConfig(ctx, '', {
    name: 'kubevela-charts',
    alias: 'KubeVela Charts',
    description: 'The public helm repository of KubeVela.',
    template: { name: 'helm-repository', namespace: systemNamespace },
    properties: { url: 'https://charts.kubevela.net/core' },
  });
  // Its endpoint makes it a link of the extension workspace's Grafana catalogue: on this machine, so
  // the demo never sends the browser off it.
  createConfig(ctx, '', {
    name: 'demo-grafana',
    alias: 'Demo Grafana',
    description: 'The dashboards of the demo clusters.',
    template: { name: 'grafana', namespace: systemNamespace },
    properties: { endpoint: 'http://localhost:3000' },
  });
  createConfig(ctx, 'team-shop', {
    name: 'shop-registry',
    alias: 'Shop Registry',
    description: 'The private image registry of the shop team.',
    template: { name: 'image-registry', namespace: systemNamespace },
    properties: { registry: 'registry.shop.example.com', auth: { username: 'shop-ci', password: 'demo' } },
  });
  applyDistribution(ctx, 'team-shop', {
    name: 'distribute-shop-registry',
    configs: [{ name: 'shop-registry', namespace: 'team-shop' }],
    targets: stages
      .filter((shop) => shop.project === 'team-shop')
      .map((shop) => ({ clusterName: shop.cluster, namespace: shop.namespace })),
  });
}

/** `admin` owns the team projects, so the administrator sees everything the demo holds. */
export function seedDemoPlatform(ctx: ServiceContext, admin: string, password: string): void {
  joinProdCluster(ctx);
  createTeams(ctx, admin, password);
  createStages(ctx);
  createConfigs(ctx);
}
