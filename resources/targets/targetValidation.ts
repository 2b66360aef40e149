import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.targets.validation.${rule}`;

export const nameRules = [required(message('name')), regex(NAME_PATTERN, message('name'))];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const descriptionRules = [maxLength(256, message('description'))];
export const projectRules = [required(message('project'))];
export const clusterRules = [required(message('cluster'))];
export const namespaceRules = [required(message('namespace'))];
export const regionRules = [maxLength(256, message('region'))];
