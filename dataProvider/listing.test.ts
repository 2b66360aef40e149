import { filterRows, pageRows, serverCanPage, sortRows } from './listing';

describe('sortRows', () => {
  const rows = [
    { name: 'b', size: 2, project: { name: 'y' } },
    { name: 'a', size: 10 },
    { name: 'c', size: 1, project: { name: 'x' } },
  ];

  it('sorts strings and numbers in either order', () => {
    expect(sortRows(rows, { field: 'name', order: 'ASC' }).map((row) => row.name)).toEqual(['a', 'b', 'c']);
    expect(sortRows(rows, { field: 'size', order: 'DESC' }).map((row) => row.size)).toEqual([10, 2, 1]);
  });

  it('sorts on a dotted field and keeps empty values last', () => {
    expect(sortRows(rows, { field: 'project.name', order: 'ASC' }).map((row) => row.name)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortRows(rows, { field: 'project.name', order: 'DESC' }).map((row) => row.name)).toEqual([
      'b',
      'c',
      'a',
    ]);
  });

  it('sorts times as moments, whatever their offsets', () => {
    const updates = [
      { name: 'utc', updateTime: '2026-12-07T10:30:00Z' },
      { name: 'shanghai', updateTime: '2026-12-07T17:00:00+08:00' },
      { name: 'later', updateTime: '2026-12-07T11:00:00Z' },
    ];
    expect(sortRows(updates, { field: 'updateTime', order: 'DESC' }).map((row) => row.name)).toEqual([
      'later',
      'utc',
      'shanghai',
    ]);
  });

  it('leaves the order alone without a sort field, and does not mutate its input', () => {
    expect(sortRows(rows)).toBe(rows);
    sortRows(rows, { field: 'name', order: 'ASC' });
    expect(rows[0].name).toBe('b');
  });
});

describe('pageRows', () => {
  it('returns the requested page', () => {
    expect(pageRows([1, 2, 3, 4, 5], 2, 2)).toEqual([3, 4]);
    expect(pageRows([1, 2, 3], 3, 2)).toEqual([]);
  });
});

describe('serverCanPage', () => {
  it.each([
    [4, false],
    [5, true],
    [100, true],
    [101, false],
  ])('page size %i → %s', (perPage, expected) => {
    expect(serverCanPage(perPage)).toBe(expected);
  });
});

describe('filterRows', () => {
  const rows = [
    { name: 'web', tier: 'front' },
    { name: 'api', tier: 'back' },
  ];
  const tests = {
    q: (row: Record<string, unknown>, value: unknown) => String(row.name).includes(String(value)),
    tier: (row: Record<string, unknown>, value: unknown) => (value as string[]).includes(String(row.tier)),
  };

  it('keeps the rows passing every local filter that has a value', () => {
    expect(filterRows(rows, tests, { q: 'w', tier: ['front', 'back'] })).toEqual([rows[0]]);
    expect(filterRows(rows, tests, { q: 'a', tier: ['front'] })).toEqual([]);
  });

  it('ignores empty values, filters it has no test for, and a resource without local filters', () => {
    expect(filterRows(rows, tests, { q: '', tier: [], project: 'x' })).toBe(rows);
    expect(filterRows(rows, undefined, { q: 'w' })).toBe(rows);
  });
});
