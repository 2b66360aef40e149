import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { AddonStatus } from '@dataProvider/verbs/addons';
import { StatusChip } from '@src/common/kit';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { StatusTable } from './StatusTable';

interface Props {
  open: boolean;
  status: AddonStatus;
  refreshing: boolean;
  onRefresh: () => void;
  onClose: () => void;
}

const key = (name: string) => `resources.addons.statusDialog.${name}`;

/** The addon application's applied resources, conditions and component health, with Close and Refresh. */
export const AddonStatusDialog = ({ open, status, refreshing, onRefresh, onClose }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const app = status.appStatus ?? {};
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate(key('title'))}</DialogTitle>
      {/* Its tables scroll and hold nothing focusable: the content itself takes focus for the keyboard. */}
      <DialogContent tabIndex={0}>
        <StatusTable
          title={key('appliedResources')}
          columns={[key('cluster'), key('kind'), key('namespace'), 'resources.addons.fields.name']}
          rows={(app.appliedResources ?? []).map((resource) => [
            resource.cluster || 'local',
            resource.kind ?? '',
            resource.namespace ?? '',
            resource.name ?? '',
          ])}
        />
        <StatusTable
          title={key('conditions')}
          columns={[key('conditionType'), key('conditionStatus'), key('reason'), key('message')]}
          rows={(app.conditions ?? []).map((condition) => [
            condition.type,
            condition.status,
            condition.reason,
            condition.message ?? '',
          ])}
        />
        <StatusTable
          title={key('components')}
          columns={[
            'resources.addons.fields.name',
            key('cluster'),
            'resources.addons.fields.status',
            key('message'),
          ]}
          rows={(app.services ?? []).map((service) => [
            service.name,
            service.cluster || 'local',
            <StatusChip
              key="health"
              label={service.healthy ? key('healthy') : key('unhealthy')}
              tone={service.healthy ? 'succeeded' : 'failed'}
            />,
            service.message ?? '',
          ])}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.addons.action.close')}</Button>
        <Button variant="contained" loading={refreshing} onClick={onRefresh}>
          {translate('resources.addons.action.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
