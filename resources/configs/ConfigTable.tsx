import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { DeleteButton } from '@src/common/kit';
import { formatDateTime } from '@src/common/format';
import { CanAccess, DataTable, LinkBase, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { configPermission, isEditable, type Config } from './config';
import { ConfigProperties } from './ConfigProperties';

/** The name, a link to the edit drawer when the config can be edited by this user. */
const ConfigName = ({ config }: { config: Config }) => {
  const translate = useTranslate();
  const { pathname, search } = useLocation();
  const plain = <span>{config.name}</span>;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {isEditable(config) ? (
        <CanAccess
          action="update"
          resource={configPermission(config.name)}
          loading={plain}
          accessDenied={plain}
        >
          <Link
            component={LinkBase}
            to={{ pathname, search, hash: `edit/${encodeURIComponent(config.name)}` }}
          >
            {config.name}
          </Link>
        </CanAccess>
      ) : (
        plain
      )}
      {config.sensitive ? (
        <Tooltip describeChild title={translate('resources.configs.sensitiveHint')}>
          <Chip size="small" label={translate('resources.configs.sensitive')} />
        </Tooltip>
      ) : null}
      {config.shared ? <Chip size="small" label={translate('resources.configs.shared')} /> : null}
    </Stack>
  );
};

/** The rows of a template's configs, with their properties; shared configs cannot be deleted. */
export const ConfigTable = () => (
  <DataTable<Config> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col<Config> source="name" render={(config) => <ConfigName config={config} />} />
    <DataTable.Col source="alias" />
    <DataTable.Col source="description" disableSort />
    <DataTable.Col<Config>
      source="properties"
      disableSort
      render={(config) => <ConfigProperties name={config.name} properties={config.properties} />}
    />
    <DataTable.Col<Config> source="createdTime" render={(config) => formatDateTime(config.createdTime)} />
    <DataTable.Col<Config>
      source="actions"
      disableSort
      render={(config) =>
        config.shared ? null : (
          <DeleteButton
            successMessage="resources.configs.notification.deleted"
            access={{ action: 'delete', resource: configPermission(config.name) }}
          />
        )
      }
    />
  </DataTable>
);
