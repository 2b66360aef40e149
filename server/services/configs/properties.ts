/**
 * Config properties: sent as a JSON string, checked against the template's schema (the real server
 * fails to render the template then, with a 500), and the secret type they produce.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { BusinessError } from '../../errors';
import type { Template } from './templates';

const ajv = new Ajv({ useDefaults: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/** Decodes the `properties` text of a request, as Go's JSON decoder does (an empty text fails too). */
export function parseProperties(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BusinessError(500, text ? (error as Error).message : 'unexpected end of JSON input');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BusinessError(500, 'json: cannot unmarshal the properties into an object');
  }
  return value as Record<string, unknown>;
}

export function checkProperties(template: Template, properties: Record<string, unknown>): void {
  let validate = validators.get(template.name);
  if (!validate) {
    validate = ajv.compile(template.schema);
    validators.set(template.name, validate);
  }
  // Defaults are filled into a copy only: the config keeps what the user entered.
  if (!validate(structuredClone(properties))) {
    const problems = ajv.errorsText(validate.errors, { dataVar: 'parameter' });
    throw new BusinessError(500, `failed to compile config template: ${problems}`);
  }
}

/** Only image registries change their secret type: a docker config once credentials are given. */
export function secretTypeOf(template: string, properties: Record<string, unknown>): string {
  if (template !== 'image-registry') return `/${template}`;
  return properties.auth ? 'kubernetes.io/dockerconfigjson' : 'Opaque';
}
