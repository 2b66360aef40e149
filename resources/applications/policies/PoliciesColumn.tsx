import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useFormLookups } from '@resources/definitions';
import { PartColumn } from '../shared/PartColumn';
import { useAppParts } from '../shared/useAppParts';
import { useApplication } from '../shared/useApplication';
import { appResource } from '../shared/application';
import { useUrlDrawer } from '@src/common/kit';
import { displayName } from '@dataProvider/displayName';
import { useCanAccess, useTranslate } from 'react-admin';
import { PolicyDeleteButton } from './PolicyDeleteButton';
import { PolicyDrawers } from './PolicyDrawers';
import type { Policy } from './policyPresets';

const PolicyCard = ({
  policy,
  app,
  project,
  readOnly,
}: {
  policy: Policy;
  app: string;
  project: string;
  readOnly: boolean;
}) => {
  const translate = useTranslate();
  const { open } = useUrlDrawer();
  const resource = appResource(project, app, `policy:${policy.name}`);
  const { canAccess: mayUpdate } = useCanAccess({ action: 'update', resource });
  const name = displayName(policy);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ pb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-all' }}>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.appPolicies.fields.type')}: {policy.type}
        </Typography>
        {policy.description ? <Typography variant="body2">{policy.description}</Typography> : null}
      </CardContent>
      {readOnly ? null : (
        <CardActions>
          {mayUpdate ? (
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('resources.appPolicies.action.edit', { name: policy.name })}
              onClick={() => open('editPolicy', policy.name)}
            >
              {translate('ra.action.edit')}
            </Button>
          ) : null}
          <PolicyDeleteButton app={app} name={policy.name} resource={resource} />
        </CardActions>
      )}
    </Card>
  );
};

/** The Policies column of an application's Properties tab. */
export const PoliciesColumn = () => {
  const { app, project, readOnly } = useApplication();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const { list, onAdd } = useAppParts<Policy>('appPolicies', 'policy', 'addPolicy');
  return (
    <PartColumn
      title="resources.appPolicies.name"
      addLabel="resources.appPolicies.action.add"
      empty="resources.appPolicies.empty"
      onAdd={onAdd}
      list={list}
      card={(policy) => (
        <PolicyCard key={policy.name} policy={policy} app={app.name} project={project} readOnly={readOnly} />
      )}
    >
      {readOnly ? null : <PolicyDrawers app={app.name} lookups={lookups} />}
    </PartColumn>
  );
};
