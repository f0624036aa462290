// Every failure leaves as the envelope `{ success: false, message, errors? }` in the caller's language,
// with a status that means something. 500 is only for bugs, and its details stay in the log.
import { localizeIssues, translate, type IssueLike } from '@phongkham/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldError, HttpError } from '../lib/http-error';
import { requestLanguage } from './language';
import { preRoutingHeaders } from './security';

/** Fastify's own error codes that are the caller's fault, and what to tell them. */
const clientErrors: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'errors.unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'errors.malformedJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'errors.tooLarge'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'errors.malformedJson'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'errors.malformedJson'],
};

const messageForStatus: Record<number, string> = {
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.tooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.rateLimited',
};

function send(reply: FastifyReply, status: number, message: string, errors?: Record<string, string>) {
  return reply.code(status).send({ success: false, message, ...(errors ? { errors } : {}) });
}

function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = request.lang;

  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, 'server error');
    const text = translate(lang, error.messageKey, error.params);
    // A field's message stands both as the answer's message and under the field it is about.
    const errors = error instanceof FieldError ? { ...error.errors, [error.field]: text } : error.errors;
    return send(reply, error.statusCode, text, errors);
  }

  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: IssueLike[] = error.validation.map((v) => ({
      ...v.params,
      code: v.keyword,
      message: v.message ?? '',
      path: v.instancePath.split('/').filter(Boolean),
    }));
    const errors = localizeIssues(issues, lang);
    return send(reply, 400, translate(lang, 'errors.validation'), errors);
  }

  const known = error.code ? clientErrors[error.code] : undefined;
  if (known) return send(reply, known[0], translate(lang, known[1]));

  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return send(reply, status, translate(lang, messageForStatus[status] ?? 'errors.default'));
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, translate(lang, 'errors.default'));
}

export function setupErrors(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}

/** 404 for unknown API paths; pages get their own not-found page from the web layer. */
export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, translate(request.lang, 'errors.notFound'));
}

/**
 * Failures Fastify meets before routing (a malformed percent-encoding in the URL), which skip the hooks and the
 * error handler: the same envelope rather than Fastify's own body.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.lang = requestLanguage(request);
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'framework error');
  // No hook ran for this answer, so helmet set none of its headers.
  reply.headers(preRoutingHeaders);
  return send(reply, status, translate(request.lang, messageForStatus[status] ?? 'errors.default'));
}
