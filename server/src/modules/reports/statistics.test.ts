// The province's health statistics form (form 14, morbidity by ICD-10) against visits written for it: one clinic's
// finished visits in October by patients of both sexes and ages (a girl of 14 on the day, a boy who turned 15 that
// day), signed and unsigned records, a visit with no record, a visit still in the room, one in November and another
// clinic's. Every count is made by hand below; the grant and the Excel form's layout are checked too.
import { clinicInstant, HEALTH_STATISTICS_REPORT, healthStatistics } from '@phongkham/contracts';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { examinations, icd10Codes, patients, visits } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup } = billingWorld(app, db);

let here: BillingSetup;
let number = 0;

async function person(clinic: string, gioitinh: 'NAM' | 'NU' | null, ngaysinh: string | null) {
  const [row] = await db
    .insert(patients)
    .values({
      phongkham_id: clinic,
      ma: `BN-7${String(++number).padStart(6, '0')}`,
      hoten: `Người ${number}`,
      gioitinh,
      ngaysinh,
    })
    .returning({ _id: patients._id });
  return row!._id;
}

async function visit(patient: string, ngay: string, trangthai: 'XONG' | 'DANG_KHAM', clinic = here.clinic) {
  const [row] = await db
    .insert(visits)
    .values({
      phongkham_id: clinic,
      benhnhan_id: patient,
      phong_id: here.room,
      ngay,
      sothutu: ++number,
      trangthai,
      den_luc: clinicInstant(ngay, 8 * 60),
    })
    .returning({ _id: visits._id });
  return row!._id;
}

async function record(luotkham_id: string, main: string | null, signed = true, clinic = here.clinic) {
  await db.insert(examinations).values({
    phongkham_id: clinic,
    luotkham_id,
    chandoan_chinh: main,
    chandoan_phu: ['E11'],
    kyluc: signed ? new Date() : null,
    nguoiky_id: signed ? here.manager._id : null,
  });
}

beforeAll(async () => {
  here = await setup();
  const man = await person(here.clinic, 'NAM', '1970-05-01');
  const woman = await person(here.clinic, 'NU', '1985-02-10');
  const girl = await person(here.clinic, 'NU', '2012-10-21'); // 13 on 2026-10-20: a child
  const boy = await person(here.clinic, 'NAM', '2011-10-20'); // 15 on 2026-10-20: no longer a child
  const unknown = await person(here.clinic, null, null);
  await record(await visit(man, '2026-10-20', 'XONG'), 'J02.9');
  await record(await visit(woman, '2026-10-20', 'XONG'), 'J06.9');
  await record(await visit(girl, '2026-10-20', 'XONG'), 'J02.0');
  await record(await visit(boy, '2026-10-20', 'XONG'), 'I10');
  await record(await visit(unknown, '2026-10-31', 'XONG'), 'ZZZ');
  // Not on the form: an unsigned record, a signed record with no main diagnosis, a visit with no record (these three
  // are the finished visits without a diagnosis), a visit still in the room, a November visit, another clinic's.
  await record(await visit(woman, '2026-10-21', 'XONG'), 'K29.7', false);
  await record(await visit(man, '2026-10-22', 'XONG'), null);
  await visit(man, '2026-10-23', 'XONG');
  await record(await visit(girl, '2026-10-24', 'DANG_KHAM'), 'J02.9');
  await record(await visit(woman, '2026-11-01', 'XONG'), 'J02.9');
  const other = await createClinic(db);
  const stranger = await person(other, 'NU', '1990-01-01');
  await record(await visit(stranger, '2026-10-20', 'XONG', other), 'J02.9', true, other);
});

const october = '?tungay=2026-10-01&denngay=2026-10-31';

describe('the health statistics form', () => {
  it('counts each finished visit once by its signed main diagnosis, with its women and children, by chapter and code', async () => {
    const answer = await call('GET', `/api/baocao/thongke${october}`, here.manager);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = healthStatistics.parse(answer.json().data);
    const names = new Map(
      (
        await db
          .select()
          .from(icd10Codes)
          .where(inArray(icd10Codes.ma, ['J02', 'J06', 'I10']))
      ).map((row) => [row.ma, row]),
    );
    const named = (ma: string) => ({ ma, ten: names.get(ma)!.ten, ten_en: names.get(ma)!.ten_en });
    const chapter = (ma: string) => ({ chuong: names.get(ma)!.chuong, ten_chuong: names.get(ma)!.ten_chuong });
    expect(report).toEqual({
      phongkham: expect.objectContaining({ phongkham_ten: expect.any(String) }),
      tungay: '2026-10-01',
      denngay: '2026-10-31',
      tongso: 5,
      nu: 2,
      treem: 1,
      khongchandoan: 3,
      chuong: [
        { ...chapter('I10'), tongso: 1, nu: 0, treem: 0, nhom: [{ ...named('I10'), tongso: 1, nu: 0, treem: 0 }] },
        {
          ...chapter('J02'),
          tongso: 3,
          nu: 2,
          treem: 1,
          nhom: [
            { ...named('J02'), tongso: 2, nu: 1, treem: 1 },
            { ...named('J06'), tongso: 1, nu: 1, treem: 0 },
          ],
        },
        {
          chuong: null,
          ten_chuong: null,
          tongso: 1,
          nu: 0,
          treem: 0,
          nhom: [{ ma: 'ZZZ', ten: null, ten_en: null, tongso: 1, nu: 0, treem: 0 }],
        },
      ],
    });
    expect(report.chuong[0]!.chuong).toBe('IX');
    expect(report.chuong[1]!.chuong).toBe('X');
  });

  it('answers to its own grant, and keeps staff to their own clinic', async () => {
    const receptionist = await call('GET', `/api/baocao/thongke${october}`, here.receptionist);
    expect(receptionist.statusCode).toBe(403);
    const granted: SignedIn = await staffWithMenu(app, db, [menuEntry(HEALTH_STATISTICS_REPORT, { view: true })], {
      phongkham_id: here.clinic,
    });
    const own = await call('GET', `/api/baocao/thongke${october}`, granted);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.tongso).toBe(5);
    // The owner may read every clinic: the other clinic's visit adds to the same code.
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const all = await call('GET', `/api/baocao/thongke${october}`, owner);
    expect(all.json().data.tongso).toBeGreaterThanOrEqual(6);
    const refused = await call('GET', '/api/baocao/thongke?tungay=2026-10-31&denngay=2026-10-01', here.manager);
    expect(refused.statusCode).toBe(400);
  });
});
