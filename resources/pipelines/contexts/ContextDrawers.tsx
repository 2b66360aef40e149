import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import type { ContextValue } from '@dataProvider/verbs/pipelines';
import { ReadOnlyDrawer } from '@resources/drawers';
import {
  ActionForm,
  EmptyState,
  ErrorState,
  FormDrawer,
  FormSkeleton,
  ListBody,
  type UrlDrawer,
} from '@src/common/kit';
import {
  CanAccess,
  ListContextProvider,
  useDataProvider,
  useList,
  useRefresh,
  useTranslate,
} from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { contextResource, drawerId, parseDrawerId } from '../shared/pipeline';
import { ContextInputs } from './ContextInputs';
import { ContextTable, type ContextFormKind } from './ContextTable';
import { copiedValues, usePipelineContexts } from '../shared/pipelineContexts';

const CONTEXTS = 'contexts';
const FORMS: Record<string, ContextFormKind | 'new'> = {
  newContext: 'new',
  editContext: 'edit',
  cloneContext: 'clone',
};

const messages = 'resources.pipelines.contexts';

/** The rows a form sends: every key with its value ('' when left empty). */
const toValues = (rows: FieldValues['values']): ContextValue[] =>
  ((rows ?? []) as Partial<ContextValue>[]).map(({ key = '', value = '' }) => ({ key, value }));

const ContextList = ({
  address,
  onOpen,
}: {
  address: PipelineAddress;
  onOpen: (form: string, name?: string) => void;
}) => {
  const translate = useTranslate();
  const { data, error, isPending, isFetching, refetch } = usePipelineContexts(address);
  const list = useList({ data, isPending, perPage: 1000 });
  const newContext = (
    <CanAccess action="create" resource={contextResource(address.project, address.pipeline)}>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => onOpen('newContext')}>
        {translate(`${messages}.action.new`)}
      </Button>
    </CanAccess>
  );
  if (error) {
    return (
      <ErrorState
        error={error}
        onRetry={() => void refetch()}
        retrying={isFetching}
        title={`${messages}.loadFailed`}
      />
    );
  }
  return (
    <>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {translate(`${messages}.intro`)}
        </Typography>
        {newContext}
      </Stack>
      <ListContextProvider value={list}>
        <ListBody empty={<EmptyState text={`${messages}.empty`} />}>
          <ContextTable address={address} onOpen={(kind, name) => onOpen(`${kind}Context`, name)} />
        </ListBody>
      </ListContextProvider>
    </>
  );
};

interface ContextFormProps {
  address: PipelineAddress;
  kind: ContextFormKind | 'new';
  /** The context edited or cloned. */
  name?: string;
}

const ContextForm = ({ address, kind, name }: ContextFormProps) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { data, isPending } = usePipelineContexts(address);
  const source = data?.find((context) => context.name === name);
  if (kind !== 'new' && isPending) return <FormSkeleton />;
  // An edit sends a hidden value back as it came, and the server keeps the secret.
  const copy = kind === 'clone' && source ? copiedValues(source.values) : undefined;
  const defaultValues = {
    name: kind === 'clone' && source ? `${source.name}-clone` : (source?.name ?? ''),
    values: copy?.values ?? source?.values ?? [{ key: '', value: '' }],
  };
  // The name input is disabled when editing, and the form then leaves it out of the values.
  const save = (values: FieldValues, meta: unknown) =>
    kind === 'edit'
      ? dataProvider.updatePipelineContext(address, name ?? '', toValues(values.values), meta)
      : dataProvider.createPipelineContext(
          address,
          { name: values.name, values: toValues(values.values) },
          meta,
        );
  return (
    <ActionForm
      defaultValues={defaultValues}
      successMessage={`${messages}.notification.${kind === 'edit' ? 'updated' : 'created'}`}
      onSubmit={save}
      onSaved={refresh}
    >
      {copy?.dropped ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(`${messages}.hiddenNotCopied`)}
        </Alert>
      ) : null}
      <ContextInputs editing={kind === 'edit'} />
    </ActionForm>
  );
};

/**
 * A pipeline's contexts in drawers kept in the address: the list (`#contexts/{project}/{pipeline}`) and
 * New, Edit and Clone (`#newContext/…`, `#editContext/…/{context}`, `#cloneContext/…/{context}`), which
 * lead back to the list. `urlDrawer` is the page's useUrlDrawer(), whose Contexts buttons open the list.
 */
export const ContextDrawers = ({ urlDrawer }: { urlDrawer: UrlDrawer }) => {
  const translate = useTranslate();
  const { drawer = '', id, open, close } = urlDrawer;
  const target = parseDrawerId(id);
  const form = Object.hasOwn(FORMS, drawer) ? FORMS[drawer] : undefined;
  const address = target ? { project: target.project, pipeline: target.pipeline } : undefined;
  const backToList = () => (address ? open(CONTEXTS, drawerId(address.project, address.pipeline)) : close());
  const openForm = (name: string, context?: string) =>
    address && open(name, drawerId(address.project, address.pipeline, ...(context ? [context] : [])));
  const formTitle = form ? translate(`${messages}.titleOf.${form}`, { name: target?.context ?? '' }) : '';
  return (
    <>
      <ReadOnlyDrawer
        shown={drawer === CONTEXTS ? address : undefined}
        onClose={close}
        title={translate(`${messages}.title`, { name: address?.pipeline ?? '' })}
      >
        {(shownAddress) => <ContextList address={shownAddress} onOpen={openForm} />}
      </ReadOnlyDrawer>
      <FormDrawer open={form !== undefined && address !== undefined} onClose={backToList} title={formTitle}>
        {form && address ? <ContextForm address={address} kind={form} name={target?.context} /> : null}
      </FormDrawer>
    </>
  );
};
