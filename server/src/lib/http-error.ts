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
