/**
 * Optional contract check of every JSON answer under /api/v1, collected as violations for tests.
 */
import type { FastifyInstance } from 'fastify';
import { validateResponse } from '../../contract/contract';

export interface Violation {
  method: string;
  url: string;
  status: number;
  operation: string | null;
  errors: string;
}

export class ViolationLog {
  private entries: Violation[] = [];

  record(violation: Violation): void {
    this.entries.push(violation);
  }

  list(): Violation[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
  }
}

export function registerResponseCheck(app: FastifyInstance, log: ViolationLog): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const contentType = String(reply.getHeader('content-type') ?? '');
    const text = Buffer.isBuffer(payload) ? payload.toString('utf8') : payload;
    if (!request.url.startsWith('/api/v1') || !contentType.includes('json') || typeof text !== 'string') {
      return payload;
    }
    const base = { method: request.method, url: request.url, status: reply.statusCode };
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      log.record({ ...base, operation: null, errors: 'the body is not valid JSON' });
      return payload;
    }
    const result = validateResponse(request.method, request.url, reply.statusCode, body);
    if (!result.ok) log.record({ ...base, operation: result.operation ?? null, errors: result.errors ?? '' });
    return payload;
  });
}
