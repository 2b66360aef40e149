import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';

const FIELD_HEIGHT = 56;

/** Input-shaped grey blocks while a form's record loads. */
export const FormSkeleton = ({ fields = 3 }: { fields?: number }) => {
  const translate = useTranslate();
  return (
    <Box role="progressbar" aria-label={translate('vela.kit.form.loading')} sx={{ p: 2 }}>
      {Array.from({ length: fields }, (_, field) => (
        <Skeleton key={field} variant="rounded" height={FIELD_HEIGHT} sx={{ mb: 2 }} />
      ))}
    </Box>
  );
};
