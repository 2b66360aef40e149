export type LayoutMode = 'default' | 'neat' | 'neat-pro';

export const LAYOUT_MODE_PARAM = 'layout-mode';

const MODES: LayoutMode[] = ['default', 'neat', 'neat-pro'];

/** The mode a query string asks for, if it names one. */
export function layoutModeOf(search: string): LayoutMode | undefined {
  const value = new URLSearchParams(search).get(LAYOUT_MODE_PARAM);
  return MODES.find((mode) => mode === value);
}

/** The query string with the mode set (other parameters kept). */
export function withLayoutMode(search: string, mode: LayoutMode): string {
  const params = new URLSearchParams(search);
  params.set(LAYOUT_MODE_PARAM, mode);
  return `?${params.toString()}`;
}
