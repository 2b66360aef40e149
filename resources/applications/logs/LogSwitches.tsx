import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslate } from 'react-admin';

export interface LogSwitchValues {
  timestamps: boolean;
  autoRefresh: boolean;
  previous: boolean;
  follow: boolean;
  /** Break long lines at the view's edge instead of scrolling sideways (on a phone, most lines). */
  wrap: boolean;
}

interface LogSwitchesProps {
  values: LogSwitchValues;
  onChange: (name: keyof LogSwitchValues, on: boolean) => void;
  onDownload?: () => void;
}

const ORDER: (keyof LogSwitchValues)[] = ['timestamps', 'autoRefresh', 'previous', 'follow', 'wrap'];

/** Show timestamps, auto refresh, show previous logs, follow, wrap lines; and Download. */
export const LogSwitches = ({ values, onChange, onDownload }: LogSwitchesProps) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {ORDER.map((name) => (
        <FormControlLabel
          key={name}
          control={
            <Switch
              size="small"
              checked={values[name]}
              onChange={(event) => onChange(name, event.target.checked)}
            />
          }
          label={translate(`resources.appLogs.${name}`)}
        />
      ))}
      <Button size="small" startIcon={<DownloadIcon />} disabled={!onDownload} onClick={onDownload}>
        {translate('resources.appLogs.download')}
      </Button>
    </Stack>
  );
};
