import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import { appResource } from '../shared/application';
import { ConfirmButton, useUrlDrawer } from '@src/common/kit';
import { displayName } from '@dataProvider/displayName';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { traitLabel, type ComponentRow } from '../shared/component';

interface Props {
  component: ComponentRow;
  app: string;
  project: string;
  readOnly: boolean;
}

const TraitRow = ({
  component,
  type,
  alias,
  app,
  project,
  readOnly,
}: Props & { type: string; alias?: string }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { open } = useUrlDrawer();
  const resource = appResource(project, app, `component:${component.name}/trait:${type}`);
  const { canAccess: mayUpdate } = useCanAccess({ action: 'update', resource });
  return (
    <Stack direction="row" alignItems="center" spacing={0.5} component="li" sx={{ listStyle: 'none' }}>
      <Typography variant="body2" sx={{ flex: 1 }}>
        {traitLabel(type, translate, alias)}
      </Typography>
      {mayUpdate && !readOnly ? (
        <IconButton
          size="small"
          aria-label={translate('resources.appComponents.action.editTrait', { type })}
          onClick={() => open('editTrait', `${component.name}/${type}`)}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      ) : null}
      {readOnly ? null : (
        <ConfirmButton
          label="ra.action.delete"
          icon={<DeleteIcon />}
          ariaLabel={translate('resources.appComponents.action.deleteTrait', { type })}
          confirmText="resources.appComponents.confirm.deleteTrait"
          successMessage="resources.appComponents.notification.traitDeleted"
          access={{ action: 'delete', resource }}
          onConfirm={async () => {
            await dataProvider.deleteTrait(app, component.name, type);
            refresh();
          }}
        />
      )}
    </Stack>
  );
};

/** A component: name, type, its traits with their actions, and its own Edit, Add Trait and Delete. */
export const ComponentCard = (props: Props) => {
  const { component, app, project, readOnly } = props;
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { open } = useUrlDrawer();
  const resource = appResource(project, app, `component:${component.name}`);
  const { canAccess: mayUpdate } = useCanAccess({ action: 'update', resource });
  const { canAccess: mayAddTrait } = useCanAccess({ action: 'create', resource: `${resource}/trait:*` });
  const name = displayName(component);
  return (
    <Card variant="outlined" component="article" aria-label={name}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" alignItems="center" spacing={1}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, wordBreak: 'break-all' }}>
            {name}
          </Typography>
          {component.main ? <Chip size="small" label={translate('resources.appComponents.main')} /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.appComponents.fields.componentType')}: {component.componentType}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 500 }}>
          {translate('resources.appComponents.fields.traits')}
        </Typography>
        {component.traits.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('resources.appComponents.noTraits')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ p: 0, m: 0 }}>
            {component.traits.map((trait) => (
              <TraitRow key={trait.type} {...props} type={trait.type} alias={trait.alias} />
            ))}
          </Stack>
        )}
      </CardContent>
      {readOnly ? null : (
        <CardActions>
          {mayUpdate ? (
            <Button
              size="small"
              startIcon={<EditIcon />}
              aria-label={translate('resources.appComponents.action.edit', { name: component.name })}
              onClick={() => open('editComponent', component.name)}
            >
              {translate('ra.action.edit')}
            </Button>
          ) : null}
          {mayAddTrait ? (
            <Button size="small" startIcon={<AddIcon />} onClick={() => open('addTrait', component.name)}>
              {translate('resources.appComponents.action.addTrait')}
            </Button>
          ) : null}
          {component.main ? null : (
            <ConfirmButton
              label="ra.action.delete"
              icon={<DeleteIcon />}
              ariaLabel={translate('resources.appComponents.action.delete', { name: component.name })}
              confirmText="resources.appComponents.confirm.delete"
              successMessage="resources.appComponents.notification.deleted"
              access={{ action: 'delete', resource }}
              onConfirm={async () => {
                await dataProvider.delete('appComponents', { id: component.name, meta: { app } });
                refresh();
              }}
            />
          )}
        </CardActions>
      )}
    </Card>
  );
};
