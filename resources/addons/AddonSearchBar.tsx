import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface Props {
  registries: readonly string[];
  registry: string;
  query: string;
  onRegistry: (registry: string) => void;
  /** The text to search for, sent when the user presses Enter. */
  onQuery: (query: string) => void;
  actions?: ReactNode;
}

/** The registry selector (All plus each registry), the text search sent on Enter, and the page's buttons. */
export const AddonSearchBar = ({ registries, registry, query, onRegistry, onQuery, actions }: Props) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState(query);
  // The registry in the address is offered even before (or without) the registry list.
  const choices = registry && !registries.includes(registry) ? [...registries, registry] : registries;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ alignItems: { sm: 'center' }, mb: 2 }}
    >
      <TextField
        select
        size="small"
        label={translate('resources.addons.search.registry')}
        value={registry}
        onChange={(event) => onRegistry(event.target.value)}
        // The theme makes fields full width: beside the search box that took all of the row and
        // squeezed the search box to nothing.
        fullWidth={false}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('resources.addons.search.allRegistries')}</MenuItem>
        {choices.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="search"
        label={translate('resources.addons.search.query')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onQuery(typed.trim());
        }}
        sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
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
      <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
        {actions}
      </Stack>
    </Stack>
  );
};
