export interface Named {
  name: string;
  alias?: string;
}

/** How a user, role or project is shown: its alias, or its name when it has none. */
export function displayName(entity: Named | undefined | null): string {
  return shownText(entity?.alias) || shownText(entity?.name);
}

/** Server data is text, but a record of another shape (a number, an object) must not crash the page. */
function shownText(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}
