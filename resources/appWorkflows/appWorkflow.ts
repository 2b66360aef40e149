import type { components } from '@src/types/api';

export type AppWorkflow = components['schemas']['v1.WorkflowBase'] & { id: string };

export const CANARY_SUFFIX = '-canary';
/** The canary copy's alias replaces `Workflow` with this, as the server's data reads (not translated). */
export const CANARY_ALIAS = 'Canary Workflow';

export const isCanaryWorkflow = (workflow: { name: string }) => workflow.name.endsWith(CANARY_SUFFIX);
