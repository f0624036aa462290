// The proof every clinic-scoped resource gives (docs/decisions/0013): one clinic's rows are never shown to, or
// changed by, staff of another clinic, route by route, while the owner (ADMINISTRATOR) sees every clinic's and may
// narrow a list to one. A module's test calls `expectClinicIsolation` with a valid body; the kit test does the same
// for every route shape.
import type { ClinicScope } from '@phongkham/contracts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../db/client';
import { apiCaller, createClinic, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from './factories';

export interface IsolationCase {
  /** The collection path, `/api/danhmuc`. */
  api: string;
  /** The back-office url that grants the resource (its staff get every flag on it). */
  url: string;
  /** Where the resource keeps a row's clinic (the contract's `clinicScoped`). */
  scope?: ClinicScope;
  /** A valid create body, fresh on each call (codes that must be unique). */
  create?: () => Record<string, unknown>;
  /**
   * For a resource whose rows do not come from a staff create (the public sends them): stores one row of the clinic
   * and answers its id; the create-stamping check is then left out, every other check runs.
   */
  insert?: (clinicId: string) => Promise<string>;
  /** A valid update body; absent for a resource without PUT (read-only, or changed only through its own actions). */
  update?: () => Record<string, unknown>;
  /** The resource's own routes on one row, each of which must answer 404 to another clinic's staff. */
  actions?: (id: string) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: unknown }[];
  /** Extra list query (`loai=PHONG`) so the rows under test are in the answer. */
  listQuery?: string;
}

export interface Isolated {
  clinicA: string;
  clinicB: string;
  staffA: SignedIn;
  staffB: SignedIn;
  owner: SignedIn;
  /** The row of clinic A the checks ran on (for `_id` scoping, clinic A itself). */
  rowA: string;
}

const ids = (body: { data: { docs: { _id: string }[] } }) => body.data.docs.map((doc) => doc._id);

/**
 * Staff of clinic B: the list never holds clinic A's row (nor when they ask for clinic A), and GET, PUT and DELETE
 * of it answer 404 and change nothing; a create is stamped with the writer's clinic whatever the body says; the
 * owner sees both clinics and filters by one.
 */
export async function expectClinicIsolation(
  app: FastifyInstance,
  db: Database,
  spec: IsolationCase,
): Promise<Isolated> {
  const call = apiCaller(app);
  const scope = spec.scope ?? 'phongkham_id';
  const clinicA = await createClinic(db);
  const clinicB = await createClinic(db);
  const menu = [menuEntry(spec.url, { view: true, create: true, update: true, delete: true })];
  const staffA = await staffWithMenu(app, db, menu, { phongkham_id: clinicA });
  const staffB = await staffWithMenu(app, db, menu, { phongkham_id: clinicB });
  const ownerAccount = await createStaff(db, { role: 'ADMINISTRATOR' });
  const owner = await signIn(app, ownerAccount);
  const list = (who: SignedIn, extra = '') =>
    call('GET', `${spec.api}?limit=0${spec.listQuery ? `&${spec.listQuery}` : ''}${extra}`, who);

  let rowA: string;
  if (scope === 'phongkham_id') {
    let idB: string;
    if (spec.insert) {
      rowA = await spec.insert(clinicA);
      idB = await spec.insert(clinicB);
    } else {
      // A body naming another clinic is stamped with the writer's own.
      const created = await call('POST', spec.api, staffA, { ...spec.create!(), phongkham_id: clinicB });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json().data.phongkham_id).toBe(clinicA);
      rowA = created.json().data._id as string;
      const rowB = await call('POST', spec.api, staffB, spec.create!());
      expect(rowB.statusCode, rowB.body).toBe(201);
      expect(rowB.json().data.phongkham_id).toBe(clinicB);
      idB = rowB.json().data._id as string;
    }

    // The owner sees both, and narrows the list to one clinic.
    const all = ids((await list(owner)).json());
    expect(all).toEqual(expect.arrayContaining([rowA, idB]));
    const onlyB = ids((await list(owner, `&phongkham_id=${clinicB}`)).json());
    expect(onlyB).toContain(idB);
    expect(onlyB).not.toContain(rowA);
    // Staff of B asking for clinic A's rows get their own.
    const asked = ids((await list(staffB, `&phongkham_id=${clinicA}`)).json());
    expect(asked).not.toContain(rowA);
    expect(asked).toContain(idB);
  } else {
    // Each row is a clinic: staff of a clinic create none, and see only their own.
    if (spec.create) expect((await call('POST', spec.api, staffA, spec.create())).statusCode).toBe(403);
    rowA = clinicA;
    expect(ids((await list(owner)).json())).toEqual(expect.arrayContaining([clinicA, clinicB]));
    expect(ids((await list(staffB)).json())).toEqual([clinicB]);
  }

  const before = await call('GET', `${spec.api}/${rowA}`, staffA);
  expect(before.statusCode, before.body).toBe(200);
  expect(ids((await list(staffA)).json())).toContain(rowA);
  expect(ids((await list(staffB)).json())).not.toContain(rowA);
  expect((await call('GET', `${spec.api}/${rowA}`, staffB)).statusCode).toBe(404);
  if (spec.update) {
    expect((await call('PUT', `${spec.api}/${rowA}`, staffB, spec.update())).statusCode).toBe(404);
  }
  for (const action of spec.actions?.(rowA) ?? []) {
    const refused = await call(action.method, action.url, staffB, action.payload);
    expect(refused.statusCode, `${action.method} ${action.url}`).toBe(404);
  }
  expect((await call('DELETE', `${spec.api}/${rowA}`, staffB)).statusCode).toBe(404);
  const after = await call('GET', `${spec.api}/${rowA}`, staffA);
  expect(after.statusCode).toBe(200);
  expect(after.json().data).toEqual(before.json().data);
  expect((await call('GET', `${spec.api}/${rowA}`, owner)).statusCode).toBe(200);

  if (scope === 'phongkham_id' && spec.update) {
    // Staff cannot move their row to another clinic by an update either.
    const moved = await call('PUT', `${spec.api}/${rowA}`, staffA, { ...spec.update(), phongkham_id: clinicB });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.phongkham_id).toBe(clinicA);
  }
  return { clinicA, clinicB, staffA, staffB, owner, rowA };
}
