import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewModuleIcon from '@mui/icons-material/ViewModule';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslate } from 'react-admin';
import type { ListView } from './useListView';

/** Cards or table, each a named toggle. */
export const ViewSwitch = ({ view, onChange }: { view: ListView; onChange: (view: ListView) => void }) => {
  const translate = useTranslate();
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label={translate('resources.applications.view.label')}
      onChange={(_, next: ListView | null) => {
        if (next) onChange(next);
      }}
    >
      <ToggleButton value="card" aria-label={translate('resources.applications.view.card')}>
        <ViewModuleIcon fontSize="small" />
      </ToggleButton>
      <ToggleButton value="table" aria-label={translate('resources.applications.view.table')}>
        <TableRowsIcon fontSize="small" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
};
