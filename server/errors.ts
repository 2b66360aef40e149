/**
 * Business errors as the real server writes them: `{BusinessCode, Message}` with the HTTP status of
 * the code table (data/business-codes.json), plus the fallbacks for validation and unexpected errors.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import codeTable from './data/business-codes.json' with { type: 'json' };
import { headerLines, type SecurityHeaders } from './http/securityHeaders';
import { DuplicateRecordError } from './store/documentStore';

interface CodeEntry {
  name: string;
  http: number;
  message: string;
}

const codes: Record<string, CodeEntry | undefined> = codeTable;

/**
 * Codes the real server sends with a status that hides the caller's mistake: 500 (40005, 50014,
 * 50017), or 200 as if it were no error (50020, the cloudshell addon not enabled). The sandbox answers
 * 400, the status the contract declares for the error body of those operations.
 */
const callerMistakes = new Set([40005, 50014, 50017, 50020]);

/** The HTTP status the sandbox sends a business code with. */
export function httpStatusOf(code: number): number {
  if (callerMistakes.has(code)) return 400;
  return codes[String(code)]?.http ?? (code >= 400 && code < 600 ? code : 500);
}

export class BusinessError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, message?: string) {
    const entry = codes[String(code)];
    super(message ?? entry?.message ?? `error ${code}`);
    this.code = code;
    this.httpStatus = httpStatusOf(code);
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
  // The real datastore reports a taken primary key as a plain 500 with this text; it is the caller's mistake.
  if (error instanceof DuplicateRecordError) return new BusinessError(400, 'data record is exist');
  const status = (error as FastifyError).statusCode;
  if (status && status >= 400 && status < 500) return new BusinessError(status, error.message);
  return new BusinessError(500, error.message || 'The service has lapsed.');
}

export function sendBusinessError(reply: FastifyReply, error: BusinessError): FastifyReply {
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

/** HTTP/1.1 requires a Host header; a request without one is refused like any client mistake. */
export function registerHostRequirement(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw new BusinessError(400, 'the Host header is missing');
    }
  });
}

/**
 * What fastify refuses before routing (an address that does not decode, a path parameter that is too
 * long) answers like any error: the error body, and the security headers no hook has set yet.
 */
export function frameworkErrorAnswer(headers: SecurityHeaders) {
  return (error: FastifyError, _request: FastifyRequest, reply: FastifyReply): FastifyReply =>
    sendBusinessError(reply.headers(headers), toBusinessError(error));
}

/**
 * Requests Node's HTTP parser refuses before fastify sees them (headers too large, malformed
 * request lines) get the error body and the security headers too, then the connection closes.
 */
export function clientErrorAnswer(headers: SecurityHeaders) {
  return (error: Error & { code?: string }, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const reason = STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify({ BusinessCode: status, Message: reason } satisfies ErrorBody);
    socket.end(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${headerLines(headers)}` +
        `Connection: close\r\n\r\n${body}`,
    );
  };
}
