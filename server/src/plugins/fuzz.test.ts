// Every API route, fuzzed from its own schemas (the OpenAPI document the contracts produce): valid bodies, queries
// and path ids, and the same with a field replaced by an edge value, dropped, or joined by one the route does not
// know; whole bodies of the wrong shape; malformed query strings. Whatever arrives, the answer is never a 500; a
// refusal carries the envelope with a message in the caller's language; and a refused write commits nothing. A route
// added tomorrow is fuzzed tomorrow: nothing here names one, except the few that cannot be called this way.
// Runs on PGlite and PostgreSQL, which share the cases (decision 0028): PGlite is PostgreSQL's own engine, and what
// differs (the driver, the pool, real concurrency) is not what these cases try. Each database fuzzes every route with
// half of them, drawn from a seed of its own, so the two runs together try ten distinct cases per route. FUZZ_RUNS
// sets the cases per route and database; FUZZ_SEED=random explores beyond the fixed seeds.
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';
import { createStaff, signIn } from '../test/factories';
import {
  applyMutation,
  edgeStrings,
  mutation,
  rawQueryFragments,
  valid,
  type JsonSchema,
  type Mutation,
} from '../test/fuzz/arbitraries';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR', taikhoan: 'chu.kiem.thu' }));

const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
/** One seed per database: the two runs draw different cases. */
const SEED =
  process.env.FUZZ_SEED === 'random'
    ? undefined
    : Number(process.env.FUZZ_SEED ?? 20261125) + (database.kind === 'postgres' ? 1 : 0);

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const spec = app.swagger() as { paths: Record<string, Record<string, Operation>> };
/** Answers that never end (an event stream): a call would wait for ever. */
const streams = (operation: Operation) =>
  Object.values(operation.responses ?? {}).some((answer) => Boolean(answer.content?.['text/event-stream']));
const routes: Route[] = Object.entries(spec.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([, operation]) => !streams(operation))
    .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
);
const name = (route: Route) => `${route.method} ${route.path}`;

/**
 * Called without the owner's session: signing out would end it for the rest of the suite, and the event stream's
 * path (known by name so that a stream declared without its content type is still never awaited) stays open.
 */
const anonymous = new Set([
  'POST /api/nhanvien/logout',
  'POST /api/nhanvien/login',
  'POST /api/nhanvien/refresh-token',
]);
const skipped = new Set(['GET /api/events']);
/** Refusals that write by design: a failed sign-in is recorded, so that wrong passwords lock the account. */
const writesWhenRefused = new Set(['POST /api/nhanvien/login']);

const userTables = (
  (await db.execute(
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema = 'public' order by 1`,
  )) as unknown as { rows: { name: string }[] }
).rows.map((row) => row.name);

/**
 * The reference data sets (2025 administrative units, ICD-10): no route writes them; their loader is their only
 * writer and always stamps `dulieu_thamchieu`, which stays watched.
 */
const referenceTables = new Set(['public.tinh', 'public.xa', 'public.tinh_truoc', 'public.xa_truoc', 'public.icd10']);
/**
 * The rate-limit counters (PostgreSQL's shared store) are meant to be written by refused requests too: a wrong
 * guess must count against its limit. They are bookkeeping of the traffic, not a record the request asked for.
 */
const trafficTables = new Set(['public.gioihantansuat']);
const watchedTables = userTables.filter((name) => !referenceTables.has(name) && !trafficTables.has(name));

/**
 * What a refused write committed, seen the same way on both databases: every watched table notes each row it
 * inserts, updates or deletes in a log of this file's database (its own schema, out of the app's and backups' way).
 * The note is part of the writing transaction, so a write rolled back leaves none. Transaction ids could not tell
 * on PostgreSQL, whose server numbers every test file's transactions together, and counting every table before and
 * after each case made that run three times longer than PGlite's.
 */
for (const statement of [
  'create schema fuzz',
  'create table fuzz.written (name text not null)',
  `create function fuzz.note() returns trigger language plpgsql as $$
     begin insert into fuzz.written values (tg_table_name); return null; end $$`,
  ...watchedTables.map(
    (name) =>
      `create trigger fuzz_note after insert or update or delete on ${name} for each row execute function fuzz.note()`,
  ),
]) {
  await db.execute(sql.raw(statement));
}

/** Starts watching: what earlier cases wrote is forgotten. */
async function startProbe(): Promise<void> {
  await db.execute(sql`delete from fuzz.written`);
}

/** The tables written by a committed transaction since the probe started. */
async function writtenSince(): Promise<string[]> {
  const result = (await db.execute(sql`select distinct name from fuzz.written order by name`)) as unknown as {
    rows: { name: string }[];
  };
  return result.rows.map((row) => row.name);
}

interface Case {
  params: Record<string, string>;
  query: unknown;
  queryChange: Mutation;
  rawQuery: string;
  body: unknown;
  bodyChange: Mutation;
  lang: 'vi' | 'en';
}

/**
 * Ids of records that exist, by the path of their list: a path id drawn from them reaches the handler's real work
 * (an update with a broken body, a delete refused while in use), not only the 404.
 */
const knownIds = new Map<string, string[]>();
for (const route of routes) {
  const list = route.path.match(/^(.*?)\/\{\w+\}/)?.[1];
  if (!list || knownIds.has(list) || !spec.paths[list]?.get) continue;
  const answer = await app.inject({
    method: 'GET',
    url: `${list}?limit=5`,
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const data = answer.statusCode === 200 ? (answer.json() as { data?: unknown }).data : undefined;
  const docs = Array.isArray(data) ? data : ((data as { docs?: unknown[] } | undefined)?.docs ?? []);
  knownIds.set(
    list,
    docs.flatMap((doc) => {
      const id = (doc as { _id?: unknown; ma?: unknown })._id ?? (doc as { ma?: unknown }).ma;
      return typeof id === 'string' ? [id] : [];
    }),
  );
}

function caseOf(route: Route): fc.Arbitrary<Case> {
  const parameters = route.operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(queryParams.map((p) => [p.name, p.schema ?? { type: 'string' }])),
    required: queryParams.filter((p) => p.required).map((p) => p.name),
  };
  const bodySchema = route.operation.requestBody?.content?.['application/json']?.schema;
  const known = knownIds.get(route.path.match(/^(.*?)\/\{\w+\}/)?.[1] ?? '') ?? [];
  const pathValue = (schema: JsonSchema | undefined) =>
    fc.oneof(
      ...(known.length ? [{ arbitrary: fc.constantFrom(...known), weight: 4 }] : []),
      { arbitrary: valid(schema).map(String), weight: 2 },
      { arbitrary: fc.constantFrom(...edgeStrings.filter((text) => text !== '')), weight: 1 },
    );
  return fc.record({
    params: fc.record(Object.fromEntries(pathParams.map((p) => [p.name, pathValue(p.schema)]))) as fc.Arbitrary<
      Record<string, string>
    >,
    query: valid(querySchema),
    queryChange: mutation(queryParams.map((p) => p.name)),
    rawQuery: fc.oneof(
      { arbitrary: fc.constant(''), weight: 3 },
      { arbitrary: fc.constantFrom(...rawQueryFragments), weight: 1 },
    ),
    body: bodySchema ? valid(bodySchema) : fc.constant(undefined),
    bodyChange: bodySchema
      ? mutation(Object.keys(bodySchema.properties ?? {}))
      : fc.constantFrom<Mutation>({ kind: 'none' }),
    lang: fc.constantFrom('vi' as const, 'en' as const),
  });
}

/**
 * Percent-encoding that also writes a lone surrogate, as a careless client sends it (its three WTF-8 bytes), where
 * encodeURIComponent would throw.
 */
function encode(text: string): string {
  return text.replace(/[\s\S]/gu, (unit) => {
    const code = unit.charCodeAt(0);
    if (unit.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    }
    return encodeURIComponent(unit);
  });
}

/** A query object as the back office's client writes it: brackets for arrays and objects. */
function encodeQuery(value: unknown, prefix = ''): string[] {
  if (value === undefined) return [];
  if (value === null || typeof value !== 'object') {
    return prefix ? [`${encode(prefix)}=${encode(String(value))}`] : [];
  }
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    encodeQuery(inner, prefix ? `${prefix}[${Array.isArray(value) ? '' : key}]` : key),
  );
}

function urlOf(route: Route, input: Case): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_whole, key: string) => encode(input.params[key] ?? ''));
  const query = [...encodeQuery(applyMutation(input.query, input.queryChange)), input.rawQuery].filter(Boolean);
  return query.length ? `${path}?${query.join('&')}` : path;
}

/** A message that is still a locale key was never translated. */
const untranslated = /^[a-z]+(\.[A-Za-z0-9_]+)+$/;

const cases = new Map<string, { total: number; refused: number }>();

async function check(route: Route, input: Case) {
  const key = name(route);
  const url = urlOf(route, input);
  const body = applyMutation(input.body, input.bodyChange);
  // Work an earlier answer started (a message to send) settles first, so it is not taken for this request's write.
  await app.background.settled();
  const writes = route.method !== 'GET' && !writesWhenRefused.has(key);
  if (writes) await startProbe();
  const answer = await app.inject({
    method: route.method as 'GET',
    url,
    headers: {
      i18nextLng: input.lang,
      ...(anonymous.has(key) ? {} : { authorization: `Bearer ${owner.token}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  const count = cases.get(key) ?? { total: 0, refused: 0 };
  count.total += 1;
  cases.set(key, count);
  const seen = `${route.method} ${url} ${JSON.stringify(body)?.slice(0, 300)} → ${answer.statusCode} ${answer.body.slice(0, 300)}`;
  expect(answer.statusCode, seen).toBeLessThan(500);
  if (answer.statusCode < 400) return;
  count.refused += 1;
  const envelope = answer.json() as { success?: unknown; message?: unknown };
  expect(envelope.success, seen).toBe(false);
  expect(typeof envelope.message, seen).toBe('string');
  expect((envelope.message as string).trim(), seen).not.toBe('');
  expect(envelope.message, seen).not.toMatch(untranslated);
  if (writes) {
    await app.background.settled();
    expect(await writtenSince(), `a refused write committed: ${seen}`).toEqual([]);
  }
}

afterAll(() => {
  const lines = [...cases.entries()].map(
    ([key, count]) =>
      `  ${String(count.total).padStart(4)} cases, ${String(count.refused).padStart(4)} refused  ${key}`,
  );
  const total = [...cases.values()].reduce((sum, count) => sum + count.total, 0);
  console.log(`Fuzzed ${cases.size} routes with ${total} cases (${database.kind}):\n${lines.join('\n')}`);
});

describe('every route, fuzzed from its schemas', { timeout: 120_000 }, () => {
  it('finds the routes in the API description, and sees a write that commits', async () => {
    expect(routes.length).toBeGreaterThan(100);
    await startProbe();
    const sent = await app.inject({
      method: 'POST',
      url: '/api/yeucau',
      payload: { loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Lê Thị Kiểm', dienthoai: '0912345678' },
    });
    expect(sent.statusCode).toBe(201);
    expect(await writtenSince()).toEqual(expect.arrayContaining(['yeucau']));
  });

  for (const route of routes) {
    if (skipped.has(name(route))) continue;
    it(name(route), async () => {
      await fc.assert(
        fc.asyncProperty(caseOf(route), (input) => check(route, input)),
        { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }), endOnFailure: true },
      );
    });
  }
});
