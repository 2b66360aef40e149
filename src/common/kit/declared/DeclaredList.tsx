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
import { CreateForm } from '../CreateForm';
import { DeleteButton } from '../DeleteButton';
import { EditForm } from '../EditForm';
import { EmptyState } from '../EmptyState';
import { FormDrawer, WIDE_DRAWER_WIDTH } from '../FormDrawer';
import { ListFrame } from '../ListFrame';
import { RowEditButton } from '../RowEditButton';
import { useUrlDrawer } from '../useUrlDrawer';
import type { DeclaredColumn, ResourceDeclaration } from '@dataProvider/declared/declaration';
import { columnLink, columnText, formDefaults, permissionOf, textIn } from './declarationProps';
import { DeclaredInputs } from './DeclaredInputs';
import { DeclaredSchemaInputs } from './DeclaredSchemaInputs';

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
const RowActions = ({ declaration, onEdit }: DeclaredProps & { onEdit: (id: string) => void }) => {
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

/** The form's inputs: drawn from its JSON schema, or field by field from its `form` items. */
const FormInputs = ({ declaration, editing = false }: DeclaredProps & { editing?: boolean }) =>
  declaration.formSchema ? (
    <DeclaredSchemaInputs formSchema={declaration.formSchema} editing={editing} />
  ) : (
    <DeclaredInputs declaration={declaration} editing={editing} />
  );

interface DeclaredListProps extends DeclaredProps {
  /** 2 inside a page with its own h1 (a plugin's page). */
  headingLevel?: 1 | 2;
  /** Whether the first column links to the record's show page (a registered resource has one). */
  showLinks?: boolean;
}

/** The list page of a declared resource, with its filters in the URL, paging, and the create and edit drawers. */
export const DeclaredList = ({ declaration, headingLevel, showLinks = true }: DeclaredListProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { drawer, id, open, close } = useUrlDrawer();
  const { texts } = declaration;
  const text = (value: { en: string; zh: string }) => textIn(value, locale);
  const newButton = (
    <CanAccess action="create" resource={permissionOf(declaration)}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {text(texts.new)}
      </Button>
    </CanAccess>
  );
  const filters = (declaration.filters ?? []).map((filter) => (
    <TextInput key={filter.source} source={filter.source} label={text(filter.label)} alwaysOn resettable />
  ));
  const exportColumns = declaration.columns.map((column) => ({
    source: column.source,
    label: text(column.label),
    value: (record: RaRecord) => columnText(column, record),
  }));
  const width = declaration.wideForm ? WIDE_DRAWER_WIDTH : undefined;
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
        empty={<EmptyState text={texts.empty ? text(texts.empty) : undefined} action={newButton} />}
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
          <DataTable.Col label={translate('vela.kit.declared.actions')}>
            <RowActions declaration={declaration} onEdit={(recordId) => open('edit', recordId)} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <FormDrawer width={width} open={drawer === 'create'} onClose={close} title={text(texts.new)}>
        <CreateForm
          successMessage={text(texts.created)}
          submitLabel={texts.create ? text(texts.create) : 'vela.kit.declared.create'}
          defaultValues={formDefaults(declaration)}
        >
          <FormInputs declaration={declaration} />
        </CreateForm>
      </FormDrawer>
      <FormDrawer width={width} open={drawer === 'edit' && !!id} onClose={close} title={text(texts.edit)}>
        {id ? (
          <EditForm
            id={id}
            successMessage={text(texts.updated)}
            submitLabel={texts.update ? text(texts.update) : 'vela.kit.declared.update'}
          >
            <FormInputs declaration={declaration} editing />
          </EditForm>
        ) : null}
      </FormDrawer>
    </ResourceContextProvider>
  );
};
