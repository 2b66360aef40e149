import CircularProgress from '@mui/material/CircularProgress';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import type { Translate } from '../../i18n';
import type { LookupState } from './useLookup';

/** One line under a field: the lookup is running, or it failed (and whether typing is the way out). */
export function LookupStatus({
  state,
  t,
  typeable,
}: {
  state: LookupState<unknown>;
  t: Translate;
  typeable: boolean;
}) {
  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1} alignItems="center" role="status">
        <CircularProgress size={12} aria-hidden />
        <FormHelperText component="span">{t('loading')}</FormHelperText>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    return (
      <FormHelperText error role="alert">
        {t('lookupFailed', { error: state.error })}
        {typeable ? ` ${t('typeInstead')}` : ''}
      </FormHelperText>
    );
  }
  return null;
}
