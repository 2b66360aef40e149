import { chunkOffscreenRows, type GridProperty, type GridSegment } from './offscreenChunks';

const simple = (name: string, span = 24): GridProperty => ({ name, span, drawnInItsCell: true });
const list = (name: string, span = 24): GridProperty => ({ name, span, drawnInItsCell: false });

/** Each segment as the names it holds: `[a, b]` for a chunk, `a` for a field of its own. */
function shape(segments: GridSegment[]): (string | string[])[] {
  return segments.map((segment) =>
    segment.kind === 'chunk' ? segment.properties.map((property) => property.name) : segment.property.name,
  );
}

describe('chunkOffscreenRows', () => {
  it('cuts runs of simple rows into chunks of at most the given number of rows', () => {
    const segments = chunkOffscreenRows(
      ['a', 'b', 'c', 'd', 'e'].map((name) => simple(name)),
      2,
    );
    expect(shape(segments)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
    expect(segments.map((segment) => segment.kind === 'chunk' && segment.rows)).toEqual([2, 2, 1]);
  });

  it('counts rows as the 24-column grid wraps them', () => {
    const properties = [simple('a', 12), simple('b', 12), simple('c', 8), simple('d', 8), simple('e', 12)];
    const [first, second] = chunkOffscreenRows(properties, 2);
    expect(first).toMatchObject({ kind: 'chunk', rows: 2, properties: properties.slice(0, 4) });
    expect(second).toMatchObject({ kind: 'chunk', rows: 1, properties: [properties[4]] });
  });

  it('keeps a row with a list in it out of chunks, and starts a new chunk after it', () => {
    const properties = [simple('a'), simple('b', 12), list('items', 12), simple('c'), simple('d')];
    expect(shape(chunkOffscreenRows(properties, 8))).toEqual([['a'], 'b', 'items', ['c', 'd']]);
  });

  it('leaves a simple field beside a list free to be skipped on its own', () => {
    const [, field] = chunkOffscreenRows([simple('a'), simple('b', 12), list('items', 12)], 8);
    expect(field).toEqual({ kind: 'field', property: simple('b', 12) });
  });

  it('keys each chunk by its first property, apart from the fields', () => {
    const segments = chunkOffscreenRows([simple('a'), list('b'), simple('c')], 8);
    expect(
      segments.map((segment) => (segment.kind === 'chunk' ? segment.key : segment.property.name)),
    ).toEqual(['chunk:a', 'b', 'chunk:c']);
  });

  it('counts a span outside 1 to 24 as one column at least and a full row at most', () => {
    expect(shape(chunkOffscreenRows([simple('a', 30), simple('b', 0), simple('c', 23)], 1))).toEqual([
      ['a'],
      ['b', 'c'],
    ]);
  });
});
