// Inputs for the route fuzz suite, derived from a route's own schemas as the OpenAPI document states them (the
// contracts' zod schemas turned into JSON Schema by plugins/docs.ts): values the schema accepts, values it should
// refuse, and the edges that break careless code (NUL, lone surrogates, combining diacritics, right-to-left marks,
// huge and negative numbers, SQL and script payloads). No route is named here: a new route is covered as it is.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

/** Text a person types in a Vietnamese clinic, so valid values look like real ones. */
const vietnameseWords = [
  'Nguyễn Thị Hồng Nhung',
  'Trần Văn Đức',
  'Phường Sài Gòn',
  'khám tổng quát',
  'Tiểu phẫu',
  'đau đầu, chóng mặt',
  'ghi chú',
];

/** What careless code trips on: each a string a form or a query may carry. */
export const edgeStrings = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\ud800',
  'abc\udc00',
  // "Nguyễn" written with combining marks instead of precomposed letters.
  'Nguye\u0302\u0303n',
  '\u202eabc\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  "' OR '1'='1' --",
  "'; DROP TABLE nhanvien; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{constructor.constructor("return 1")()}}',
  '../../../etc/passwd',
  '%00%27',
  '0000-01-01',
  '2025-02-30',
  '9999-12-31T23:59:59.999Z',
  '1e309',
  '-1',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  'ZZZZZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZZZZZZZZZ',
  '0190D7C4-5A5A-7000-8000-0000000000AA',
];

/** Anything in place of a field: wrong types, huge and negative numbers, nested shapes. */
export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...edgeStrings),
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    -2147483649,
    2 ** 53 + 1,
    1e308,
    -1e308,
    0.5,
    [],
    [null],
    [[[[]]]],
    {},
    { $gt: '' },
    { __proto__: { admin: true } },
  ),
  // Long text: past every contract's maximum, within the request body limit.
  fc.constantFrom('x'.repeat(5_000), 'đ'.repeat(70_000)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

function validString(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 40));
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 7 });
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    case 'date':
      return fc
        .date({ min: new Date('1950-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2035-12-31'), noInvalidDate: true })
        .map((date) => date.toISOString());
    default:
      break;
  }
  if (schema.pattern) {
    const pattern = new RegExp(schema.pattern);
    return fc.noShrink(
      fc
        .stringMatching(pattern)
        .filter((text) => text.length >= min && text.length <= (schema.maxLength ?? Number.MAX_SAFE_INTEGER)),
    );
  }
  // The words are chosen before generating, not filtered after: a filter that no word passes (a five-character
  // code, say) never returns, and fast-check's synchronous loop then holds the test past any timeout.
  const graphemes = fc.string({ minLength: min, maxLength: max, unit: 'grapheme' });
  const words = vietnameseWords.filter((text) => text.length >= min && text.length <= max);
  return words.length > 0 ? fc.oneof(fc.constantFrom(...words), graphemes) : graphemes;
}

function validNumber(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const low = clamp(schema.minimum ?? (schema.exclusiveMinimum ?? -1_000_000) + (integer ? 1 : 0), -1e9, 1e9);
  const high = clamp(schema.maximum ?? (schema.exclusiveMaximum ?? 1_000_000) - (integer ? 1 : 0), low, 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema describes (a server may still refuse some: refinements are not in JSON Schema). */
export function valid(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const core = validCore(schema, depth);
  return schema.nullable ? fc.option(core, { nil: null, freq: 5 }) : core;
}

function validCore(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valid(choice, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  switch (schema.type) {
    case 'string':
      return validString(schema);
    case 'integer':
      return validNumber(schema, true);
    case 'number':
      return validNumber(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valid(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    case 'object':
    case undefined: {
      const properties = schema.properties ?? {};
      const shape = Object.fromEntries(Object.entries(properties).map(([key, sub]) => [key, valid(sub, depth + 1)]));
      return fc.record(shape, { requiredKeys: (schema.required ?? []).filter((key) => key in properties) });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** How one input departs from its schema. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

/** A mutation of an object with these keys (or of the whole value when it has none). */
export function mutation(keys: string[]): fc.Arbitrary<Mutation> {
  const whole = edgeValue.map((value): Mutation => ({ kind: 'whole', value }));
  if (!keys.length) return fc.oneof({ arbitrary: fc.constant<Mutation>({ kind: 'none' }), weight: 4 }, whole);
  const key = fc.constantFrom(...keys);
  return fc.oneof(
    { arbitrary: fc.constant<Mutation>({ kind: 'none' }), weight: 4 },
    { arbitrary: fc.record({ kind: fc.constant('replace' as const), key, value: edgeValue }), weight: 5 },
    { arbitrary: fc.record({ kind: fc.constant('drop' as const), key }), weight: 1 },
    {
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        key: fc.constantFrom('khongcotruongnay', '__proto__', 'constructor', '_id', 'phongkham_id', 'deletedAt'),
        value: edgeValue,
      }),
      weight: 1,
    },
    { arbitrary: whole, weight: 1 },
  );
}

export function applyMutation(base: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return base;
  if (change.kind === 'whole') return change.value;
  const object = { ...(base && typeof base === 'object' ? (base as Record<string, unknown>) : {}) };
  if (change.kind === 'drop') delete object[change.key];
  else Object.defineProperty(object, change.key, { value: change.value, enumerable: true, writable: true });
  return object;
}

/** Query-string fragments a client might send besides the declared parameters: bracket arrays, odd encodings. */
export const rawQueryFragments = [
  'sort=khongcotruongnay',
  'sort=-%00',
  'sort[]=ten',
  'q[]=a&q[]=b',
  'q[a][b][c][d][e]=1',
  'page[]=',
  'page=1e309',
  'limit=-1',
  'limit=99999999999999999999',
  'tungay=0000-01-01',
  'denngay=2025-13-45',
  '%E0%A4%A',
  'q=%00',
  'q=%ED%A0%80',
  'a=' + 'b'.repeat(3_000),
  'lng=xx',
];
