/**
 * Unknown API addresses answer in the contract's error shape (the real server writes plain text):
 * 405 with `Allow` when the contract knows the path under other methods only, 404 otherwise (also
 * for an address of the contract that nothing here serves).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { operations } from '../../contract/contract';
import { BusinessError } from '../errors';
import { sendBusinessError } from './errorAnswers';

function methodsFor(url: string): string[] {
  const path = url.split('?')[0];
  const methods = operations.filter((op) => op.matches(path)).map((op) => op.method);
  return [...new Set(methods)].sort();
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const allowed = methodsFor(request.url);
  if (allowed.length > 0 && !allowed.includes(request.method)) {
    reply.header('allow', allowed.join(', '));
    return sendBusinessError(reply, new BusinessError(405, `${request.method} is not allowed here`));
  }
  return sendBusinessError(reply, new BusinessError(404, '404: Page Not Found'));
}
