import { displayName, type Named } from '@dataProvider/displayName';
import { SelectInput, type SelectInputProps } from 'react-admin';
import { ChoicesError, type FailedLookup } from './ChoicesError';

/** What a picker offers: records loaded by `useGetList` or a query (`data`, `isPending`, and any failure). */
export interface ChoicesLookup<T extends Named> extends Partial<FailedLookup> {
  data?: T[];
  isPending: boolean;
}

export interface LookupSelectInputProps<T extends Named> extends Omit<
  SelectInputProps,
  'choices' | 'isPending'
> {
  source: string;
  /** A catalog key or text. */
  label: string;
  lookup: ChoicesLookup<T>;
  /** Which of the loaded records are offered (all by default). */
  offer?: (records: T[]) => T[];
}

/**
 * A picker of server records by name, each shown by its alias (else its name) as the server gives it; says
 * it is loading meanwhile, and in place of the picker why the records could not be loaded, with Retry.
 */
export const LookupSelectInput = <T extends Named>({
  source,
  label,
  lookup,
  offer = (records) => records,
  ...input
}: LookupSelectInputProps<T>) => {
  const { error, isFetching = false, refetch = () => undefined } = lookup;
  if (error) return <ChoicesError source={source} label={label} lookup={{ error, isFetching, refetch }} />;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={offer(lookup.data ?? [])}
      optionValue="name"
      optionText={(record: T) => displayName(record)}
      isPending={lookup.isPending}
      translateChoice={false}
      {...input}
    />
  );
};
