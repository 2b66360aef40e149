import Typography from '@mui/material/Typography';
import { telemetryAddress } from '@src/telemetry/telemetryAddress';
import { useTranslate } from 'react-admin';

/** Where the data collection switch would send usage statistics, or that nothing is sent at all. */
export const TelemetryNote = () => {
  const translate = useTranslate();
  const address = telemetryAddress();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
      {address
        ? translate('vela.settings.collection.sentTo', { address: address.href })
        : translate('vela.settings.collection.noAddress')}
    </Typography>
  );
};
