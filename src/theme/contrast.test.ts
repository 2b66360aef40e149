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
});
