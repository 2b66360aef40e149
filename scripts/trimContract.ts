/**
 * Copies the VelaUX OpenAPI contract from ../shared/contract into contract/openapi.json, keeping only
 * what code and tests need (paths, methods, parameters, schemas) and mending the spots that strict
 * OpenAPI tools reject. Run with `npm run contract`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const source = fileURLToPath(new URL('../../shared/contract/velaux-openapi-3.0.json', import.meta.url));
const target = fileURLToPath(new URL('../contract/openapi.json', import.meta.url));

const droppedKeys = new Set(['description', 'summary', 'example', 'examples', 'tags', 'contact', 'license']);
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Drops documentation keys everywhere except as property names inside a `properties` map. */
function strip(value: Json, isPropertyMap = false): Json {
  if (Array.isArray(value)) return value.map((child) => strip(child));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, Json> = {};
  for (const [key, child] of Object.entries(value)) {
    if (!isPropertyMap && (droppedKeys.has(key) || key === 'application/xml')) continue;
    out[key] = strip(child, !isPropertyMap && key === 'properties');
  }
  return out;
}

const contract = JSON.parse(readFileSync(source, 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: Json; parameters?: Json[] }>>;
  components: { schemas: Record<string, Json> };
};

// Go `interface{}` fields are declared as objects, yet a UI schema's option values, defaults and
// condition values are mostly strings, numbers or booleans: declare them as any JSON value.
for (const name of ['schema.Option.value', 'schema.Validate.defaultValue', 'schema.Condition.value']) {
  contract.components.schemas[name] = {};
}

const seenIds = new Set<string>();
for (const [path, item] of Object.entries(contract.paths)) {
  for (const method of methods) {
    const op = item[method];
    if (!op) continue;
    if (op.operationId && seenIds.has(op.operationId)) op.operationId = `${op.operationId}By${method}`;
    if (op.operationId) seenIds.add(op.operationId);
    if (method === 'get' && op.requestBody) delete op.requestBody;
    for (const param of op.parameters ?? []) {
      const schema = (param as { schema?: { pattern?: string } }).schema;
      if (schema?.pattern === '*') delete schema.pattern;
    }
    if (path.includes('{subpath}')) {
      for (const param of op.parameters ?? []) {
        const p = param as { pattern?: string };
        if (p.pattern === '*') delete p.pattern;
      }
    }
  }
}

const trimmed = strip(contract as unknown as Json) as Record<string, Json>;
delete trimmed.info;
trimmed.info = { title: 'VelaUX API (trimmed copy)', version: 'v1beta1' };
writeFileSync(target, `${JSON.stringify(trimmed, null, 1)}\n`);
console.log(`wrote ${target}`);
