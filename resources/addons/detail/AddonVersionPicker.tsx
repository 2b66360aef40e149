import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AddonDetail } from '@dataProvider/verbs/addons';
import { useTranslate } from 'react-admin';

interface Props {
  detail: AddonDetail;
  version: string;
  onChange: (version: string) => void;
}

/** The version to enable, and what that version requires of the platform and of Kubernetes. */
export const AddonVersionPicker = ({ detail, version, onChange }: Props) => {
  const translate = useTranslate();
  const { vela, kubernetes } = detail.system ?? {};
  const requirements = [
    vela ? translate('resources.addons.detail.kubevela', { version: vela }) : '',
    kubernetes ? translate('resources.addons.detail.kubernetes', { version: kubernetes }) : '',
  ].filter(Boolean);
  return (
    <>
      <TextField
        select
        required
        size="small"
        label={translate('resources.addons.detail.version')}
        value={detail.availableVersions.includes(version) ? version : ''}
        onChange={(event) => onChange(event.target.value)}
        sx={{ minWidth: 240 }}
      >
        {detail.availableVersions.map((option) => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {requirements.length > 0 ? (
        <Typography variant="body2" color="warning.main" sx={{ mt: 1 }}>
          {translate('resources.addons.detail.requirements', { requirements: requirements.join(', ') })}
        </Typography>
      ) : null}
    </>
  );
};
