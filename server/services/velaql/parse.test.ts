import { parseVelaQL } from './parse';

describe('parseVelaQL', () => {
  it('reads the view, typed parameters and the export path', () => {
    expect(
      parseVelaQL('pod-view{name=web-1, count=3, ratio=0.5, previous=true, label="a b"}.status'),
    ).toEqual({
      view: 'pod-view',
      params: { name: 'web-1', count: 3, ratio: 0.5, previous: true, label: 'a b' },
      exportPath: 'status',
    });
    expect(parseVelaQL(' collect-logs{ pod = p1 } ').exportPath).toBe('status');
  });

  it.each(['pod-view', 'pod-view{}', 'pod-view{ }', 'pod-view{a}', 'pod-view{=b}', 'Pod{a=b}', '-x{a=b}'])(
    'refuses %s with 60001',
    (statement) => {
      expect(() => parseVelaQL(statement)).toThrow(expect.objectContaining({ code: 60001 }));
    },
  );
});
