import type { FastifyReply } from 'fastify';
import type { DocumentStore } from '../store/documentStore';

/**
 * Sends `build()`'s answer as JSON encoded once, and the same bytes again until a record is written. For
 * large lists the console asks for again and again: encoding 5,000 rows (MBs) cost more than building them.
 * `key` must name everything the answer depends on besides the records (the user, the filters).
 */
export function sendRemembered(reply: FastifyReply, store: DocumentStore, key: string, build: () => unknown) {
  const answer = store.remember(key, () => Buffer.from(JSON.stringify(build())));
  return reply.type('application/json; charset=utf-8').send(answer);
}
