import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { MouseEvent, ReactNode } from 'react';

interface TopBarButtonProps {
  icon: ReactNode;
  label: string;
  /** The accessible name, when it says more than the label. */
  ariaLabel?: string;
  /** Shown after the label, on wide screens only (a shortcut hint). */
  extra?: ReactNode;
  keepCase?: boolean;
  onClick: (event: MouseEvent<HTMLElement>) => void;
  'aria-haspopup'?: 'menu';
  'aria-keyshortcuts'?: string;
}

/**
 * A top bar button with its icon and label. Below the `lg` breakpoint the bar cannot hold every label
 * (at 1024 px they broke over two lines and ran into each other), so the icon stands alone there and the
 * label becomes its tooltip and accessible name.
 */
export function TopBarButton({
  icon,
  label,
  ariaLabel,
  extra,
  keepCase,
  onClick,
  ...aria
}: TopBarButtonProps) {
  // Where the window has no matchMedia, the wide form is drawn. Read at the first drawing (noSsr), not
  // in an effect after it: that drew every top-bar button twice on each start.
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('lg'), {
    defaultMatches: true,
    noSsr: true,
  });
  if (wide)
    return (
      <Button
        color="inherit"
        startIcon={icon}
        aria-label={ariaLabel}
        onClick={onClick}
        sx={{ textTransform: keepCase ? 'none' : undefined, whiteSpace: 'nowrap' }}
        {...aria}
      >
        {label}
        {extra}
      </Button>
    );
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" aria-label={ariaLabel ?? label} onClick={onClick} {...aria}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
