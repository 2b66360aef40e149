/**
 * Cloud resources: the Terraform Configurations an app's cloud components became, and the secrets
 * holding their connection details. A Configuration is provisioned after two step durations.
 */
import type { ServiceContext } from '../../context';
import { liveDeploymentsEverywhere, nowMs } from '../cluster';
import { findDeployment } from '../deployments';
import { nameSuffix } from '../hash';
import { workloadsOf, type Workload } from '../workloads';
import type { Stored } from '../../store/documentStore';
import { stringParam, type ReadScope, type ViewParams } from './viewInput';

function cloudWorkloads(ctx: ServiceContext, deployment: Stored<'appDeployment'>): Workload[] {
  return workloadsOf(ctx, deployment).filter((w) => w.type?.workload.kind === 'Configuration');
}

function regionOf(workload: Workload): string {
  const region = workload.component.properties.region;
  return typeof region === 'string' && region ? region : 'cn-hongkong';
}

function outputsOf(workload: Workload): Record<string, { type: string; value: string }> {
  const id = `${workload.component.name}-${nameSuffix(`${workload.app}/${workload.component.name}`, 8)}`;
  const region = regionOf(workload);
  const value = (text: string) => ({ type: 'string', value: text });
  if (workload.component.type.endsWith('-rds')) {
    return {
      DB_HOST: value(`rm-${id}.mysql.${region}.rds.aliyuncs.com`),
      DB_PORT: value('3306'),
      DB_USER: value('admin'),
    };
  }
  if (workload.component.type.endsWith('-oss')) {
    return { BUCKET_NAME: value(id), EXTERNAL_ENDPOINT: value(`${id}.oss-${region}.aliyuncs.com`) };
  }
  return { RESOURCE_IDENTIFIER: value(id) };
}

function isReady(ctx: ServiceContext, workload: Workload): boolean {
  return nowMs(ctx) - workload.appliedAt >= 2 * ctx.settings.runtimeStepSeconds * 1000;
}

function secretNameOf(workload: Workload): string | undefined {
  const ref = workload.component.properties.writeConnectionSecretToRef;
  const name = typeof ref === 'object' && ref !== null ? (ref as Record<string, unknown>).name : undefined;
  return typeof name === 'string' && name ? name : undefined;
}

function configuration(ctx: ServiceContext, workload: Workload): unknown {
  const ready = isReady(ctx, workload);
  const secret = secretNameOf(workload);
  return {
    apiVersion: 'terraform.core.oam.dev/v1beta2',
    kind: 'Configuration',
    metadata: {
      name: workload.component.name,
      namespace: workload.namespace,
      creationTimestamp: new Date(workload.appliedAt).toISOString(),
      labels: { 'app.oam.dev/name': workload.app, 'app.oam.dev/component': workload.component.name },
    },
    spec: {
      region: regionOf(workload),
      providerRef: { name: 'default', namespace: 'default' },
      ...(secret ? { writeConnectionSecretToRef: { name: secret, namespace: workload.namespace } } : {}),
    },
    status: {
      apply: {
        state: ready ? 'Available' : 'ProvisioningAndChecking',
        message: ready
          ? 'Cloud resources are deployed and ready to use'
          : 'Cloud resources are being provisioned and provisioning status is checking...',
        region: regionOf(workload),
        outputs: ready ? outputsOf(workload) : {},
      },
    },
  };
}

export function cloudResourceView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const deployment = findDeployment(ctx, stringParam(params, 'appName'), stringParam(params, 'appNs'));
  const workloads = deployment && scope.readsApp(deployment.app) ? cloudWorkloads(ctx, deployment) : [];
  return { 'cloud-resources': workloads.map((workload) => configuration(ctx, workload)) };
}

/** Secrets of ready Configurations; app labels only when the app was named, as in the real view. */
export function cloudResourceSecretView(ctx: ServiceContext, params: ViewParams, scope: ReadScope): unknown {
  const appNs = stringParam(params, 'appNs');
  const appName = stringParam(params, 'appName');
  const deployments = (
    appName
      ? [findDeployment(ctx, appName, appNs)].filter((d): d is Stored<'appDeployment'> => !!d)
      : liveDeploymentsEverywhere(ctx).filter((d) => d.namespace === appNs)
  ).filter((deployment) => scope.readsApp(deployment.app));
  const secrets = deployments.flatMap((deployment) =>
    cloudWorkloads(ctx, deployment).flatMap((workload) => {
      const name = secretNameOf(workload);
      if (!name || !isReady(ctx, workload)) return [];
      // A connection secret's values are credentials; its readers (forms picking a key) need only the keys.
      const data = Object.fromEntries(Object.keys(outputsOf(workload)).map((key) => [key, '']));
      const appLabels = appName
        ? { 'app.oam.dev/name': workload.app, 'app.oam.dev/sync-alias': workload.component.name }
        : {};
      return [
        {
          apiVersion: 'v1',
          kind: 'Secret',
          type: 'Opaque',
          metadata: {
            name,
            namespace: workload.namespace,
            labels: { 'created-by': 'terraform-controller', ...appLabels },
          },
          data,
        },
      ];
    }),
  );
  return { secrets };
}
