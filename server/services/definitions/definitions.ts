/**
 * Definitions and their UI schemas (facts §8). The definitions are KubeVela's built-ins plus those
 * of enabled addons; what users change (hidden in the UI, custom UI schema) is kept as records.
 */
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { findDefinition, isInstalled } from '../../runtime/definitions/installed';
import {
  catalogueEntries,
  type DefinitionEntry,
  type DefinitionType,
  definitionTypes,
  shippedUISchema,
} from '../../runtime/definitions/catalogue';
import { checkConditions } from './customUISchema';
import { type CustomUIParameter, generateUISchema, patchUISchema, type UIParameter } from './uiSchema';

export type DefinitionBase = Schemas['v1.DefinitionBase'];
export type DefinitionDetail = Schemas['v1.DetailDefinitionResponse'];

export const hiddenLabel = 'custom.definition.oam.dev/ui-hidden';
export const deprecatedLabel = 'custom.definition.oam.dev/deprecated';
export const scopeLabel = 'custom.definition.oam.dev/scope';

export interface DefinitionFilter {
  type: string;
  queryAll: boolean;
  appliedWorkload: string;
  ownerAddon: string;
  scope: string;
}

const specKeyOfType: Record<DefinitionType, 'component' | 'trait' | 'policy' | 'workflowStep'> = {
  component: 'component',
  trait: 'trait',
  policy: 'policy',
  workflowstep: 'workflowStep',
};

export function checkDefinitionType(type: string): DefinitionType {
  const known = definitionTypes.find((candidate) => candidate === type);
  if (!known) throw new BusinessError(70003);
  return known;
}

function overrideKey(type: DefinitionType, name: string): string {
  return `${type}/${name}`;
}

export function requireDefinition(ctx: ServiceContext, type: DefinitionType, name: string): DefinitionEntry {
  const entry = findDefinition(ctx, type, name);
  if (!entry) throw new BusinessError(70001);
  return entry;
}

function labelsOf(ctx: ServiceContext, entry: DefinitionEntry): Record<string, string> {
  const labels = { ...entry.labels };
  const hidden = ctx.store.get('definitionOverride', overrideKey(entry.type, entry.name))?.hiddenInUI;
  if (hidden === true) labels[hiddenLabel] = 'true';
  if (hidden === false) delete labels[hiddenLabel];
  return labels;
}

function toBase(ctx: ServiceContext, entry: DefinitionEntry): DefinitionBase {
  const labels = labelsOf(ctx, entry);
  const base: DefinitionBase = {
    name: entry.name,
    alias: entry.alias,
    description: entry.description,
    icon: entry.icon,
    status: labels[hiddenLabel] === 'true' ? 'disable' : 'enable',
    labels,
    category: entry.category,
    ownerAddon: entry.ownerAddon,
    [specKeyOfType[entry.type]]: entry.spec,
  };
  if (entry.workloadType) base.workloadType = entry.workloadType;
  return base;
}

function appliesTo(entry: DefinitionEntry, workload: string): boolean {
  const workloads = (entry.spec.appliesToWorkloads as string[] | undefined) ?? [];
  return workloads.length === 0 || workloads.includes('*') || workloads.includes(workload);
}

function inScope(labels: Record<string, string>, scope: string): boolean {
  const own = labels[scopeLabel];
  if (scope === 'Application') return own !== 'WorkflowRun';
  if (scope === 'WorkflowRun') return own !== 'Application';
  return true;
}

export function listDefinitions(
  ctx: ServiceContext,
  filter: DefinitionFilter,
): Schemas['v1.ListDefinitionResponse'] {
  const type = checkDefinitionType(filter.type);
  const definitions = catalogueEntries(type)
    .filter((entry) => isInstalled(ctx, entry))
    .filter((entry) => !filter.ownerAddon || entry.ownerAddon === filter.ownerAddon)
    .filter(
      (entry) => type !== 'trait' || !filter.appliedWorkload || appliesTo(entry, filter.appliedWorkload),
    )
    .map((entry) => toBase(ctx, entry))
    .filter((base) => base.labels[deprecatedLabel] !== 'true')
    .filter((base) => filter.queryAll || base.labels[hiddenLabel] !== 'true')
    .filter((base) => inScope(base.labels, filter.scope))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return { definitions };
}

function customUISchemaOf(ctx: ServiceContext, entry: DefinitionEntry): CustomUIParameter[] | undefined {
  const stored = ctx.store.get('definitionOverride', overrideKey(entry.type, entry.name))?.uiSchema;
  return stored ?? shippedUISchema(entry.type, entry.name);
}

function uiSchemaOf(entry: DefinitionEntry, custom: CustomUIParameter[] | undefined): UIParameter[] {
  return patchUISchema(generateUISchema(entry.parameter), custom);
}

/** The definition with its parameter schema and UI schema (generated, then patched). */
export function definitionUISchema(ctx: ServiceContext, entry: DefinitionEntry): UIParameter[] {
  return uiSchemaOf(entry, customUISchemaOf(ctx, entry));
}

export function detailDefinition(ctx: ServiceContext, name: string, type: string): DefinitionDetail {
  const entry = requireDefinition(ctx, checkDefinitionType(type), name);
  return {
    ...toBase(ctx, entry),
    // The contract declares the parameter schema as a string: it is sent as JSON text.
    schema: JSON.stringify(entry.parameter),
    uiSchema: definitionUISchema(ctx, entry),
  };
}

function saveOverride(
  ctx: ServiceContext,
  entry: DefinitionEntry,
  change: { hiddenInUI?: boolean; uiSchema?: CustomUIParameter[] },
): void {
  const key = overrideKey(entry.type, entry.name);
  const current = ctx.store.get('definitionOverride', key);
  if (current) ctx.store.update('definitionOverride', key, { ...current, ...change });
  else ctx.store.insert('definitionOverride', key, { type: entry.type, name: entry.name, ...change });
}

/** Shows or hides a definition in the UI. The contract answers with the definition's UI schema. */
export function updateDefinitionStatus(
  ctx: ServiceContext,
  name: string,
  input: { type: string; hiddenInUI: boolean },
): UIParameter[] {
  const entry = requireDefinition(ctx, checkDefinitionType(input.type), name);
  saveOverride(ctx, entry, { hiddenInUI: input.hiddenInUI });
  return definitionUISchema(ctx, entry);
}

/** Stores a custom UI schema; the answer is the UI schema patched with it. */
export function updateDefinitionUISchema(
  ctx: ServiceContext,
  name: string,
  input: { type: string; uiSchema: CustomUIParameter[] },
): UIParameter[] {
  const entry = requireDefinition(ctx, checkDefinitionType(input.type), name);
  checkConditions(input.uiSchema);
  saveOverride(ctx, entry, { uiSchema: input.uiSchema });
  return uiSchemaOf(entry, input.uiSchema);
}
