import LockIcon from '@mui/icons-material/Lock';
import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { StatusPage } from '../StatusPage';

/** In place of a page the user's permissions do not open (and react-admin's /access-denied). */
export const AccessDeniedPage = () => {
  const translate = useTranslate();
  return (
    <StatusPage
      icon={<LockIcon />}
      title={translate('vela.accessDenied.title')}
      text={translate('vela.accessDenied.text')}
      action={
        <Button component={LinkBase} to="/applications" variant="outlined">
          {translate('vela.accessDenied.back')}
        </Button>
      }
    />
  );
};
