import { createTheme, decomposeColor, getContrastRatio, lighten } from '@mui/material/styles';
import { darkTheme } from './darkTheme';
import { lightTheme } from './lightTheme';

const TEXT_CONTRAST = 4.5;
const INDICATOR_CONTRAST = 3;

const light = createTheme(lightTheme).palette;
const dark = createTheme(darkTheme).palette;

/** The grey of a filled input, and hovered, where an invalid field's label is drawn in the error colour. */
const themes = [
  { mode: 'light', palette: light, filledInputs: ['#f0f0f0', '#ebebeb'] },
  {
    mode: 'dark',
    palette: dark,
    // MUI lays white at 9 % (13 % hovered) over the paper for a dark filled input.
    filledInputs: [lighten(dark.background.paper, 0.09), lighten(dark.background.paper, 0.13)],
  },
] as const;

describe.each(themes)('the $mode theme', ({ mode, palette, filledInputs }) => {
  it('is the mode it says', () => {
    expect(palette.mode).toBe(mode);
  });

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
    for (const filled of filledInputs) {
      expect(getContrastRatio(palette.error.main, filled)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it.each(['succeeded', 'failed', 'running', 'neutral'] as const)(
    'draws the %s status dot and outline visibly (3:1) on paper and on the page background',
    (tone) => {
      const colour = palette.status[tone];
      expect(getContrastRatio(colour, palette.background.paper)).toBeGreaterThanOrEqual(INDICATOR_CONTRAST);
      expect(getContrastRatio(colour, palette.background.default)).toBeGreaterThanOrEqual(INDICATOR_CONTRAST);
    },
  );
});

/** A see-through colour (MUI's text greys) as the browser paints it over an opaque one. */
function paint(colour: string, below: string) {
  const [r, g, b, a = 1] = decomposeColor(colour).values;
  const under = decomposeColor(below).values;
  const mixed = [r, g, b].map((channel, at) => Math.round(channel * a + under[at] * (1 - a)));
  return `rgb(${mixed.join(', ')})`;
}

describe('the dark theme', () => {
  it('draws the status colours readably as text too (the log view writes ANSI green in them)', () => {
    for (const colour of Object.values(dark.status)) {
      expect(getContrastRatio(colour, dark.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it('draws secondary text readably on paper and on the page background', () => {
    for (const background of [dark.background.paper, dark.background.default]) {
      const secondary = paint(dark.text.secondary, background);
      expect(getContrastRatio(secondary, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    }
  });

  it("keeps a contained button readable under the pointer, and the log view's magenta on paper", () => {
    expect(getContrastRatio(dark.primary.contrastText, dark.primary.dark)).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
    expect(getContrastRatio(dark.primary.light, dark.background.paper)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });
});
