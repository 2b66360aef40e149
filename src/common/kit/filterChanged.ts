const filterOf = (search: string) => new URLSearchParams(search).get('filter') ?? '{}';

/** Whether a react-admin list's new query string has another filter than the current one. */
export const filterChanged = (next: string, current: string) => filterOf(next) !== filterOf(current);
