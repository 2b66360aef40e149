import type { RJSFValidationError } from '@rjsf/utils';
import type { FormMessageKey, Translate } from '../i18n';
import type { VelaUiType } from '../types';
import { isHiddenPath } from './conditions';
import { parseErrorProperty, pathKey, schemaPathOf } from './paths';
import type { FieldInfo } from './toRjsf';

/** Field kinds whose failures have their own wording in the specification. */
const SPECIFIC: Partial<Record<VelaUiType, Partial<Record<string, FormMessageKey>>>> = {
  ImageInput: { required: 'invalidImage', pattern: 'invalidImage' },
  HelmChartSelect: { required: 'selectChart' },
  HelmChartVersionSelect: { required: 'selectChartVersion' },
  HelmRepoSelect: { required: 'selectHelmRepo' },
  CPUNumber: { pattern: 'invalidCpu', type: 'invalidCpu' },
  MemoryNumber: { pattern: 'invalidMemory', type: 'invalidMemory' },
  DiskNumber: { pattern: 'invalidDisk', type: 'invalidDisk' },
  K8sObjectsCode: { type: 'invalidK8sYaml' },
};

function genericMessage(error: RJSFValidationError, label: string, t: Translate): string {
  const params: Record<string, unknown> = error.params ?? {};
  switch (error.name) {
    case 'required':
    case 'minItems':
    case 'minProperties':
      return t('required');
    case 'minimum':
    case 'exclusiveMinimum':
      return t('min', { min: String(params.limit) });
    case 'maximum':
    case 'exclusiveMaximum':
      return t('max', { max: String(params.limit) });
    case 'minLength':
      return t('minLength', { n: String(params.limit) });
    case 'maxLength':
      return t('maxLength', { n: String(params.limit) });
    case 'pattern':
      return t('pattern', { pattern: String(params.pattern) });
    default:
      return t('paramInvalid', { key: label });
  }
}

/**
 * Replaces RJSF's English validation text with the specification's messages (generic, or specific to
 * the field kind), and drops errors of fields their conditions hide. Each field reports a message once.
 */
export function translateErrors(
  errors: readonly RJSFValidationError[],
  fields: Readonly<Record<string, FieldInfo>>,
  t: Translate,
  hidden: ReadonlySet<string> = new Set(),
): RJSFValidationError[] {
  const seen = new Set<string>();
  const result: RJSFValidationError[] = [];
  for (const error of errors) {
    const path = parseErrorProperty(error.property);
    if (isHiddenPath(path, hidden)) continue;
    const field = fields[pathKey(schemaPathOf(path))];
    const label = field?.label ?? String(path[path.length - 1] ?? '');
    const specific = field && error.name ? SPECIFIC[field.uiType]?.[error.name] : undefined;
    const message = specific ? t(specific) : genericMessage(error, label, t);
    const key = `${error.property}\n${message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ ...error, message, stack: label ? `${label}: ${message}` : message });
  }
  return result;
}
