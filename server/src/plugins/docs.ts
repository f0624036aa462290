// OpenAPI document generated from the contracts' zod schemas, browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function setupDocs(app: FastifyInstance, options: { version: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'PhongKham API',
        description: 'API of the clinic website and back office. Messages follow the i18nextLng header (vi, en).',
        version: options.version,
      },
    },
    transform: createJsonSchemaTransform({
      // Dates travel as ISO 8601 text; zod cannot describe a Date by itself.
      zodToJsonConfig: {
        unrepresentable: 'any',
        override: (ctx) => {
          if (ctx.zodSchema._zod.def.type === 'date') {
            ctx.jsonSchema.type = 'string';
            ctx.jsonSchema.format = 'date-time';
          }
        },
      },
    }),
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
