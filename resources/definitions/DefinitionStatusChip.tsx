import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** `enable` or `disable`, as the API reports it; disabled definitions are hidden from other screens. */
export const DefinitionStatusChip = ({ status }: { status: string }) => {
  const translate = useTranslate();
  const enabled = status !== 'disable';
  return (
    <Chip
      size="small"
      variant="outlined"
      color={enabled ? 'success' : 'default'}
      label={translate(
        enabled ? 'resources.definitions.status.enable' : 'resources.definitions.status.disable',
      )}
    />
  );
};
