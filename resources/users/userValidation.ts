import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';

const message = (rule: string) => `resources.users.validation.${rule}`;

/** Specification §5: lower-case DNS-like name, at most 32 characters. */
export const nameRules = [
  required(message('name')),
  regex(NAME_PATTERN, message('name')),
  maxLength(32, message('name')),
];

/** Optional; 2 to 64 characters when given. */
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];

/** 8 to 16 letters and digits, at least one of each (create and reset). */
export const passwordRules = [required(message('password')), regex(PASSWORD_PATTERN, message('password'))];

export const emailRules = [required(message('email')), regex(EMAIL_PATTERN, message('email'))];
