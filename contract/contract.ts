/**
 * The project's view of the VelaUX API contract: find the operation a request belongs to, and check a
 * response body against that operation's declared schema. Used by the sandbox (optional response
 * checking), the contract tests and the browser tests.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
interface Operation {
  operationId?: string;
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface ContractFile {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

export interface ContractOperation {
  method: string;
  template: string;
  operationId: string;
  matches(path: string): boolean;
}

export interface ValidationResult {
  ok: boolean;
  operation?: string;
  errors?: string;
}

const contractFile = JSON.parse(
  readFileSync(join(import.meta.dirname, 'openapi.json'), 'utf8'),
) as ContractFile;

const httpMethods = ['get', 'put', 'post', 'delete', 'patch'];

function templateToRegExp(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}$`);
}

/** Literal segments outrank parameters, so `/addons/status` is not taken for `/addons/{addonName}`. */
function specificity(template: string): number {
  return template.split('/').filter((seg) => seg && !seg.startsWith('{')).length;
}

export const operations: ContractOperation[] = Object.entries(contractFile.paths)
  .flatMap(([template, item]) =>
    httpMethods
      .filter((method) => item[method])
      .map((method) => {
        const pattern = templateToRegExp(template);
        return {
          method: method.toUpperCase(),
          template,
          operationId: item[method].operationId ?? `${method} ${template}`,
          matches: (path: string) => pattern.test(path),
        };
      }),
  )
  .sort((a, b) => specificity(b.template) - specificity(a.template));

/** The contract operation a request belongs to; the query string is ignored. */
export function findOperation(method: string, url: string): ContractOperation | undefined {
  const path = url.split('?')[0].split('#')[0];
  return operations.find((op) => op.method === method.toUpperCase() && op.matches(path));
}

const ajv = new Ajv({ strict: false, allErrors: false });
addFormats(ajv);
for (const format of ['int32', 'int64', 'double', 'integer', 'float']) ajv.addFormat(format, true);
ajv.addSchema({ $id: 'contract', components: contractFile.components });

const validators = new Map<string, ValidateFunction>();
const errorBody = { $ref: 'contract#/components/schemas/bcode.Bcode' };

/** Business codes the real server sends with HTTP 200 (facts §1); their error body is a 200 answer too. */
const codesSentWith200 = new Set([10006, 13001, 13002, 13003, 13004, 14006, 14009, 50020]);

function isErrorBody(status: number, body: unknown): boolean {
  if (status >= 400) return true;
  const code = (body as { BusinessCode?: unknown } | null)?.BusinessCode;
  return status === 200 && typeof code === 'number' && codesSentWith200.has(code);
}

function responseSchema(op: ContractOperation, status: number): Schema | undefined {
  const declared = contractFile.paths[op.template][op.method.toLowerCase()].responses ?? {};
  const response = declared[String(status)];
  if (!response) return undefined;
  // Declared without a body schema (e.g. GET /payload_types): any JSON answer is allowed.
  const schema = response.content?.['application/json']?.schema ?? {};
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"contract#/components/')) as Schema;
}

/**
 * Checks a JSON response against the contract. Errors (status >= 400, or one of the codes sent with
 * 200) must carry the contract's error body, even for a request outside the contract; success bodies
 * must match the operation's 200 schema.
 */
export function validateResponse(
  method: string,
  url: string,
  status: number,
  body: unknown,
): ValidationResult {
  const op = findOperation(method, url);
  const errorAnswer = isErrorBody(status, body);
  if (!op) {
    if (status >= 400) return checkWith('error', errorBody, body);
    return { ok: false, errors: `no contract operation for ${method} ${url}` };
  }
  const schema = errorAnswer ? errorBody : responseSchema(op, status);
  if (!schema) return { ok: false, operation: op.operationId, errors: `status ${status} is not declared` };
  const key = errorAnswer ? 'error' : `${op.operationId}:${status}`;
  return { ...checkWith(key, schema, body), operation: op.operationId };
}

function checkWith(key: string, schema: Schema, body: unknown): ValidationResult {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  if (validate(body)) return { ok: true };
  return { ok: false, errors: ajv.errorsText(validate.errors) };
}
