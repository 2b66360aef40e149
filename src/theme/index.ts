export { darkTheme } from './darkTheme';
export { lightTheme, statusColors } from './lightTheme';
export { statusColorKey } from './statusColor';
export type { StatusPalette } from './palette';
