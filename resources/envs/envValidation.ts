import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.envs.validation.${rule}`;

export const nameRules = [required(message('name')), regex(NAME_PATTERN, message('name'))];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const descriptionRules = [maxLength(256, message('description'))];

/** Optional (the environment's name when empty), else the name pattern. */
export const namespaceRules = [regex(NAME_PATTERN, message('namespace'))];

export const projectRules = [required(message('project'))];
export const targetRules = [required(message('targets'))];
