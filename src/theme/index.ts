export { darkTheme } from './darkTheme';
export { lightTheme, statusColors } from './lightTheme';
export { useMotionThemes } from './motion';
export { statusColorKey } from './statusColor';
export type { StatusPalette } from './palette';
