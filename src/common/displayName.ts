export interface Named {
  name: string;
  alias?: string;
}

/** How a user, role or project is shown: its alias, or its name when it has none. */
export function displayName(entity: Named | undefined | null): string {
  return entity?.alias || entity?.name || '';
}
