import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { recordPath } from '../shared/appPages';
import { formatDateTime } from '@src/common/format';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { EnvRecord } from './useEnvRecords';

/** The environment's latest records, newest first; picking one opens it. */
export const RecordPicker = ({
  app,
  env,
  records,
  current,
}: {
  app: string;
  env: string;
  records: EnvRecord[];
  current: string;
}) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  return (
    <TextField
      select
      id="record-picker"
      size="small"
      label={translate('resources.appWorkflowRecords.picker')}
      value={current}
      onChange={(event) => navigate(recordPath(app, env, event.target.value))}
      sx={{ minWidth: 320 }}
    >
      {records.map((record) => (
        <MenuItem key={record.name} value={record.name}>
          {`${record.name} · ${translate(`resources.appWorkflowRecords.status.${record.status}`, { _: record.status })}`}
          {record.startTime ? ` · ${formatDateTime(record.startTime)}` : ''}
        </MenuItem>
      ))}
    </TextField>
  );
};
