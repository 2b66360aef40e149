import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { TopBarButton } from './TopBarButton';
import { shortcutHint } from './commandPalette/shortcut';

/** The top bar's way into the command palette, showing its keyboard shortcut. */
export const CommandPaletteButton = ({ onClick }: { onClick: () => void }) => {
  const translate = useTranslate();
  const { keys, aria } = shortcutHint();
  return (
    <TopBarButton
      icon={<SearchIcon />}
      label={translate('vela.palette.button')}
      keepCase
      aria-keyshortcuts={aria}
      onClick={onClick}
      extra={
        <Box
          component="kbd"
          aria-hidden
          sx={{ ml: 1, px: 0.75, border: 1, borderRadius: 1, fontFamily: 'inherit', fontSize: '0.75rem' }}
        >
          {keys}
        </Box>
      }
    />
  );
};
