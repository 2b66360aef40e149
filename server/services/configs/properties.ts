/**
 * Config properties: sent as a JSON string, checked against the template's schema, and the secret
 * type they produce. The real server answers a missing or refused text with a 500; the sandbox says
 * 400, since the caller can fix it.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { BusinessError } from '../../errors';
import type { Template } from './templates';

const ajv = new Ajv({ useDefaults: true, strict: false });
const validators = new Map<string, ValidateFunction>();

/** Decodes the `properties` text of a request; an empty text fails, as in Go's JSON decoder. */
export function parseProperties(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new BusinessError(
      400,
      text
        ? `the config properties are not JSON: ${(error as Error).message}`
        : 'the config properties are required',
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BusinessError(400, 'the config properties must be a JSON object');
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
    throw new BusinessError(400, `the properties do not fit the config template: ${problems}`);
  }
}

/** Only image registries change their secret type: a docker config once credentials are given. */
export function secretTypeOf(template: string, properties: Record<string, unknown>): string {
  if (template !== 'image-registry') return `/${template}`;
  return properties.auth ? 'kubernetes.io/dockerconfigjson' : 'Opaque';
}
