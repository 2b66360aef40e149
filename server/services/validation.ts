/**
 * The field rules of the real server's request validator (`checkname`, `checkalias`,
 * `checkpassword`, `checkemail`). A failure is a 400 worded like the Go validator.
 */
import { invalidField } from '../errors';

const namePattern = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/;
const emailPattern = /^[a-z0-9._%+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export function isValidName(value: string): boolean {
  return value.length >= 2 && value.length <= 31 && namePattern.test(value);
}

export function isValidAlias(value: string): boolean {
  return value === '' || (value.length >= 2 && value.length <= 64);
}

/** Empty passes here; hashing an empty password then fails with 14005, as in the real server. */
export function isValidPassword(value: string): boolean {
  if (value === '') return true;
  return value.length >= 8 && value.length <= 16 && /[a-zA-Z]/.test(value) && /[0-9]/.test(value);
}

export function isValidEmail(value: string): boolean {
  return value === '' || emailPattern.test(value);
}

export function checkName(struct: string, field: string, value: string): void {
  if (!isValidName(value)) throw invalidField(struct, field, 'checkname');
}

export function checkAlias(struct: string, field: string, value: string): void {
  if (!isValidAlias(value)) throw invalidField(struct, field, 'checkalias');
}

export function checkPassword(struct: string, field: string, value: string): void {
  if (!isValidPassword(value)) throw invalidField(struct, field, 'checkpassword');
}

export function checkEmail(struct: string, field: string, value: string): void {
  if (!isValidEmail(value)) throw invalidField(struct, field, 'checkemail');
}

export function checkMaxLength(struct: string, field: string, value: string, max: number): void {
  if (value.length > max) throw invalidField(struct, field, 'max');
}
