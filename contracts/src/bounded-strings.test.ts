// Every string a request may carry has a maximum length, in every contract, including the ones added tomorrow: the
// suite walks each resource's create, update and list query, and every exported body, input and query schema.
// (A failed sign-in once stored a 1 MB account name whole, and argon2 hashed megabyte passwords.)
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** A string is bounded by a maximum length or an exact format (a uuid, a date), whatever comes after it. */
function boundedString(schema: z.ZodType): boolean {
  const string = schema as unknown as { maxLength: number | null; format: string | null };
  return string.maxLength !== null || string.format !== null;
}

/** The paths of the strings a request reaches unbounded. */
function unbounded(schema: unknown, path: string, seen = new Set<unknown>()): string[] {
  if (!(schema instanceof z.ZodType) || seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const inner = (key: string, suffix = '') => unbounded(def[key], `${path}${suffix}`, seen);
  switch (def.type) {
    case 'string':
      return boundedString(schema) ? [] : [path];
    case 'object':
      return Object.entries(def.shape as Record<string, unknown>).flatMap(([name, field]) =>
        unbounded(field, `${path}.${name}`, seen),
      );
    case 'array':
      return inner('element', '[]');
    case 'record':
      return inner('valueType', '{}');
    case 'union':
      return (def.options as unknown[]).flatMap((option, index) => unbounded(option, `${path}|${index}`, seen));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe': {
      // A preprocess turns anything into the schema that follows; otherwise either side may hold the bound
      // (`z.string().trim().pipe(z.string().max(200))`), but a transform bounds nothing.
      if (defOf(def.in as z.ZodType).type === 'transform') return inner('out');
      const out = def.out as z.ZodType;
      if (defOf(out).type !== 'transform' && unbounded(out, path, new Set(seen)).length === 0) return [];
      return inner('in');
    }
    default:
      return [];
  }
}

const isResource = (value: unknown): value is { key: string; create: unknown; update: unknown; listQuery: unknown } =>
  typeof value === 'object' && value !== null && 'api' in value && 'create' in value && 'listQuery' in value;

const requestSchemas: [string, unknown][] = Object.entries(contracts).flatMap<[string, unknown]>(([name, value]) =>
  isResource(value)
    ? [
        [`${name}.create`, value.create],
        [`${name}.update`, value.update],
        [`${name}.listQuery`, value.listQuery],
      ]
    : /(Input|Body|Query)$/.test(name) && value instanceof z.ZodType
      ? [[name, value]]
      : [],
);

describe('strings in requests', () => {
  it('finds the request schemas it walks', () => {
    expect(requestSchemas.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)('%s: every string has a maximum length', (name, schema) => {
    expect(unbounded(schema, name)).toEqual([]);
  });

  it('catches an unbounded string, wherever it hides', () => {
    const careless = z.object({
      ten: z.string().trim(),
      ds: z.array(z.object({ ghichu: z.string().nullable() })),
      ok: z.string().max(10),
      ma: z.uuid(),
    });
    expect(unbounded(careless, 'careless')).toEqual(['careless.ten', 'careless.ds[].ghichu']);
  });
});
