import type { OptionValue, UIParamOption, UIParamValidate } from '../types';
import { isRecord } from './paths';

type Report = (message: string) => void;

const VALIDATE_KEYS = new Set([
  'required',
  'min',
  'max',
  'minLength',
  'maxLength',
  'pattern',
  'options',
  'defaultValue',
  'immutable',
]);

function isOptionValue(value: unknown): value is OptionValue {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function normalizeOptions(raw: unknown, report: Report): UIParamOption[] | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!Array.isArray(raw)) {
    report('validate.options must be a list of {label, value}');
    return undefined;
  }
  const options: UIParamOption[] = [];
  raw.forEach((entry, index) => {
    if (isRecord(entry) && isOptionValue(entry.value)) {
      const label = isOptionValue(entry.label) ? String(entry.label) : String(entry.value);
      options.push({ label, value: entry.value });
    } else if (isOptionValue(entry)) {
      options.push({ label: String(entry), value: entry });
    } else {
      report(`validate.options[${index}] has no usable value`);
    }
  });
  return options;
}

function readNumber(raw: Record<string, unknown>, key: string, report: Report): number | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number)) return number;
  report(`validate.${key} must be a number`);
  return undefined;
}

function readPattern(raw: Record<string, unknown>, report: Report): string | undefined {
  const value = raw.pattern;
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    report('validate.pattern must be a string');
    return undefined;
  }
  try {
    new RegExp(value, 'u');
    return value;
  } catch {
    report(`validate.pattern ${value} is not a valid regular expression`);
    return undefined;
  }
}

function readBoolean(raw: Record<string, unknown>, key: string, report: Report): boolean | undefined {
  const value = raw[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value;
  report(`validate.${key} must be true or false`);
  return undefined;
}

/** Keeps the usable parts of a `validate` block; `null` (an empty YAML key) means no rules. */
export function normalizeValidate(raw: unknown, report: Report): UIParamValidate | undefined {
  if (raw === undefined || raw === null) return undefined;
  if (!isRecord(raw)) {
    report('validate must be an object');
    return undefined;
  }
  for (const key of Object.keys(raw)) {
    if (!VALIDATE_KEYS.has(key)) report(`unknown validate property "${key}"`);
  }
  const validate: UIParamValidate = {
    required: readBoolean(raw, 'required', report),
    min: readNumber(raw, 'min', report),
    max: readNumber(raw, 'max', report),
    minLength: readNumber(raw, 'minLength', report),
    maxLength: readNumber(raw, 'maxLength', report),
    pattern: readPattern(raw, report),
    options: normalizeOptions(raw.options, report),
    defaultValue: raw.defaultValue ?? undefined,
    immutable: readBoolean(raw, 'immutable', report),
  };
  const entries = Object.entries(validate).filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries) as UIParamValidate;
}
