/**
 * Shared steps of the application-area tests: a sandbox on a fixed clock, an application with a
 * webservice bound to the default env, deploys, and moving the clock.
 */
import { expect } from 'vitest';
import { createSandbox, expectOk, type Sandbox, type Schemas, type Session } from '../testing';

export const baseTime = new Date('2024-05-01T10:00:00.000Z');
export type DeployResponse = Schemas['v1.ApplicationDeployResponse'];
export type RecordDetail = Schemas['v1.DetailWorkflowRecordResponse'];

export function fixedClockSandbox(runtimeStepSeconds = 3): Sandbox {
  return createSandbox({ testHooks: true, now: () => baseTime, runtimeStepSeconds });
}

export async function advance(sandbox: Sandbox, seconds: number): Promise<void> {
  expectOk(await sandbox.request('POST', '/__test__/clock', { body: { advanceSeconds: seconds } }));
}

export interface AppOptions {
  image?: string;
  envs?: string[];
  project?: string;
  properties?: Record<string, unknown>;
  componentType?: string;
  /** Defaults to the application's name. */
  componentName?: string;
}

export async function createApp(session: Session, name: string, options: AppOptions = {}): Promise<void> {
  const project = options.project ?? 'default';
  const properties = options.properties ?? {
    image: options.image ?? 'nginx:1.25',
    ports: [{ port: 80, expose: true }],
  };
  const created = await session.post(`/api/v1/applications?project=${project}`, {
    name,
    project,
    icon: '',
    envBinding: (options.envs ?? ['default']).map((env) => ({ name: env })),
    component: {
      name: options.componentName ?? name,
      componentType: options.componentType ?? 'webservice',
      properties: JSON.stringify(properties),
    },
  });
  expectOk(created);
}

export async function deploy(
  session: Session,
  app: string,
  options: { workflowName?: string; force?: boolean } = {},
): Promise<DeployResponse> {
  const result = await session.post<DeployResponse>(`/api/v1/applications/${app}/deploy`, {
    workflowName: options.workflowName ?? 'workflow-default',
    note: '',
    triggerType: 'web',
    force: options.force ?? false,
  });
  expect(result.status, result.text).toBe(200);
  return result.body;
}

export async function recordOf(session: Session, app: string, record: string, workflow = 'workflow-default') {
  const result = await session.get<RecordDetail>(
    `/api/v1/applications/${app}/workflows/${workflow}/records/${record}`,
  );
  expectOk(result);
  return result.body;
}

export function phases(record: RecordDetail): string[] {
  return (record.steps ?? []).map((step) => `${step.name}:${step.phase ?? ''}`);
}

export async function query<T = Record<string, unknown>>(session: Session, statement: string): Promise<T> {
  const result = await session.get<T>(`/api/v1/query?velaql=${encodeURIComponent(statement)}`);
  expectOk(result);
  return result.body;
}
