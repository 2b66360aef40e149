import { useEffect, useState } from 'react';
import { useEnvRecords } from './useEnvRecords';

/**
 * The environment's records and the one in the address. A record missing from the list held in the cache
 * may be newer than that list (just deployed or rolled back): the list is read again once before the
 * record counts as missing (`missing`), and the page gives way to the newest.
 */
export function useEnvRecord(app: string, env: string, recordName: string) {
  const records = useEnvRecords(app, env, recordName);
  const [checked, setChecked] = useState<string>();
  const { refetch } = records;
  const record = records.data?.find((candidate) => candidate.name === recordName);
  const absent = records.isSuccess && !record;
  useEffect(() => {
    if (!absent || checked === recordName) return;
    void refetch().then(() => setChecked(recordName));
  }, [absent, checked, recordName, refetch]);
  return { records, record, missing: absent && checked === recordName };
}
