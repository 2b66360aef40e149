import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.pipelines.validation.${rule}`;

export const nameRules = [required(message('nameRequired')), regex(NAME_PATTERN, message('name'))];

export const projectRules = [required(message('project'))];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const descriptionRules = [maxLength(128, message('description'))];
