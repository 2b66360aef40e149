import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { memo } from 'react';
import type { Translate } from '../i18n';

interface FormToolbarProps {
  codeMode: boolean;
  onCodeModeChange: (codeMode: boolean) => void;
  /** Offered when more than 5 fields are visible. */
  advancedSwitch: boolean;
  showAdvanced: boolean;
  onShowAdvancedChange: (show: boolean) => void;
  t: Translate;
}

/** Form or YAML, and the Advanced Parameters switch; it skips the re-render each typed character causes. */
export const FormToolbar = memo(function FormToolbar(props: FormToolbarProps) {
  const { codeMode, onCodeModeChange, advancedSwitch, showAdvanced, onShowAdvancedChange, t } = props;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
      {advancedSwitch ? (
        <FormControlLabel
          label={t('advancedParameters')}
          control={
            <Switch checked={showAdvanced} onChange={(event) => onShowAdvancedChange(event.target.checked)} />
          }
        />
      ) : (
        <span />
      )}
      <ToggleButtonGroup
        size="small"
        exclusive
        value={codeMode ? 'code' : 'form'}
        onChange={(_event, next: string | null) => next && onCodeModeChange(next === 'code')}
      >
        <ToggleButton value="form">{t('formMode')}</ToggleButton>
        <ToggleButton value="code">{t('codeMode')}</ToggleButton>
      </ToggleButtonGroup>
    </Stack>
  );
});
