import { isValidAlias, isValidEmail, isValidName, isValidPassword } from './validation';

describe('field rules', () => {
  it.each([
    ['admin', true],
    ['my-project-1', true],
    ['a', false],
    ['-start', false],
    ['end-', false],
    ['Upper', false],
    ['with.dot', false],
    ['x'.repeat(31), true],
    ['x'.repeat(32), false],
  ])('name %s → %s', (value, valid) => expect(isValidName(value)).toBe(valid));

  it.each([
    ['', true],
    ['Ab', true],
    ['A', false],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
  ])('alias %s → %s', (value, valid) => expect(isValidAlias(value)).toBe(valid));

  it.each([
    ['', true],
    ['VelaUX12345', true],
    ['abc12345', true],
    ['abc1234', false],
    ['abcdefghij', false],
    ['1234567890', false],
    ['abcdefgh123456789', false],
  ])('password %s → %s', (value, valid) => expect(isValidPassword(value)).toBe(valid));

  it.each([
    ['', true],
    ['admin@example.com', true],
    ['first.last+tag@mail.example.org', true],
    ['Admin@example.com', false],
    ['admin@example', false],
    ['admin', false],
  ])('email %s → %s', (value, valid) => expect(isValidEmail(value)).toBe(valid));
});
