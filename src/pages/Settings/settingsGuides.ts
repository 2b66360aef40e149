/** Specification §4 and §8: the refusals of a settings save that a guide explains. */
export const NO_DEX_CONNECTOR = 12011;
export const ADMIN_EMAIL_EMPTY = 14010;
export type GuideCode = typeof NO_DEX_CONNECTOR | typeof ADMIN_EMAIL_EMPTY;

export const guides = {
  [NO_DEX_CONNECTOR]: {
    key: 'dex',
    to: '/configs/dex-connector/config',
    access: { action: 'list', resource: 'config:*' },
  },
  [ADMIN_EMAIL_EMPTY]: { key: 'email', to: '/users', access: { action: 'list', resource: 'user:*' } },
} as const;

/** The guide for a refusal, if it has one. */
export function guideCodeOf(error: unknown): GuideCode | undefined {
  const code =
    typeof error === 'object' && error !== null
      ? (error as { businessCode?: unknown }).businessCode
      : undefined;
  return code === NO_DEX_CONNECTOR || code === ADMIN_EMAIL_EMPTY ? code : undefined;
}
