import { load } from 'js-yaml';
import type { ContextValue } from '@dataProvider/verbs/pipelines';
import { toPipelineStep, type PipelineStep } from '../shared/pipelineSteps';
// The templates are the console's, as VelaUX's are its UI's; the sandbox seeds its demo pipelines from them,
// reading this file where the image carries it (resources/pipelines/templates.yaml).
import templatesYaml from '../templates.yaml?raw';

export interface PipelineTemplate {
  key: string;
  alias: string;
  /** Created with the pipeline (the Observability Template's `default` context, readConfig=false). */
  context?: { name: string; values: ContextValue[] };
  steps: PipelineStep[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function toTemplate(raw: Json): PipelineTemplate {
  const spec = isObject(raw.spec) ? raw.spec : {};
  const steps = Array.isArray(spec.steps) ? spec.steps.filter(isObject) : [];
  const context = isObject(raw.context) ? (raw.context as PipelineTemplate['context']) : undefined;
  return {
    key: String(raw.key),
    alias: String(raw.alias),
    context,
    steps: steps.map((step, index) => toPipelineStep(step, index)),
  };
}

/** The templates New Pipeline offers. */
export const pipelineTemplates: PipelineTemplate[] = (load(templatesYaml) as unknown[])
  .filter(isObject)
  .map(toTemplate);
