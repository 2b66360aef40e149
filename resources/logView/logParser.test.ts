import { findMatches, markMatches, parseLog } from './logParser';

const ESC = '\u001b';

describe('parseLog', () => {
  it('turns ANSI colours into coloured segments and keeps the text without escape codes', () => {
    const [line] = parseLog(`${ESC}[32mINFO ${ESC}[0m started on :8080`);
    expect(line.segments).toEqual([{ text: 'INFO ', fg: 'green' }, { text: ' started on :8080' }]);
    expect(line.text).toBe('INFO  started on :8080');
  });

  it('keeps markup as text', () => {
    const [line] = parseLog(`${ESC}[31m<img src=x onerror=alert(1)>${ESC}[0m`);
    expect(line.segments).toEqual([{ text: '<img src=x onerror=alert(1)>', fg: 'red' }]);
  });

  it('carries a colour across lines until it is reset, with bold and bright colours', () => {
    const lines = parseLog(`a\n${ESC}[1;91mfirst\nsecond${ESC}[0m plain\n`);
    expect(lines.map((line) => line.segments)).toEqual([
      [{ text: 'a' }],
      [{ text: 'first', fg: 'bright-red', bold: true }],
      [{ text: 'second', fg: 'bright-red', bold: true }, { text: ' plain' }],
      [],
    ]);
  });

  it('shows 256-colour and true-colour text uncoloured, and nothing for no logs', () => {
    expect(parseLog(`${ESC}[38;5;200mpink${ESC}[38;2;1;2;3mdeep`)[0].segments).toEqual([
      { text: 'pink' },
      { text: 'deep' },
    ]);
    expect(parseLog('')).toEqual([]);
  });
});

describe('findMatches', () => {
  const lines = parseLog(`GET /healthz 200\n${ESC}[33mWARN${ESC}[0m slow get\nnothing`);

  it('finds every occurrence ignoring case, in reading order', () => {
    expect(findMatches(lines, 'get')).toEqual([
      { line: 0, start: 0, end: 3 },
      { line: 1, start: 10, end: 13 },
    ]);
  });

  it('reads the text without escape codes, and finds nothing for an empty search', () => {
    expect(findMatches(lines, 'WARN slow')).toEqual([{ line: 1, start: 0, end: 9 }]);
    expect(findMatches(lines, '')).toEqual([]);
  });

  it('counts repeated words one by one', () => {
    expect(findMatches(parseLog('aaaa'), 'aa')).toEqual([
      { line: 0, start: 0, end: 2 },
      { line: 0, start: 2, end: 4 },
    ]);
  });
});

describe('markMatches', () => {
  it('cuts coloured segments at the edges of matches and marks the current one', () => {
    const [line] = parseLog(`${ESC}[32mINFO${ESC}[0m handled 4 requests`);
    const marked = markMatches(line.segments, [
      { start: 2, end: 6, current: false },
      { start: 15, end: 19, current: true },
    ]);
    expect(marked).toEqual([
      { text: 'IN', fg: 'green' },
      { text: 'FO', fg: 'green', mark: 'match' },
      { text: ' h', mark: 'match' },
      { text: 'andled 4 ' },
      { text: 'requ', mark: 'current' },
      { text: 'ests' },
    ]);
  });
});
