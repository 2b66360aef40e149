import type { VerbContext } from './context';

/** Workflow records of an environment: steps, logs, inputs, outputs, resume, terminate, rollback. */
export const workflowRecordVerbs = (_context: VerbContext) => ({});
