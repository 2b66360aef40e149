import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  CanAccess,
  DataTable,
  LinkBase,
  ResourceContextProvider,
  TextInput,
  useCreatePath,
  useLocaleState,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { DeleteButton } from '../DeleteButton';
import { EmptyState } from '../EmptyState';
import { ListFrame } from '../ListFrame';
import { RowEditButton } from '../RowEditButton';
import { useUrlDrawer } from '../useUrlDrawer';
import {
  isEditable,
  type DeclaredColumn,
  type EditableDeclaration,
  type ResourceDeclaration,
  type Text,
} from '@dataProvider/declared/declaration';
import { columnLink, columnText, permissionOf, textIn } from './declarationProps';
import { DeclaredDrawers } from './DeclaredDrawers';

type DeclaredProps = { declaration: ResourceDeclaration };

/** The first column links to the record's show page. */
const ShowLink = ({ declaration, column }: DeclaredProps & { column: DeclaredColumn }) => {
  const record = useRecordContext();
  const createPath = useCreatePath();
  if (!record) return null;
  return (
    <Link component={LinkBase} to={createPath({ resource: declaration.name, id: record.id, type: 'show' })}>
      {columnText(column, record)}
    </Link>
  );
};

/** A `link` column's value, linking to the console page its `to` names (plain text when the record lacks a part of it). */
const ColumnCell = ({ column, record }: { column: DeclaredColumn; record: RaRecord }) => {
  const to = columnLink(column, record);
  const text = columnText(column, record);
  return to ? (
    <Link component={LinkBase} to={to}>
      {text}
    </Link>
  ) : (
    text
  );
};

/** Edit and Delete of one record, each with its permission on that record, named after it. */
const RowActions = ({
  declaration,
  onEdit,
}: {
  declaration: EditableDeclaration;
  onEdit: (id: string) => void;
}) => {
  const [locale] = useLocaleState();
  const record = useRecordContext();
  if (!record) return null;
  const resource = permissionOf(declaration, String(record.id));
  return (
    <Stack direction="row" spacing={0.5}>
      <RowEditButton label="vela.kit.declared.edit" resource={resource} onEdit={onEdit} />
      <DeleteButton
        label={declaration.texts.remove ? textIn(declaration.texts.remove, locale) : undefined}
        successMessage={textIn(declaration.texts.deleted, locale)}
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};

interface DeclaredListProps extends DeclaredProps {
  /** 2 inside a page with its own h1 (a plugin's page). */
  headingLevel?: 1 | 2;
  /** Whether the first column links to the record's show page (a registered resource has one). */
  showLinks?: boolean;
}

/**
 * The list page of a declared resource, with its filters in the URL and paging; with a form, New, each
 * row's Edit and Delete, and the create and edit drawers.
 */
export const DeclaredList = ({ declaration, headingLevel, showLinks = true }: DeclaredListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { drawer, id, open, close } = useUrlDrawer();
  const editable = isEditable(declaration) ? declaration : undefined;
  const empty = declaration.texts?.empty;
  const text = (value: Text) => textIn(value, locale);
  const newButton = editable ? (
    <CanAccess action="create" resource={permissionOf(declaration)}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {text(editable.texts.new)}
      </Button>
    </CanAccess>
  ) : undefined;
  const filters = (declaration.filters ?? []).map((filter) => (
    <TextInput key={filter.source} source={filter.source} label={text(filter.label)} alwaysOn resettable />
  ));
  const exportColumns = declaration.columns.map((column) => ({
    source: column.source,
    label: text(column.label),
    value: (record: RaRecord) => columnText(column, record),
  }));
  const [first, ...rest] = declaration.columns;
  // The drawers and row actions outside the list act on this resource too, on a plugin's page as well.
  return (
    <ResourceContextProvider value={declaration.name}>
      <ListFrame
        title={text(declaration.label)}
        headingLevel={headingLevel}
        perPage={declaration.perPage}
        subtitle={declaration.subtitle ? text(declaration.subtitle) : undefined}
        filters={filters.length ? filters : undefined}
        actions={newButton}
        exportColumns={exportColumns}
        empty={<EmptyState text={empty ? text(empty) : undefined} action={newButton} />}
      >
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source={first.source}
            label={text(first.label)}
            render={showLinks ? undefined : (record: RaRecord) => columnText(first, record)}
          >
            {showLinks ? <ShowLink declaration={declaration} column={first} /> : undefined}
          </DataTable.Col>
          {rest.map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              label={text(column.label)}
              render={(record: RaRecord) => <ColumnCell column={column} record={record} />}
            />
          ))}
          {editable && (
            <DataTable.Col label={translate('vela.kit.declared.actions')}>
              <RowActions declaration={editable} onEdit={(recordId) => open('edit', recordId)} />
            </DataTable.Col>
          )}
        </DataTable>
      </ListFrame>
      {editable && <DeclaredDrawers declaration={editable} drawer={drawer} id={id} close={close} />}
    </ResourceContextProvider>
  );
};
