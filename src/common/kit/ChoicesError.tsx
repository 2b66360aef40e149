import { useMemo } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { ErrorState } from './ErrorState';

/** The part of react-admin's query result (`useGetList`) that tells a failed lookup. */
export interface FailedLookup {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ChoicesErrorProps {
  /** The field the picker fills: its value stays as it is, and Submit is refused until the choices load. */
  source: string;
  /** What the picker chooses among, a catalog key or text (`resources.roles.fields.permissions`). */
  label: string;
  lookup: FailedLookup;
}

/**
 * In place of a picker whose choices could not be loaded: "Permissions could not be loaded", the
 * server's reason and a Retry, never an empty picker; the form is not sent as if there were no choices.
 */
export const ChoicesError = ({ source, label, lookup }: ChoicesErrorProps) => {
  const translate = useTranslate();
  const title = translate('vela.kit.list.loadFailed', {
    name: translate(label, { _: label, smart_count: 2 }),
  });
  const validate = useMemo(() => () => title, [title]);
  useInput({ source, validate });
  return (
    <ErrorState
      compact
      error={lookup.error}
      title={title}
      onRetry={() => void lookup.refetch()}
      retrying={lookup.isFetching}
    />
  );
};
