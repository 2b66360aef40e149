import type { FieldProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { CodeEditorProps } from './code/CodeEditorProps';
import type { FormLocale, Translate } from './i18n';
import type { FormLookups } from './lookups';
import type { FormMode, ValuePath } from './types';

/**
 * What VelaForm hands every template, widget and field through RJSF's `formContext`. It changes only
 * with the form's setup (locale, mode, lookups): the values and hidden fields are in form/formState.ts.
 */
export interface VelaFormContext {
  lookups?: FormLookups;
  t: Translate;
  /** Part of the context so a language switch re-renders fields (RJSF compares functions as equal). */
  locale: FormLocale;
  mode: FormMode;
  CodeEditor: ComponentType<CodeEditorProps>;
  /** A field reports input it could not turn into a value (broken YAML), or clears it with undefined. */
  reportError: (path: ValuePath, message: string | undefined) => void;
}

export type VelaWidgetProps = WidgetProps<unknown, RJSFSchema, VelaFormContext>;
export type VelaFieldProps = FieldProps<unknown, RJSFSchema, VelaFormContext>;
