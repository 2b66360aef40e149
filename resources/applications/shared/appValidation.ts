import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.applications.validation.${rule}`;

export const APP_NAME_MAX = 31;
export const APP_DESCRIPTION_MAX = 128;

export const nameRules = [
  required(message('name')),
  maxLength(APP_NAME_MAX, message('name')),
  regex(NAME_PATTERN, message('name')),
];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const descriptionRules = [maxLength(APP_DESCRIPTION_MAX, message('description'))];

export const projectRules = [required(message('project'))];
export const envBindingRules = [required(message('envBindings'))];
export const componentTypeRules = [required(message('componentType'))];

/** Every line of the labels text is `key=value` with a key. */
export const labelsRules = [
  (value: unknown) =>
    value && typeof value === 'object' && Object.hasOwn(value, '') ? message('labelKey') : undefined,
];

/** The fields Next checks. */
export const BASIC_FIELDS = ['name', 'alias', 'description', 'project', 'envBindings', 'componentType'];
