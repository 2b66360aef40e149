import type { FastifyInstance } from 'fastify';
import { BusinessError } from '../errors';

/**
 * JSON bodies, where an empty body reads as no body: the console sends `Content-Type:
 * application/json` on every request, bodiless DELETEs included.
 */
export function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      // The real server reports a malformed body as a server error; the sandbox says it is the caller's.
      done(new BusinessError(400, `invalid JSON body: ${(error as Error).message}`), undefined);
    }
  });
}
