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
});
