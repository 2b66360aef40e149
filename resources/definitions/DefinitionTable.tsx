import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ExportCsvButton, useUrlList, useUrlState } from '@src/common/kit';
import { useMemo, useState } from 'react';
import {
  DataTable,
  LinkBase,
  ListContextProvider,
  Pagination,
  useCanAccessResources,
  useTranslate,
} from 'react-admin';
import { definitionPermission } from './definition';
import type { Definition } from './definition';
import { definitionColumns } from './definitionColumns';
import { DefinitionStatusButton } from './DefinitionStatusButton';
import { DefinitionStatusChip } from './DefinitionStatusChip';
import { matchingName } from './definitionSearch';
import type { DefinitionType } from './definitionTypes';

interface Props {
  type: DefinitionType;
  definitions: Definition[];
  isPending: boolean;
  onStatusChanged: () => void;
}

const PER_PAGE = 10;
const BY_NAME = { field: 'name', order: 'ASC' } as const;

const Summary = ({ definition }: { definition: Definition }) => (
  <>
    {definition.alias ? <Typography variant="body2">{definition.alias}</Typography> : null}
    <Typography variant="body2" color="text.secondary">
      {definition.description}
    </Typography>
  </>
);

/**
 * The definitions of one type, searched by name and paged on the client (the API has neither), the search
 * and the page kept in the address.
 */
export const DefinitionTable = ({ type, definitions, isPending, onStatusChanged }: Props) => {
  const translate = useTranslate();
  const [searchParam = '', setSearchParam] = useUrlState('q');
  // The field shows what was typed at once; the address follows (a router update may lag a keystroke).
  const [search, setSearch] = useState(searchParam);
  const rows = useMemo(() => matchingName(definitions, search), [definitions, search]);
  const list = useUrlList({
    data: rows,
    isPending,
    perPage: PER_PAGE,
    sort: BY_NAME,
    resource: 'definitions',
  });
  const permissions = useMemo(() => definitions.map((d) => definitionPermission(d.name)), [definitions]);
  const { canAccess: canUpdate } = useCanAccessResources({ action: 'update', resources: permissions });

  const emptyText = search.trim()
    ? translate('resources.definitions.empty.noMatch', { search: search.trim() })
    : translate('resources.definitions.empty.none');

  return (
    <ListContextProvider value={list}>
      <Stack direction="row" spacing={2} alignItems="flex-start" sx={{ mb: 2 }}>
        <TextField
          type="search"
          size="small"
          label={translate('resources.definitions.search')}
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setSearchParam(event.target.value);
            list.setPage(1);
          }}
          sx={{ width: 360, maxWidth: '100%' }}
        />
        <ExportCsvButton columns={definitionColumns} fileName={`definitions-${type}`} />
      </Stack>
      <DataTable<Definition>
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Box sx={{ p: 3 }}>
            <Typography color="text.secondary">{emptyText}</Typography>
          </Box>
        }
      >
        <DataTable.Col source="name" />
        <DataTable.Col<Definition>
          source="description"
          label="resources.definitions.fields.summary"
          disableSort
          render={(definition) => <Summary definition={definition} />}
        />
        <DataTable.Col<Definition>
          source="status"
          render={(definition) => <DefinitionStatusChip status={definition.status} />}
        />
        <DataTable.Col source="ownerAddon" />
        <DataTable.Col<Definition>
          label="resources.definitions.fields.actions"
          disableSort
          render={(definition) => (
            <Stack direction="row" spacing={1}>
              <Button
                size="small"
                component={LinkBase}
                to={`/definitions/${type}/${encodeURIComponent(definition.name)}/ui-schema`}
              >
                {translate('resources.definitions.action.uiSchema')}
              </Button>
              {canUpdate?.[definitionPermission(definition.name)] ? (
                <DefinitionStatusButton definition={definition} type={type} onChanged={onStatusChanged} />
              ) : null}
            </Stack>
          )}
        />
      </DataTable>
      {rows.length > PER_PAGE ? <Pagination rowsPerPageOptions={[PER_PAGE, 25, 50]} /> : null}
    </ListContextProvider>
  );
};
