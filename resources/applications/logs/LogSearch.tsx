import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

interface LogSearchProps {
  query: string;
  onQueryChange: (query: string) => void;
  total: number;
  current: number;
  onJump: (step: 1 | -1) => void;
}

/** The search box: matches are highlighted in the view; Enter (Shift+Enter) and the arrows jump between them. */
export const LogSearch = ({ query, onQueryChange, total, current, onJump }: LogSearchProps) => {
  const translate = useTranslate();
  const count = total
    ? translate('resources.appLogs.matches', { current: current + 1, total })
    : translate('resources.appLogs.noMatches');
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      <TextField
        size="small"
        type="search"
        label={translate('resources.appLogs.search')}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || !total) return;
          event.preventDefault();
          onJump(event.shiftKey ? -1 : 1);
        }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      {query && (
        <Typography variant="body2" color="text.secondary" role="status" sx={{ minWidth: 80 }}>
          {count}
        </Typography>
      )}
      <IconButton
        size="small"
        aria-label={translate('resources.appLogs.previousMatch')}
        disabled={!total}
        onClick={() => onJump(-1)}
      >
        <KeyboardArrowUpIcon />
      </IconButton>
      <IconButton
        size="small"
        aria-label={translate('resources.appLogs.nextMatch')}
        disabled={!total}
        onClick={() => onJump(1)}
      >
        <KeyboardArrowDownIcon />
      </IconButton>
    </Stack>
  );
};
