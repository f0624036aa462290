// Secrets that travel in a URL (the e-mailed reset link's ?token=) are cut out before the URL is logged.
const secretParams = /([?&](?:token|resetToken|refreshToken|otp|matkhau)=)[^&#]*/gi;

export const withoutSecrets = (url: string) => url.replace(secretParams, '$1[redacted]');

/** Fields of a database error that say what failed without repeating the values (pg's `detail` names them). */
const databaseFields = ['code', 'constraint', 'table', 'column', 'routine', 'severity'] as const;

/**
 * An error as the log keeps it. A failed query's error carries the SQL text and its parameters, and the database's
 * own message may quote a value: visitors' names, phones and e-mails would land in the log. Such an error is logged
 * by its code, constraint and table, its stack without the message line; other errors by type, message and stack.
 */
export interface LoggedError {
  type: string;
  message: string;
  stack: string;
  [field: string]: unknown;
}

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const record = error as Error & Record<string, unknown>;
  const fromDatabase =
    'query' in record || 'params' in record || (typeof record.code === 'string' && 'routine' in record);
  const stackFrames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const logged: LoggedError = {
    type: error.name,
    message: fromDatabase ? 'database query failed' : error.message,
    stack: [error.name, ...stackFrames].join('\n'),
  };
  if ('statusCode' in record) logged.statusCode = record.statusCode;
  for (const field of databaseFields) if (record[field] !== undefined) logged[field] = record[field];
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
