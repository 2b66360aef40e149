import { createTheme, getContrastRatio } from '@mui/material/styles';
import { lightTheme } from './lightTheme';

const theme = createTheme(lightTheme);
const { palette } = theme;
const TEXT_CONTRAST = 4.5;

describe('the light theme', () => {
  it.each(['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const)(
    'draws %s text readably on the page background and on paper, and its contrast text on it',
    (name) => {
      const { main, contrastText } = palette[name];
      expect(getContrastRatio(main, palette.background.default)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(main, palette.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      expect(getContrastRatio(contrastText, main)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    },
  );

  it('draws the label of an invalid field readably in the grey of a filled input, hovered too', () => {
    for (const filled of ['#f0f0f0', '#ebebeb']) {
      expect(getContrastRatio(palette.error.main, filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(['succeeded', 'failed', 'running', 'neutral'] as const)(
    'draws the %s status dot and outline visibly (3:1) on paper and on the page background',
    (tone) => {
      const colour = palette.status[tone];
      expect(getContrastRatio(colour, palette.background.paper)).toBeGreaterThanOrEqual(3);
      expect(getContrastRatio(colour, palette.background.default)).toBeGreaterThanOrEqual(3);
    },
  );
});
