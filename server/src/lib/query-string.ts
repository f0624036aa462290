// How the server reads a query string: Fastify's parser (app.ts) and the front door (plugins/front-door.ts) use this
// one, so both see the same `lng`, and the same texts to refuse. Nested keys and arrays are allowed only as far as
// the API's filters need them: a deeper or longer query is cut, not expanded into a huge object.
import qs from 'qs';

export const parseQuery = (text: string): Record<string, unknown> =>
  qs.parse(text, { depth: 3, arrayLimit: 100, parameterLimit: 200 });
