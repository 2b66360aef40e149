/**
 * Request bodies of configs. The form holds `properties` as an object, as the template's UI schema
 * draws it; the server takes them as JSON text.
 */
import type { components } from '../../contract/api';
import type { RecordData } from '../requestBodies';

type Schemas = components['schemas'];

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function propertiesText(value: unknown): string {
  if (typeof value === 'string') return value;
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return JSON.stringify(isObject ? value : {});
}

export const configCreateBody = (data: RecordData): Schemas['v1.CreateConfigRequest'] => {
  const template = (data.template ?? {}) as RecordData;
  return {
    name: text(data.name),
    alias: text(data.alias),
    description: text(data.description),
    template: { name: text(template.name), namespace: text(template.namespace) },
    properties: propertiesText(data.properties),
  };
};

/** The name and template of a config never change. */
export const configUpdateBody = (data: RecordData): Schemas['v1.UpdateConfigRequest'] => ({
  alias: text(data.alias),
  description: text(data.description),
  properties: propertiesText(data.properties),
});
