import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.configs.validation.${rule}`;

/** Specification: the shared name pattern, at most 32 characters. */
export const nameRules = [
  required(message('name')),
  regex(NAME_PATTERN, message('name')),
  maxLength(32, message('name')),
];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const propertiesMessage = message('properties');
