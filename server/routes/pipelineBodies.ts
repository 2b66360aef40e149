/**
 * Request bodies of the pipeline routes.
 */
import { BusinessError } from '../errors';
import { asBody, type Body, stringField } from '../http/body';
import type { ContextValue, PipelineSpec, RunMode } from '../store/pipelineRecords';
import type { RunPipelineInput } from '../services/pipelines/runs';
import { readSpec } from '../services/pipelines/spec';

export function contextValues(body: Body): ContextValue[] {
  const raw = body.values ?? [];
  const valid =
    Array.isArray(raw) &&
    raw.every(
      (item: { key?: unknown; value?: unknown }) =>
        typeof item === 'object' &&
        item !== null &&
        typeof item.key === 'string' &&
        typeof item.value === 'string',
    );
  if (!valid) throw new BusinessError(400, "the field 'values' must be a list of {key, value} strings");
  return (raw as ContextValue[]).map(({ key, value }) => ({ key, value }));
}

export function optionalSpec(body: Body): PipelineSpec | undefined {
  return body.spec === undefined || body.spec === null ? undefined : readSpec(body.spec);
}

export function optionalText(body: Body, key: string): string | undefined {
  return body[key] === undefined || body[key] === null ? undefined : stringField(body, key);
}

export function runInput(raw: unknown): RunPipelineInput {
  const body = asBody(raw);
  const input: RunPipelineInput = { contextName: stringField(body, 'contextName') };
  if (body.mode !== undefined && body.mode !== null) {
    const mode = asBody(body.mode);
    const requested: Partial<RunMode> = {
      steps: stringField(mode, 'steps'),
      subSteps: stringField(mode, 'subSteps'),
    };
    input.mode = requested;
  }
  return input;
}
