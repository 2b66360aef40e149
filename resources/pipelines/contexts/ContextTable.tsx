import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress } from '@dataProvider/verbs/pipelineRuns';
import { ConfirmButton } from '@src/common/kit';
import type { ReactNode } from 'react';
import {
  CanAccess,
  DataTable,
  useDataProvider,
  useRecordContext,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { contextResource } from '../shared/pipeline';
import { ContextValueChip } from '../shared/ContextValueChip';
import type { PipelineContext } from '../shared/pipelineContexts';

export type ContextFormKind = 'edit' | 'clone';

interface RowButtonProps {
  label: string;
  name: string;
  icon: ReactNode;
  onClick: () => void;
}

const RowButton = ({ label, name, icon, onClick }: RowButtonProps) => {
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={icon} aria-label={`${translate(label)} ${name}`} onClick={onClick}>
      {translate(label)}
    </Button>
  );
};

/** The values; who may update the contexts may reveal a hidden one. */
const Values = ({ address, context }: { address: PipelineAddress; context: PipelineContext }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const reveal = (key: string) => async () => {
    const contexts = await dataProvider.revealContextChoices(address);
    return contexts[context.name]?.find((item) => item.key === key)?.value ?? '';
  };
  // The server's reveal checks the update of the pipeline's contexts, whichever context is asked.
  const access = { action: 'update', resource: contextResource(address.project, address.pipeline) };
  return (
    <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
      {context.values.map((item) => (
        <ContextValueChip key={item.key} item={item} reveal={reveal(item.key)} access={access} />
      ))}
    </Stack>
  );
};

interface ActionsProps {
  address: PipelineAddress;
  onOpen: (kind: ContextFormKind, name: string) => void;
}

/** Edit, Clone and Remove of one context, each for who may do it. */
const ContextActions = ({ address, onOpen }: ActionsProps) => {
  const translate = useTranslate();
  const context = useRecordContext<PipelineContext>();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  if (!context) return null;
  const resource = contextResource(address.project, address.pipeline, context.name);
  const label = (action: string) => `resources.pipelines.contexts.action.${action}`;
  return (
    <Stack direction="row" spacing={1}>
      <CanAccess action="update" resource={resource}>
        <RowButton
          label={label('edit')}
          name={context.name}
          icon={<EditIcon />}
          onClick={() => onOpen('edit', context.name)}
        />
      </CanAccess>
      <CanAccess action="create" resource={contextResource(address.project, address.pipeline)}>
        <RowButton
          label={label('clone')}
          name={context.name}
          icon={<ContentCopyIcon />}
          onClick={() => onOpen('clone', context.name)}
        />
      </CanAccess>
      <ConfirmButton
        label={label('remove')}
        icon={<DeleteIcon />}
        ariaLabel={`${translate(label('remove'))} ${context.name}`}
        access={{ action: 'delete', resource }}
        successMessage="resources.pipelines.contexts.notification.deleted"
        onConfirm={async () => {
          await dataProvider.deletePipelineContext(address, context.name);
          refresh();
        }}
      />
    </Stack>
  );
};

/** The contexts of a pipeline: name, key=value pairs and the row actions. */
export const ContextTable = ({ address, onOpen }: ActionsProps) => (
  <DataTable<PipelineContext> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col source="name" label="resources.pipelines.contexts.fields.name" />
    <DataTable.Col<PipelineContext>
      source="values"
      label="resources.pipelines.contexts.fields.values"
      disableSort
      render={(context) => <Values address={address} context={context} />}
    />
    <DataTable.Col source="actions" label="resources.pipelines.contexts.fields.actions" disableSort>
      <ContextActions address={address} onOpen={onOpen} />
    </DataTable.Col>
  </DataTable>
);
