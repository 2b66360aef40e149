import type { UseFormRegisterReturn } from 'react-hook-form';

/** react-hook-form's `register()` result in the shape a MUI TextField takes (the ref goes to the input). */
export function muiField<Name extends string>({ ref, ...field }: UseFormRegisterReturn<Name>) {
  return { ...field, inputRef: ref };
}
