import { formatDate, formatDateTime, formatRelativeTime, isEmptyDate, ZERO_DATE } from './dates';

// Offset-free inputs are read as local time, so these expectations hold in any time zone.
describe('formatDateTime and formatDate', () => {
  it.each([
    ['2024-05-01T10:20:30', '2024/05/01 10:20:30', '2024/05/01'],
    ['2023-12-31T23:59:59', '2023/12/31 23:59:59', '2023/12/31'],
    [new Date(2022, 0, 2, 3, 4, 5), '2022/01/02 03:04:05', '2022/01/02'],
    [ZERO_DATE, '', ''],
    ['', '', ''],
    [undefined, '', ''],
    [null, '', ''],
    ['garbage', '', ''],
  ])('%s → %j / %j', (input, dateTime, date) => {
    expect(formatDateTime(input)).toBe(dateTime);
    expect(formatDate(input)).toBe(date);
  });
});

describe('isEmptyDate', () => {
  it.each([
    [ZERO_DATE, true],
    [undefined, true],
    ['', true],
    ['2024-05-01T10:20:30Z', false],
  ])('%s → %s', (input, expected) => {
    expect(isEmptyDate(input)).toBe(expected);
  });
});

describe('formatRelativeTime', () => {
  const now = '2024-06-01T12:00:00Z';
  it.each([
    ['2024-06-01T11:59:50Z', 'en', 'a few seconds ago'],
    ['2024-06-01T11:58:00Z', 'en', '2 minutes ago'],
    ['2024-06-01T09:00:00Z', 'en', '3 hours ago'],
    ['2024-05-27T12:00:00Z', 'en', '5 days ago'],
    ['2024-02-01T12:00:00Z', 'en', '4 months ago'],
    ['2021-06-01T12:00:00Z', 'en', '3 years ago'],
    ['2024-06-01T12:05:00Z', 'en', 'in 5 minutes'],
    ['2021-06-01T12:00:00Z', 'zh', '3 年前'],
    ['2024-06-01T09:00:00Z', 'zh', '3 小时前'],
    [ZERO_DATE, 'en', ''],
  ])('%s in %s → %s', (input, locale, expected) => {
    expect(formatRelativeTime(input, now, locale)).toBe(expected);
  });
});
