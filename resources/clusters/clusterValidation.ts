import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';
import type { Validator } from 'react-admin';

const message = (rule: string) => `resources.clusters.validation.${rule}`;

export const nameRules = [required(message('name')), regex(NAME_PATTERN, message('name'))];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

export const descriptionRules = [maxLength(256, message('description'))];

/** Optional; when given, an http(s) address. */
export const dashboardUrl: Validator = (value: unknown) => {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:' ? undefined : message('dashboardURL');
  } catch {
    return message('dashboardURL');
  }
};

export const kubeConfigRules = [required(message('kubeConfig'))];

/** The cloud connection's provider and keys. */
export const cloudRequired = [required(message('required'))];
