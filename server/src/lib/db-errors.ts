// PostgreSQL's constraint failures as answers a person can act on: a unique value already taken (409) or a
// reference to a row that does not exist (400), each on the field it is about. Both drivers (pg and PGlite)
// report the code, the constraint and a detail such as 'Key (slug)=(tin-moi) already exists.'; drizzle wraps
// the driver's error as `cause`.
import { FieldError } from './http-error';

interface DriverError {
  code: string;
  constraint?: string;
  detail?: string;
}

/** The driver's error behind a failed query, when it carries a PostgreSQL code. */
export function pgError(error: unknown): DriverError | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as DriverError;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export const pgCode = (error: unknown) => pgError(error)?.code;

/** The columns a constraint failure names in its detail: 'Key (phongkham_id, slug)=(…)' gives both. */
function keyColumns(detail: string | undefined): string[] {
  const match = detail ? /Key \(([^)]+)\)=/.exec(detail) : null;
  return match ? match[1]!.split(',').map((column) => column.trim().replace(/^"|"$/g, '')) : [];
}

/**
 * A unique or foreign-key failure turned into a FieldError on the first of `fields` the failure names (the
 * columns the caller sent); other errors come back unchanged. A unique key that includes the clinic names the
 * clinic too, so the caller's fields decide which one the person typed.
 */
export function constraintFieldError(error: unknown, fields: readonly string[]): unknown {
  const failure = pgError(error);
  if (!failure || (failure.code !== '23505' && failure.code !== '23503')) return error;
  const columns = keyColumns(failure.detail);
  const field = columns.find((column) => fields.includes(column)) ?? columns.at(-1) ?? 'default';
  return failure.code === '23505'
    ? new FieldError(409, 'errors.duplicate', field)
    : new FieldError(400, 'errors.unknownReference', field);
}
