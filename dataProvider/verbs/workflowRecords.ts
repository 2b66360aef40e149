import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

export type StepInputValue = Schemas['v1.InputVar'];
export type StepOutputValue = Schemas['v1.OutputVar'];

/** What a step logged; the server answers `{}` for a step it does not know. */
export interface StepLog {
  log: string;
  source: string;
}

export interface RecordAddress {
  app: string;
  workflow: string;
  record: string;
}

/** `values` of the first entry of `inputs` or `outputs` (the server answers one entry per asked step). */
function firstValues(json: unknown, key: 'inputs' | 'outputs'): unknown[] {
  const entries = (json as Record<string, unknown> | null)?.[key];
  const first = Array.isArray(entries) ? (entries[0] as { values?: unknown } | undefined) : undefined;
  return Array.isArray(first?.values) ? first.values : [];
}

/** Workflow records of an environment: steps, logs, inputs, outputs, resume, terminate, rollback. */
export const workflowRecordVerbs = ({ http, apiUrl }: VerbContext) => {
  const recordUrl = ({ app, workflow, record }: RecordAddress) =>
    `${apiUrl}/applications/${enc(app)}/workflows/${enc(workflow)}/records/${enc(record)}`;
  const stepQuery = (step: string) => `?${new URLSearchParams({ step }).toString()}`;
  return {
    stepLog: async (address: RecordAddress, step: string, meta?: unknown): Promise<StepLog> => {
      const { json } = await http(`${recordUrl(address)}/logs${stepQuery(step)}`, silentIfShownByPage(meta));
      const answer = (json ?? {}) as Partial<StepLog>;
      return { log: typeof answer.log === 'string' ? answer.log : '', source: answer.source ?? '' };
    },
    stepInputs: async (address: RecordAddress, step: string, meta?: unknown) => {
      const path = `${recordUrl(address)}/inputs${stepQuery(step)}`;
      return firstValues((await http(path, silentIfShownByPage(meta))).json, 'inputs') as StepInputValue[];
    },
    stepOutputs: async (address: RecordAddress, step: string, meta?: unknown) => {
      const path = `${recordUrl(address)}/outputs${stepQuery(step)}`;
      return firstValues((await http(path, silentIfShownByPage(meta))).json, 'outputs') as StepOutputValue[];
    },
    /** Approves the suspended steps of the record's run (the server's resume is a GET). */
    resumeRecord: async (address: RecordAddress) => {
      await http(`${recordUrl(address)}/resume`);
    },
    terminateRecord: async (address: RecordAddress) => {
      await http(`${recordUrl(address)}/terminate`);
    },
    /** Rolls back to the last ready revision; the answer is the new record. */
    rollbackRecord: async (address: RecordAddress) =>
      (await http(`${recordUrl(address)}/rollback`)).json as Schemas['v1.WorkflowRecordBase'],
  };
};
