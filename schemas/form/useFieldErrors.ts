import type { ErrorSchema } from '@rjsf/utils';
import { ErrorSchemaBuilder } from '@rjsf/utils';
import { useCallback, useMemo, useState } from 'react';
import { pathKey } from '../translate/paths';
import type { ValuePath } from '../types';

interface FieldError {
  path: ValuePath;
  message: string;
}

/**
 * Errors fields report about input they could not turn into a value (broken YAML, a patch without
 * a target). They are shown through RJSF's `extraErrors` and make validation fail.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const reportError = useCallback((path: ValuePath, message: string | undefined) => {
    const key = pathKey(path);
    setErrors((current) => {
      if (message === undefined) {
        if (!(key in current)) return current;
        const rest = { ...current };
        delete rest[key];
        return rest;
      }
      return current[key]?.message === message ? current : { ...current, [key]: { path, message } };
    });
  }, []);
  const extraErrors = useMemo((): ErrorSchema | undefined => {
    const list = Object.values(errors);
    if (list.length === 0) return undefined;
    const builder = new ErrorSchemaBuilder();
    for (const error of list) builder.addErrors(error.message, error.path.map(String));
    return builder.ErrorSchema;
  }, [errors]);
  const messages = useMemo(() => Object.values(errors).map((error) => error.message), [errors]);
  return { reportError, extraErrors, messages };
}
