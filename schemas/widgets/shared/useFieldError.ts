import { useEffect, useState } from 'react';
import type { VelaFormContext } from '../../formContext';
import { pathKey } from '../../translate/paths';
import type { ValuePath } from '../../types';

/**
 * An error about input a field could not turn into a value (broken YAML). It is shown by the
 * field and also reported to the form so validation fails; it is withdrawn when the field goes away.
 */
export function useFieldError(context: VelaFormContext, path: ValuePath) {
  const [error, setError] = useState<string>();
  const key = pathKey(path);
  const { reportError } = context;
  useEffect(() => () => reportError(JSON.parse(key) as ValuePath, undefined), [key, reportError]);
  const report = (message: string | undefined) => {
    setError(message);
    reportError(path, message);
  };
  return [error, report] as const;
}
