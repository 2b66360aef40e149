/**
 * Config templates. In a real platform addons install them into vela-system; the sandbox ships a
 * fixed set (data/config-templates) as if those addons were enabled.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Schemas } from '../../context';
import { BusinessError } from '../../errors';
import {
  generateUISchema,
  patchUISchema,
  type CustomUIParameter,
  type OpenApiSchema,
} from '../definitions/uiSchema';

export type ConfigTemplate = Schemas['v1.ConfigTemplate'];
export type ConfigTemplateDetail = Schemas['v1.ConfigTemplateDetail'];

export const systemNamespace = 'vela-system';

interface TemplateFile {
  name: string;
  alias: string;
  description: string;
  scope: 'project' | 'system';
  sensitive: boolean;
  schema: OpenApiSchema;
  uiSchema?: CustomUIParameter[];
}

export interface Template extends TemplateFile {
  namespace: string;
}

/** When the addons that ship the templates were enabled, as far as the sandbox tells. */
const shippedTime = '2024-01-01T00:00:00.000Z';

const directory = join(import.meta.dirname, '../../data/config-templates');

const templates: Template[] = readdirSync(directory)
  .filter((file) => file.endsWith('.yaml'))
  .map((file) => load(readFileSync(join(directory, file), 'utf8')) as TemplateFile)
  .map((file) => ({ ...file, namespace: systemNamespace }));

function toConfigTemplate(template: Template): ConfigTemplate {
  return {
    alias: template.alias,
    name: template.name,
    namespace: template.namespace,
    description: template.description,
    scope: template.scope,
    sensitive: template.sensitive,
    createTime: shippedTime,
  };
}

/** Sorted by alias; `scope` keeps only templates of that scope. */
export function listTemplates(scope = ''): { templates: ConfigTemplate[] } {
  const matching = templates.filter((template) => !scope || template.scope === scope);
  const sorted = [...matching].sort((a, b) => a.alias.localeCompare(b.alias));
  return { templates: sorted.map(toConfigTemplate) };
}

export function findTemplate(name: string, namespace = ''): Template | undefined {
  const wanted = namespace || systemNamespace;
  return templates.find((template) => template.name === name && template.namespace === wanted);
}

export function requireTemplate(name: string, namespace = ''): Template {
  const template = findTemplate(name, namespace);
  if (!template) throw new BusinessError(16005);
  return template;
}

/**
 * The contract types `schema` as a string, so the OpenAPI schema goes out as JSON text; the real
 * server sends the object itself.
 */
export function detailTemplate(name: string, namespace = ''): ConfigTemplateDetail {
  const template = requireTemplate(name, namespace);
  return {
    ...toConfigTemplate(template),
    schema: JSON.stringify(template.schema),
    uiSchema: patchUISchema(generateUISchema(template.schema), template.uiSchema),
  };
}
