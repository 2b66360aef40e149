/**
 * The built-in definitions (server/data/definitions): what KubeVela core and the addons install into
 * a cluster, with their parameter schemas and the custom UI schemas the velaux addon ships.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { CustomUIParameter } from '../../store/definitionRecords';

/** The part of OpenAPI v3 that parameter schemas use. */
export interface OpenApiSchema {
  type?: string;
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  properties?: Record<string, OpenApiSchema>;
  required?: string[];
  items?: OpenApiSchema;
  additionalProperties?: OpenApiSchema | boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
}

export const definitionTypes = ['component', 'trait', 'policy', 'workflowstep'] as const;
export type DefinitionType = (typeof definitionTypes)[number];

export interface DefinitionEntry {
  type: DefinitionType;
  name: string;
  alias: string;
  description: string;
  icon: string;
  category: string;
  labels: Record<string, string>;
  /** The addon that installs it; empty for KubeVela core definitions. */
  ownerAddon: string;
  workloadType?: string;
  spec: Record<string, unknown>;
  parameter: OpenApiSchema;
}

interface DefinitionFile {
  name: string;
  alias?: string;
  description?: string;
  icon?: string;
  category?: string;
  labels?: Record<string, string>;
  ownerAddon?: string;
  workloadType?: string;
  spec?: Record<string, unknown>;
  parameter?: OpenApiSchema;
}

const dataDir = join(import.meta.dirname, '../../data/definitions');
const fileOfType: Record<DefinitionType, string> = {
  component: 'components.yaml',
  trait: 'traits.yaml',
  policy: 'policies.yaml',
  workflowstep: 'workflowsteps.yaml',
};

export function readYaml(file: string): unknown {
  return load(readFileSync(file, 'utf8'));
}

/** KubeVela's generated schemas carry each property's key as its title; copies, so YAML aliases stay apart. */
export function withTitles(schema: OpenApiSchema): OpenApiSchema {
  const copy: OpenApiSchema = { ...schema };
  if (schema.properties) {
    copy.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        withTitles({ ...property, title: property.title ?? key }),
      ]),
    );
  }
  if (schema.items) copy.items = withTitles(schema.items);
  if (typeof schema.additionalProperties === 'object') {
    copy.additionalProperties = withTitles(schema.additionalProperties);
  }
  return copy;
}

function toEntry(type: DefinitionType, file: DefinitionFile): DefinitionEntry {
  return {
    type,
    name: file.name,
    alias: file.alias ?? '',
    description: file.description ?? '',
    icon: file.icon ?? '',
    category: file.category ?? '',
    labels: file.labels ?? {},
    ownerAddon: file.ownerAddon ?? '',
    workloadType: file.workloadType,
    spec: file.spec ?? {},
    parameter: withTitles({ type: 'object', ...file.parameter }),
  };
}

const entries: DefinitionEntry[] = definitionTypes.flatMap((type) =>
  (readYaml(join(dataDir, fileOfType[type])) as DefinitionFile[]).map((file) => toEntry(type, file)),
);

const customUISchemas = new Map<string, CustomUIParameter[]>(
  readdirSync(join(dataDir, 'uischemas'))
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => [
      file.replace(/\.yaml$/, ''),
      readYaml(join(dataDir, 'uischemas', file)) as CustomUIParameter[],
    ]),
);

export function catalogueEntries(type?: DefinitionType): DefinitionEntry[] {
  return type ? entries.filter((entry) => entry.type === type) : entries;
}

export function catalogueEntry(type: DefinitionType, name: string): DefinitionEntry | undefined {
  return entries.find((entry) => entry.type === type && entry.name === name);
}

/** The custom UI schema shipped for a definition (`<type>-uischema-<name>`), if any. */
export function shippedUISchema(type: DefinitionType, name: string): CustomUIParameter[] | undefined {
  return customUISchemas.get(`${type}-uischema-${name}`);
}

/** The Kubernetes kind of a definition type, as addon details list them. */
export const kindOfType: Record<DefinitionType, string> = {
  component: 'ComponentDefinition',
  trait: 'TraitDefinition',
  policy: 'PolicyDefinition',
  workflowstep: 'WorkflowStepDefinition',
};
