/** The definitions whose name contains the search text, ignoring case and surrounding spaces. */
export function matchingName<T extends { name: string }>(definitions: readonly T[], search: string): T[] {
  const wanted = search.trim().toLowerCase();
  if (!wanted) return [...definitions];
  return definitions.filter((definition) => definition.name.toLowerCase().includes(wanted));
}
