import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { darkTheme, lightTheme, useMotionThemes } from '.';

interface HappyDomWindow {
  happyDOM: { settings: { device: { prefersReducedMotion: string } } };
}
const device = () => (window as unknown as HappyDomWindow).happyDOM.settings.device;

function DialogPage() {
  const themes = useMotionThemes(lightTheme, darkTheme);
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={createTheme(themes.lightTheme)}>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog open={open} aria-label="Details">
        Details
      </Dialog>
    </ThemeProvider>
  );
}

/** The dialog's frame, which fades in unless motion is reduced. */
const fadingFrame = () => screen.getByRole('dialog').parentElement;

afterEach(() => {
  device().prefersReducedMotion = 'no-preference';
});

it('opens a dialog without fading it in when the system asks for reduced motion', async () => {
  device().prefersReducedMotion = 'reduce';
  render(<DialogPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(fadingFrame()).toHaveStyle({ transition: 'none' });
});

it('fades a dialog in otherwise', async () => {
  render(<DialogPage />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(fadingFrame()?.style.transition).toMatch(/opacity \d+ms/);
});
