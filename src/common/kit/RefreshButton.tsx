import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import { useListContext, useTranslate } from 'react-admin';

/** Loads the list again (only this list, not every query on the page), with progress while it runs. */
export const RefreshButton = () => {
  const translate = useTranslate();
  const { refetch, isFetching } = useListContext();
  return (
    <Button size="small" startIcon={<RefreshIcon />} loading={isFetching} onClick={() => refetch()}>
      {translate('vela.kit.list.refresh')}
    </Button>
  );
};
