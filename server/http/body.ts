/**
 * Typed reads of a JSON request body. A missing field reads as empty, as Go's decoder leaves it;
 * a field of the wrong JSON type is a 400.
 */
import { BusinessError } from '../errors';

export type Body = Record<string, unknown>;

export function asBody(raw: unknown): Body {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw))
    throw new BusinessError(400, 'the request body must be a JSON object');
  return raw as Body;
}

function wrongType(key: string, expected: string): BusinessError {
  return new BusinessError(400, `the field '${key}' must be ${expected}`);
}

export function stringField(body: Body, key: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw wrongType(key, 'a string');
  return value;
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);

/**
 * An address the console links to or loads (a dashboard, an icon, a registry): empty, or an absolute
 * http(s) URL with no space around it. `javascript:`, `data:`, `vbscript:` and every other scheme are
 * refused with a 400 naming the field (`label`, for a field inside an object).
 */
export function webAddressField(body: Body, key: string, label = key): string {
  const address = stringField(body, key);
  if (address === '') return address;
  const protocol = URL.parse(address)?.protocol ?? '';
  if (address.trim() !== address || !WEB_PROTOCOLS.has(protocol)) {
    throw new BusinessError(400, `the field '${label}' must be an http or https URL`);
  }
  return address;
}

export function optionalStringList(body: Body, key: string): string[] | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw wrongType(key, 'a list of strings');
  }
  return value as string[];
}

export function stringList(body: Body, key: string): string[] {
  return optionalStringList(body, key) ?? [];
}

export function optionalBoolean(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw wrongType(key, 'a boolean');
  return value;
}
