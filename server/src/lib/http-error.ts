// An expected failure with its status and a message key from the shared locale files;
// the error handler turns it into the localized envelope.
import type { Params } from '@phongkham/contracts';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: string,
    readonly params?: Params,
    readonly errors?: Record<string, string>,
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const notFound = () => new HttpError(404, 'errors.notFound');

/**
 * An HttpError about one field of the request. Services do not know the caller's language; the error handler
 * (plugins/errors.ts) translates the message and puts it on the field too, so a form shows it under that field.
 */
export class FieldError extends HttpError {
  constructor(
    statusCode: number,
    messageKey: string,
    readonly field: string,
    params?: Params,
  ) {
    super(statusCode, messageKey, params);
  }
}

/** A 400 about one field ("this role does not exist"). */
export const fieldError = (field: string, key: string, params?: Params) => new FieldError(400, key, field, params);
