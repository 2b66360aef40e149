const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'];

/** Scales by 1024 up to YB; two decimals unless the scaled value is whole (`1 KB`, `1.50 KB`). */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes)) return '';
  const sign = bytes < 0 ? '-' : '';
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = Number.isInteger(value) ? String(value) : value.toFixed(2);
  return `${sign}${text} ${UNITS[unit]}`;
}
