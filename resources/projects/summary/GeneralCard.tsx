import EditIcon from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatDateTime } from '@src/common/format';
import { useId } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import type { Project } from '../shared/project';

const Item = ({ label, value }: { label: string; value: string }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography component="dd" sx={{ m: 0 }}>
        {value || '-'}
      </Typography>
    </Grid>
  );
};

const ownerText = (owner: Project['owner']) =>
  owner?.alias ? `${owner.alias}(${owner.name})` : (owner?.name ?? '');

/** The project's name, alias, owner and times, its description as a notice, and Edit for those who may. */
export const GeneralCard = ({ project, onEdit }: { project: Project; onEdit: () => void }) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2, px: 2, pb: 2 }}>
      <Stack direction="row" alignItems="center" sx={{ pt: 1.5, pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {translate('resources.projects.summary.general')}
        </Typography>
        <CanAccess action="update" resource={`project:${project.name}`}>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit}>
            {translate('resources.projects.action.edit')}
          </Button>
        </CanAccess>
      </Stack>
      {project.description ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {project.description}
        </Alert>
      ) : null}
      <Grid container component="dl" spacing={2} sx={{ m: 0 }}>
        <Item
          label="resources.projects.fields.nameAlias"
          value={`${project.name}(${project.alias || '-'})`}
        />
        <Item label="resources.projects.fields.owner" value={ownerText(project.owner)} />
        <Item label="resources.projects.fields.createTime" value={formatDateTime(project.createTime)} />
        <Item label="resources.projects.fields.updateTime" value={formatDateTime(project.updateTime)} />
      </Grid>
    </Paper>
  );
};
