import type { Schemas } from '../schemas';

export type PipelineSpec = Schemas['model.WorkflowSpec'];
export type PipelineStep = Schemas['model.WorkflowStep'];
export type ContextValue = Schemas['model.Value'];
export type RunMode = { steps: string; subSteps: string };

export interface PipelineRecord {
  name: string;
  project: string;
  alias: string;
  description: string;
  spec: PipelineSpec;
}

/** The contexts of one pipeline, by context name. */
export interface PipelineContextRecord {
  project: string;
  pipeline: string;
  contexts: Record<string, ContextValue[]>;
}

/**
 * A run: the stand-in for a WorkflowRun. Its status is derived from the start time, the resumes and
 * the termination as the sandbox clock moves; the steps are the pipeline's at the time of the run.
 */
export interface PipelineRunRecord {
  name: string;
  project: string;
  pipeline: string;
  contextName: string;
  /** The context's values when the run started (the WorkflowRun's `spec.context`). */
  context: Record<string, string>;
  mode: RunMode;
  steps: PipelineStep[];
  startTime: string;
  /** `step` empty resumes every suspended step. */
  resumes: { at: string; step: string }[];
  terminatedAt: string;
}
