/**
 * Business errors as the real server writes them: `{BusinessCode, Message}` with the HTTP status of
 * the code table (data/business-codes.json), plus the fallbacks for validation and unexpected errors.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import codeTable from './data/business-codes.json' with { type: 'json' };
import { DuplicateRecordError } from './store/documentStore';

interface CodeEntry {
  name: string;
  http: number;
  message: string;
}

const codes: Record<string, CodeEntry | undefined> = codeTable;

export class BusinessError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, message?: string) {
    const entry = codes[String(code)];
    super(message ?? entry?.message ?? `error ${code}`);
    this.code = code;
    this.httpStatus = entry?.http ?? (code >= 400 && code < 600 ? code : 500);
  }
}

export interface ErrorBody {
  BusinessCode: number;
  Message: string;
}

/** A request that fails a field rule, worded like the Go validator the real server uses. */
export function invalidField(struct: string, field: string, tag: string): BusinessError {
  return new BusinessError(
    400,
    `Key: '${struct}.${field}' Error:Field validation for '${field}' failed on the '${tag}' tag`,
  );
}

export function notFound(what: string): BusinessError {
  return new BusinessError(404, `${what} is not exist`);
}

function toBusinessError(error: FastifyError | Error): BusinessError {
  if (error instanceof BusinessError) return error;
  // The real datastore reports a taken primary key as a plain 500 with this text.
  if (error instanceof DuplicateRecordError) return new BusinessError(500, 'data record is exist');
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return new BusinessError(status, error.message);
  return new BusinessError(500, error.message || 'The service has lapsed.');
}

function sendBusinessError(reply: FastifyReply, error: BusinessError): FastifyReply {
  const body: ErrorBody = { BusinessCode: error.code, Message: error.message };
  return reply.code(error.httpStatus).type('application/json; charset=utf-8').send(body);
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const business = toBusinessError(error);
    if (business.httpStatus >= 500) request.log.error(error);
    return sendBusinessError(reply, business);
  });
}

/** go-restful answers unknown API routes in plain text; everything else is the caller's choice. */
export function sendPlainNotFound(reply: FastifyReply): FastifyReply {
  return reply.code(404).type('text/plain; charset=utf-8').send('404: Page Not Found');
}
