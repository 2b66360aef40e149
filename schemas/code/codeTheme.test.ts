import { getContrastRatio } from '@mui/material/styles';
import { codePalettes, codeTheme } from './codeTheme';

const TEXT_CONTRAST = 4.5;

/** `top` (#rrggbbaa) laid over the opaque `below`, as the browser paints it. */
function over(top: string, below: string) {
  const channel = (hex: string, at: number) => parseInt(hex.slice(at, at + 2), 16);
  const alpha = channel(top, 7) / 255;
  const mixed = [1, 3, 5].map((at) =>
    Math.round(channel(top, at) * alpha + channel(below, at) * (1 - alpha)),
  );
  return `rgb(${mixed.join(', ')})`;
}

const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? []).map((value) => Number(value).toString(16).padStart(2, '0')).join('')}`;

describe.each(['light', 'dark'] as const)('the %s code theme', (mode) => {
  const { editor, backgrounds: diff, text } = codePalettes[mode];
  const insertedLine = toHex(over(diff.insertedLine, editor));
  const removedLine = toHex(over(diff.removedLine, editor));
  const backgrounds = {
    'the editor': editor,
    'an inserted line': insertedLine,
    'inserted text': over(diff.insertedText, insertedLine),
    'a removed line': removedLine,
    'removed text': over(diff.removedText, removedLine),
    'unchanged code': over(diff.unchangedCode, editor),
  };

  it.each(Object.entries(text))(
    'draws %s readably on the editor and every diff background',
    (_name, colour) => {
      for (const background of Object.values(backgrounds)) {
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('paints the editor in the background the colours were checked on', () => {
    expect(codeTheme(mode).colors['editor.background']).toBe(editor);
    expect(codeTheme(mode).base).toBe(mode === 'dark' ? 'vs-dark' : 'vs');
  });
});
