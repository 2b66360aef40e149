import { NAME_PATTERN } from '@src/common/validation';
import { regex, required } from 'react-admin';
import type { ContextValue } from '@dataProvider/verbs/pipelines';

const message = (rule: string) => `resources.pipelines.contexts.validation.${rule}`;

export const nameRules = [required(message('nameRequired')), regex(NAME_PATTERN, message('name'))];

export const keyRules = [required(message('key'))];

/** A context holds at least one key/value pair. */
export const valuesRules = [
  (values: ContextValue[] | undefined) => (values?.length ? undefined : message('values')),
];
