export { formatBytes } from './bytes';
export { formatDate, formatDateTime, formatRelativeTime, isEmptyDate, ZERO_DATE } from './dates';
export type { DateInput } from './dates';
export { formatDuration, formatElapsed } from './duration';
export { parseQuantity } from './quantity';
