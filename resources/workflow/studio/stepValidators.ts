import { maxLength, minLength, required } from 'react-admin';

const message = (rule: string) => `resources.workflowStudio.validation.${rule}`;

export const typeRules = [required(message('type'))];
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];
export const timeoutRules = [minLength(2, message('timeout')), maxLength(64, message('timeout'))];
export const descriptionRules = [maxLength(256, message('description'))];
