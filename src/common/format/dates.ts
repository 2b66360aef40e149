import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/zh-cn';

dayjs.extend(relativeTime);

/** The Go zero time: the server's way of saying "never set". */
export const ZERO_DATE = '0001-01-01T00:00:00Z';

export type DateInput = string | number | Date | null | undefined;

function toDayjs(value: DateInput): dayjs.Dayjs | undefined {
  if (value === null || value === undefined || value === '' || value === ZERO_DATE) return undefined;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed : undefined;
}

export function isEmptyDate(value: DateInput): boolean {
  return toDayjs(value) === undefined;
}

/** `YYYY/MM/DD HH:mm:ss` in local time; empty for a missing or zero date. */
export function formatDateTime(value: DateInput): string {
  return toDayjs(value)?.format('YYYY/MM/DD HH:mm:ss') ?? '';
}

/** `YYYY/MM/DD` in local time; empty for a missing or zero date. */
export function formatDate(value: DateInput): string {
  return toDayjs(value)?.format('YYYY/MM/DD') ?? '';
}

/** "3 years ago" … "a few seconds ago" (or "in …"), in the console's language. */
export function formatRelativeTime(value: DateInput, now: DateInput = new Date(), locale = 'en'): string {
  const date = toDayjs(value);
  if (!date) return '';
  return date.locale(locale === 'zh' ? 'zh-cn' : 'en').from(dayjs(now ?? undefined));
}
