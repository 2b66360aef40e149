import ViewCompactIcon from '@mui/icons-material/ViewCompact';
import ViewSidebarIcon from '@mui/icons-material/ViewSidebar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useLocation, useNavigate, useTranslate } from 'react-admin';
import type { LayoutMode } from './layoutMode';
import { withLayoutMode } from './layoutMode';

/** Switches between the default layout (with side navigation) and the neat one (without). */
export const LayoutModeToggle = ({ mode }: { mode: LayoutMode }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const next: LayoutMode = mode === 'default' ? 'neat' : 'default';
  const label = translate(next === 'neat' ? 'vela.topBar.neatLayout' : 'vela.topBar.defaultLayout');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        onClick={() => navigate({ pathname, search: withLayoutMode(search, next) })}
      >
        {next === 'neat' ? <ViewCompactIcon /> : <ViewSidebarIcon />}
      </IconButton>
    </Tooltip>
  );
};
