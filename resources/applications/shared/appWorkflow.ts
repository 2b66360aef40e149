import type { components } from '../../../contract/api';

export type AppWorkflow = components['schemas']['v1.WorkflowBase'] & { id: string };

export const CANARY_SUFFIX = '-canary';
/** The canary copy's alias replaces `Workflow` with this, as the server's data reads (not translated). */
export const CANARY_ALIAS = 'Canary Workflow';

export const isCanaryWorkflow = (workflow: { name: string }) => workflow.name.endsWith(CANARY_SUFFIX);

/** The workflow an environment binding creates (`workflow-{env}`), or one marked default: never removed here. */
export const isDefaultWorkflow = (workflow: Pick<AppWorkflow, 'name' | 'envName' | 'default'>) =>
  workflow.default || workflow.name === `workflow-${workflow.envName}`;

/** The workflow studio of one of an application's workflows. */
export const studioPath = (app: string, env: string, workflow: string) =>
  `/applications/${encodeURIComponent(app)}/envbinding/${encodeURIComponent(env)}/workflow/${encodeURIComponent(workflow)}/studio`;
