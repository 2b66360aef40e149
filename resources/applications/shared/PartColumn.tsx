import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState, LoadingBlock, PanelBoundary } from '@src/common/kit';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ColumnHeading } from './ColumnHeading';

interface PartList<T> {
  data?: T[];
  error: unknown;
  isPending: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface PartColumnProps<T> {
  /** Translation keys of the column's title, its Add button and its empty text. */
  title: string;
  addLabel: string;
  empty: string;
  /** Add is offered only when this is set (the user may create, and the application is not read-only). */
  onAdd?: () => void;
  list: PartList<T>;
  card: (item: T) => ReactNode;
  /** The column's forms (drawers opened by address). */
  children?: ReactNode;
}

/** A column of the configuration page listing one kind of the application's parts as cards. */
export function PartColumn<T>({ title, addLabel, empty, onAdd, list, card, children }: PartColumnProps<T>) {
  const translate = useTranslate();
  const headingId = useId();
  const items = list.data ?? [];
  const heading = translate(title, { smart_count: 2 });
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <ColumnHeading sx={{ mb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {heading}
        </Typography>
        {onAdd ? (
          <Button size="small" startIcon={<AddIcon />} onClick={onAdd}>
            {translate(addLabel)}
          </Button>
        ) : null}
      </ColumnHeading>
      {list.error ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
      ) : list.isPending ? (
        <LoadingBlock label="vela.kit.form.loading" height={120} variant="rounded" />
      ) : items.length === 0 ? (
        <Typography color="text.secondary">{translate(empty)}</Typography>
      ) : (
        <PanelBoundary name={heading} onRetry={() => void list.refetch()} resetKey={list.data}>
          <Stack spacing={1.5}>{items.map(card)}</Stack>
        </PanelBoundary>
      )}
      {children}
    </Paper>
  );
}
