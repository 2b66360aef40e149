import { createTheme } from '@mui/material/styles';
import { lightTheme } from '@src/theme';
import { healthColor, healthTone } from './health';

describe('a node health colour', () => {
  const { palette } = createTheme(lightTheme);

  it('reads UnHealthy as an error and Progressing as a warning (spec §4)', () => {
    expect(['Healthy', 'UnHealthy', 'Progressing', 'UnKnown', undefined].map(healthTone)).toEqual([
      'healthy',
      'error',
      'warning',
      'unknown',
      'unknown',
    ]);
  });

  it('takes each tone from the theme', () => {
    expect(healthColor(palette, 'healthy')).toBe(palette.status.succeeded);
    expect(healthColor(palette, 'error')).toBe(palette.error.main);
    expect(healthColor(palette, 'warning')).toBe(palette.warning.main);
    expect(healthColor(palette, 'unknown')).toBe(palette.status.neutral);
    expect(
      new Set(['healthy', 'error', 'warning', 'unknown'].map((tone) => healthColor(palette, tone as never)))
        .size,
    ).toBe(4);
  });
});
