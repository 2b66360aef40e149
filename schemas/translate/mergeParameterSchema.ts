import type { SchemaProblem, UIParam } from '../types';
import { fromOpenApi } from './fromOpenApi';
import { sortParams } from './kinds';

/** Custom fields that replace the generated ones when set (`sort` only when non-zero). */
function patchOne(generated: UIParam, custom: UIParam, path: string, problems: SchemaProblem[]): UIParam {
  const patched: UIParam = { ...generated };
  if (custom.label) patched.label = custom.label;
  if (custom.description) patched.description = custom.description;
  if (custom.uiType) patched.uiType = custom.uiType;
  if (custom.validate) patched.validate = custom.validate;
  if (custom.disable !== undefined) patched.disable = custom.disable;
  if (custom.style) patched.style = custom.style;
  if (custom.conditions) patched.conditions = custom.conditions;
  if (custom.additional !== undefined) patched.additional = custom.additional;
  if (custom.subParameterGroupOption) patched.subParameterGroupOption = custom.subParameterGroupOption;
  if (custom.sort) patched.sort = custom.sort;
  if (custom.subParameters) {
    patched.subParameters = patchList(generated.subParameters ?? [], custom.subParameters, path, problems);
  }
  return patched;
}

function patchList(
  generated: readonly UIParam[],
  custom: readonly UIParam[],
  parentPath: string,
  problems: SchemaProblem[],
): UIParam[] {
  if (generated.length === 0) return [...custom];
  const byKey = new Map(custom.map((param) => [param.jsonKey, param]));
  const known = new Set(generated.map((param) => param.jsonKey));
  for (const param of custom) {
    if (!known.has(param.jsonKey)) {
      const path = parentPath ? `${parentPath}.${param.jsonKey}` : param.jsonKey;
      problems.push({ path, message: 'not a parameter of the definition; ignored' });
    }
  }
  const patched = generated.map((param) => {
    const path = parentPath ? `${parentPath}.${param.jsonKey}` : param.jsonKey;
    const match = byKey.get(param.jsonKey);
    return match ? patchOne(param, match, path, problems) : param;
  });
  return sortParams(patched);
}

/**
 * What the server serves as a definition's UI schema: the entries generated from its OpenAPI
 * parameter schema, patched by the custom UI schema (matched by jsonKey, recursively). Custom
 * entries for unknown keys are dropped, unless nothing was generated at that level.
 */
export function mergeParameterSchema(
  custom: readonly UIParam[],
  parameterSchema: object,
  problems: SchemaProblem[],
): UIParam[] {
  return patchList(fromOpenApi(parameterSchema), custom, '', problems);
}
