import type { FastifyError, FastifyInstance } from 'fastify';

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
      const parseError = error as FastifyError;
      parseError.statusCode = 400;
      parseError.code = 'FST_ERR_CTP_INVALID_JSON_BODY';
      done(parseError, undefined);
    }
  });
}
