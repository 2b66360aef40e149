import { asBody, stringField } from '../http/body';
import { objectField } from '../http/bodyExtras';
import type { CreateConfigInput, UpdateConfigInput } from '../services/configs/configs';

export function createConfigInput(raw: unknown): CreateConfigInput {
  const body = asBody(raw);
  const template = objectField(body, 'template');
  return {
    name: stringField(body, 'name'),
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    template: { name: stringField(template, 'name'), namespace: stringField(template, 'namespace') },
    properties: stringField(body, 'properties'),
  };
}

export function updateConfigInput(raw: unknown): UpdateConfigInput {
  const body = asBody(raw);
  return {
    alias: stringField(body, 'alias'),
    description: stringField(body, 'description'),
    properties: stringField(body, 'properties'),
  };
}
