import { EMAIL_PATTERN, NAME_PATTERN, PASSWORD_PATTERN } from './validation';

describe('NAME_PATTERN', () => {
  it.each([
    ['admin', true],
    ['a', true],
    ['team-a', true],
    ['team-a.dev', true],
    ['a1', true],
    ['Admin', false],
    ['1admin', false],
    ['-admin', false],
    ['admin-', false],
    ['team_a', false],
    ['team..a', false],
    ['', false],
  ])('%j → %s', (name, valid) => {
    expect(NAME_PATTERN.test(name)).toBe(valid);
  });
});

describe('PASSWORD_PATTERN', () => {
  it.each([
    ['VelaUX12345', true],
    ['abcdefg1', true],
    ['1234567a', true],
    ['abcdefgh12345678', true],
    ['abcdef1', false],
    ['abcdefgh123456789', false],
    ['abcdefgh', false],
    ['12345678', false],
    ['abcd-1234', false],
  ])('%j → %s', (password, valid) => {
    expect(PASSWORD_PATTERN.test(password)).toBe(valid);
  });
});

describe('EMAIL_PATTERN', () => {
  it.each([
    ['admin@example.com', true],
    ['first.last+tag@mail.example.org', true],
    ['admin@example', false],
    ['admin.example.com', false],
    ['@example.com', false],
    ['admin@ex ample.com', false],
  ])('%j → %s', (email, valid) => {
    expect(EMAIL_PATTERN.test(email)).toBe(valid);
  });
});
