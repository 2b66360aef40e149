/**
 * How every error is answered: a business error as `{BusinessCode, Message}` with its status, and
 * what fastify or Node's HTTP parser refuse, a taken primary key or an unexpected error turned into one.
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BusinessError, type ErrorBody } from '../errors';
import { DuplicateRecordError } from '../store/documentStore';
import { headerLines, type SecurityHeaders } from './securityHeaders';

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
