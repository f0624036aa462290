// What the log keeps of a request and of a failure, without the personal data and secrets they may carry.

/**
 * A URL as the log keeps it: the path, and of the query only its parameter names. Query values carry secrets (the
 * reset link's and the cancel link's token) and personal data (a duplicate look-up's phone, citizen id, name and
 * birth date; a search's text), so none is kept, on any route (docs/decisions/0037). A part without `=` could be a
 * value alone: it is cut whole.
 */
export function urlForLog(url: string): string {
  const cut = url.indexOf('?');
  if (cut < 0) return url;
  const query = url
    .slice(cut + 1)
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      return equals < 0 ? '[redacted]' : `${part.slice(0, equals)}=[redacted]`;
    });
  return `${url.slice(0, cut)}?${query.join('&')}`;
}

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
