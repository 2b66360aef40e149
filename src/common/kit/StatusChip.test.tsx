import { screen } from '@testing-library/react';
import { statusColors } from '@src/theme';
import { renderKit } from '@src/test/renderKit';
import { StatusChip } from './StatusChip';

describe('a status chip', () => {
  it.each([
    ['succeeded', statusColors.succeeded],
    ['failed', statusColors.failed],
    ['running', statusColors.running],
    ['neutral', statusColors.neutral],
  ] as const)('draws the %s tone in the theme colour, with the words in text colour', (tone, colour) => {
    renderKit(<StatusChip tone={tone} label="Application is running" />);
    const chip = screen.getByText('Application is running').closest('.MuiChip-root');
    expect(chip).toHaveStyle({ borderColor: colour });
    expect(chip?.querySelector('.MuiChip-icon')).toHaveStyle({ color: colour });
    expect(chip).not.toHaveStyle({ color: colour });
  });
});
