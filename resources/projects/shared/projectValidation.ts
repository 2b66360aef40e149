import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, regex, required } from 'react-admin';
import type { Validator } from 'react-admin';

/** The longest project, role or user name the console accepts. */
export const NAME_MAX_LENGTH = 32;

/** A required name of the shared pattern and length, with one message for every way it is wrong. */
export const nameRules = (message: string): Validator[] => [
  required(message),
  maxLength(NAME_MAX_LENGTH, message),
  regex(NAME_PATTERN, message),
];

/** An optional alias of 2 to 64 characters. */
export const aliasRules: Validator[] = [
  minLength(2, 'resources.projects.validation.alias'),
  maxLength(64, 'resources.projects.validation.alias'),
];

/** A user name: required when editing a project (or adding a member), optional when creating one. */
export const userNameRules = (message: string, isRequired: boolean): Validator[] => [
  ...(isRequired ? [required(message)] : []),
  maxLength(NAME_MAX_LENGTH, message),
  regex(NAME_PATTERN, message),
];
