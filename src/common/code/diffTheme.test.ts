import { getContrastRatio } from '@mui/material/styles';
import { diffBackgrounds, diffTextColours } from './diffTheme';

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

const insertedLine = toHex(over(diffBackgrounds.insertedLine, '#ffffff'));
const removedLine = toHex(over(diffBackgrounds.removedLine, '#ffffff'));
const backgrounds = {
  'the editor': '#ffffff',
  'an inserted line': insertedLine,
  'inserted text': over(diffBackgrounds.insertedText, insertedLine),
  'a removed line': removedLine,
  'removed text': over(diffBackgrounds.removedText, removedLine),
  'unchanged code': over(diffBackgrounds.unchangedCode, '#ffffff'),
};

describe('the YAML diff theme', () => {
  it.each(Object.entries(diffTextColours))('draws %s readably on every diff background', (_name, colour) => {
    for (const background of Object.values(backgrounds)) {
      expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });
});
