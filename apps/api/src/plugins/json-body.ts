import fp from 'fastify-plugin';

/**
 * The web sends JSON's content type on every call (docs/api.md), also on calls that carry
 * no body (sign-out, refresh, cancel a booking): an empty JSON body counts as none.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body.toString();
      if (text.trim() === '') return done(null, undefined);
      return parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
