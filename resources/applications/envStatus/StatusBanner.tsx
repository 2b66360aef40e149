import Alert from '@mui/material/Alert';
import { useTranslate } from 'react-admin';
import { bannerTone } from './envStatusRules';

const SEVERITY = { success: 'success', error: 'error', warning: 'warning', notice: 'info' } as const;

/** 'Application is {status}' in the spec's colour; 'Init' as a notice when the environment has no status. */
export const StatusBanner = ({ status }: { status?: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity={SEVERITY[bannerTone(status)]} role="status">
      {status
        ? translate('resources.appEnvStatus.banner.status', { status })
        : translate('resources.appEnvStatus.banner.init')}
    </Alert>
  );
};
