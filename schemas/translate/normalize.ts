import type {
  ConditionAction,
  ConditionOp,
  SchemaProblem,
  UICondition,
  UIParam,
  UIParamGroupOption,
} from '../types';
import { normalizeValidate } from './normalizeValidate';
import { isRecord } from './paths';

const PARAM_KEYS = new Set([
  'jsonKey',
  'uiType',
  'label',
  'description',
  'sort',
  'validate',
  'style',
  'disable',
  'conditions',
  'subParameterGroupOption',
  'subParameters',
  'additional',
  'additionalParameter',
]);
const OPS: readonly string[] = ['==', '!=', 'in'];
const ACTIONS: readonly string[] = ['enable', 'disable', ''];

type Report = (message: string) => void;

function normalizeCondition(raw: unknown, report: Report): UICondition | undefined {
  if (!isRecord(raw) || typeof raw.jsonKey !== 'string' || raw.jsonKey === '') {
    report('a condition needs a jsonKey');
    return undefined;
  }
  let op: ConditionOp = '==';
  if (raw.op !== undefined && raw.op !== null && raw.op !== '') {
    if (OPS.includes(String(raw.op))) op = raw.op as ConditionOp;
    else report(`condition op "${String(raw.op)}" is not ==, != or in; == is used`);
  }
  let action: ConditionAction = 'enable';
  if (raw.action !== undefined && raw.action !== null) {
    if (ACTIONS.includes(String(raw.action))) action = (raw.action as ConditionAction) || 'enable';
    else report(`condition action "${String(raw.action)}" is not enable or disable; enable is used`);
  }
  let value = raw.value;
  if (op === 'in' && !Array.isArray(value)) {
    report(`condition on ${raw.jsonKey} uses "in" with a value that is not a list`);
    value = [value];
  }
  return { jsonKey: raw.jsonKey, op, value, action };
}

function normalizeGroupOptions(raw: unknown, report: Report): UIParamGroupOption[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  const list = Array.isArray(raw) ? raw : [];
  const options = list.flatMap((entry) =>
    isRecord(entry) && Array.isArray(entry.keys)
      ? [{ label: String(entry.label ?? ''), keys: entry.keys.map(String) }]
      : [],
  );
  if (options.length !== list.length || !Array.isArray(raw)) {
    report('subParameterGroupOption must be a list of {label, keys}');
  }
  return options;
}

function normalizeColSpan(raw: unknown, report: Report): { colSpan?: number } | undefined {
  if (raw === undefined || raw === null) return undefined;
  const colSpan = isRecord(raw) ? raw.colSpan : undefined;
  if (colSpan === undefined || colSpan === null) return {};
  if (typeof colSpan === 'number' && Number.isInteger(colSpan) && colSpan >= 1 && colSpan <= 24) {
    return { colSpan };
  }
  report('style.colSpan must be a whole number from 1 to 24; the full row is used');
  return {};
}

/** Sub-parameters written with their parent's dotted path (`env.name` under `env`) mean `name`. */
function localKey(jsonKey: string, parentKey: string | undefined): string {
  return parentKey && jsonKey.startsWith(`${parentKey}.`) ? jsonKey.slice(parentKey.length + 1) : jsonKey;
}

interface Context {
  problems: SchemaProblem[];
  parentPath: string;
  parentKey?: string;
  isAdditional?: boolean;
}

function normalizeParam(raw: unknown, index: number, context: Context): UIParam | undefined {
  const at = (key: string) => (context.parentPath ? `${context.parentPath}.${key}` : key);
  if (!isRecord(raw)) {
    context.problems.push({ path: at(`[${index}]`), message: 'entry is not an object' });
    return undefined;
  }
  const rawKey = typeof raw.jsonKey === 'string' ? raw.jsonKey : '';
  if (rawKey === '' && !context.isAdditional) {
    context.problems.push({ path: at(`[${index}]`), message: 'entry has no jsonKey' });
    return undefined;
  }
  const jsonKey = localKey(rawKey, context.parentKey);
  const path = at(jsonKey || '*');
  const report: Report = (message) => context.problems.push({ path, message });
  if (jsonKey !== rawKey) report(`jsonKey "${rawKey}" repeats its parent path; "${jsonKey}" is used`);
  for (const key of Object.keys(raw)) {
    if (!PARAM_KEYS.has(key)) report(`unknown property "${key}"`);
  }
  const param: UIParam = { jsonKey };
  if (typeof raw.uiType === 'string' && raw.uiType !== '') param.uiType = raw.uiType;
  else if (raw.uiType !== undefined && raw.uiType !== null) report('uiType must be a string');
  if (typeof raw.label === 'string' || typeof raw.label === 'number') param.label = String(raw.label);
  if (typeof raw.description === 'string') param.description = raw.description;
  if (typeof raw.sort === 'number' && Number.isFinite(raw.sort)) param.sort = raw.sort;
  else if (raw.sort !== undefined && raw.sort !== null) report('sort must be a number');
  const validate = normalizeValidate(raw.validate, report);
  if (validate) param.validate = validate;
  const style = normalizeColSpan(raw.style, report);
  if (style) param.style = style;
  if (raw.disable === true) param.disable = true;
  if (Array.isArray(raw.conditions)) {
    const conditions = raw.conditions.map((entry) => normalizeCondition(entry, report));
    param.conditions = conditions.filter((entry): entry is UICondition => entry !== undefined);
  } else if (raw.conditions !== undefined && raw.conditions !== null) {
    report('conditions must be a list');
  }
  const groupOptions = normalizeGroupOptions(raw.subParameterGroupOption, report);
  if (groupOptions) param.subParameterGroupOption = groupOptions;
  if (raw.subParameters !== undefined && raw.subParameters !== null) {
    param.subParameters = normalizeList(
      raw.subParameters,
      { problems: context.problems, parentPath: path },
      rawKey,
    );
  }
  if (raw.additional === true) param.additional = true;
  if (raw.additionalParameter !== undefined && raw.additionalParameter !== null) {
    const additional = normalizeParam(raw.additionalParameter, 0, {
      problems: context.problems,
      parentPath: `${path}.additionalParameter`,
      isAdditional: true,
    });
    if (additional) param.additionalParameter = additional;
  }
  return param;
}

function normalizeList(raw: unknown, context: Context, parentKey?: string): UIParam[] {
  if (!Array.isArray(raw)) {
    context.problems.push({ path: context.parentPath || '(root)', message: 'the UI schema must be a list' });
    return [];
  }
  const seen = new Set<string>();
  const params: UIParam[] = [];
  raw.forEach((entry, index) => {
    const param = normalizeParam(entry, index, { ...context, parentKey });
    if (!param) return;
    if (seen.has(param.jsonKey)) {
      const path = context.parentPath ? `${context.parentPath}.${param.jsonKey}` : param.jsonKey;
      context.problems.push({ path, message: 'jsonKey appears twice; the first entry is used' });
      return;
    }
    seen.add(param.jsonKey);
    params.push(param);
  });
  return params;
}

/** Reads a UI schema of unknown shape (a server reply or edited YAML) into typed entries plus problems. */
export function normalizeUISchema(raw: unknown): { params: UIParam[]; problems: SchemaProblem[] } {
  const problems: SchemaProblem[] = [];
  const params = raw === undefined || raw === null ? [] : normalizeList(raw, { problems, parentPath: '' });
  return { params, problems };
}
