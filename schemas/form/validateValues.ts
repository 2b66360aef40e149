import validator from '@rjsf/validator-ajv8';
import type { Translate } from '../i18n';
import { isHiddenPath } from '../translate/conditions';
import { parseErrorProperty } from '../translate/paths';
import type { RjsfForm } from '../translate/toRjsf';
import { translateErrors } from '../translate/validationMessages';
import type { FormValues } from '../types';

export interface ValidationResult {
  valid: boolean;
  /** Messages for display, each led by the field label. */
  errors: string[];
  /** Whether a failing field is folded under Advanced Parameters (the form then unfolds it). */
  inFolded: boolean;
}

/** Validates form values against the translated schema, with the specification's messages. */
export function validateValues(
  form: RjsfForm,
  values: FormValues,
  t: Translate,
  conditionHidden: ReadonlySet<string>,
  folded: ReadonlySet<string>,
): ValidationResult {
  const { errors } = validator.validateFormData(values, form.schema);
  const translated = translateErrors(errors, form.fields, t, conditionHidden);
  return {
    valid: translated.length === 0,
    errors: translated.map((error) => error.stack),
    inFolded: translated.some((error) => isHiddenPath(parseErrorProperty(error.property), folded)),
  };
}
