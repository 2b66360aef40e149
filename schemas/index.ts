// The public API of schemas/. Load it lazily (`React.lazy(() => import('@schemas/index'))`): it pulls
// in RJSF and MUI form code, and its code editor fetches Monaco with a further dynamic import.
export { VelaForm } from './VelaForm';
export type { VelaFormHandle, VelaFormProps } from './VelaForm';

export { toRjsf } from './translate/toRjsf';
export type { FieldInfo, RjsfForm, ToRjsfOptions } from './translate/toRjsf';
export { normalizeUISchema } from './translate/normalize';
export { fromOpenApi } from './translate/fromOpenApi';
export { mergeParameterSchema } from './translate/mergeParameterSchema';
export { conditionMatches, hiddenPaths, isConditionallyVisible, visibleFields } from './translate/conditions';
export { ADVANCED_THRESHOLD, foldedFields, hasAdvancedSwitch } from './translate/advanced';
export { applyDefaults, defaultsFor } from './translate/defaults';
export { cleanOutput } from './translate/cleanOutput';
export { translateErrors } from './translate/validationMessages';
export { fromUnit, parseQuantity, toUnit } from './translate/quantity';

export { createTranslate, FORM_MESSAGES_NAMESPACE, formMessages } from './i18n';
export type { AppTranslate, FormLocale, FormMessageKey, Translate } from './i18n';

export type { ComponentOption, FormLookups, HelmRepo, HelmRepoRef, ImageInfo, NamedOption } from './lookups';
export type { VelaFormContext } from './formContext';
export { VELA_WIDGETS } from './widgets';
export { velaTheme } from './theme';

export { CodeEditor } from './code/CodeEditor';
export { PlainCodeEditor } from './code/PlainCodeEditor';
export type { CodeEditorProps } from './code/CodeEditorProps';

export { VELA_UI_TYPES } from './types';
export type {
  ConditionAction,
  ConditionOp,
  FormMode,
  FormValues,
  SchemaProblem,
  UICondition,
  UIParam,
  UIParamGroupOption,
  UIParamOption,
  UIParamValidate,
  VelaUiType,
} from './types';

export { VelaForm as default } from './VelaForm';
