// The clinical report against documents written for it: one clinic's visits on a past day, finished or not, with
// signed and unsigned records (an ICD-10 code the catalogue lacks among them), lab results verified or not with
// values flagged low, high or normal, and prescriptions signed, drafted and voided holding an antibiotic (J01), a
// drug coded outside J01 and an uncoded one; a visit the day before for the comparison, and another clinic's. Every
// figure is counted by hand below. The grant, a doctor narrowing to a colleague, and the period are checked too.
import { clinicalReport, clinicInstant } from '@phongkham/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  doctors,
  drugs,
  examinations,
  icd10Codes,
  labTests,
  orderLines,
  prescriptionLines,
  prescriptions,
  results,
  resultValues,
  visits,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { billingWorld, type BillingSetup } from '../../test/billing';
import { createClinic, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from '../../test/factories';
import { inArray } from 'drizzle-orm';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, setup } = billingWorld(app, db);

const day = '2026-03-02';
const dayBefore = '2026-03-01';

let here: BillingSetup;
let doctor: string;
let doctorSignedIn: SignedIn;
let colleague: string;
const drug: Record<'amox' | 'para' | 'metro', string> = { amox: '', para: '', metro: '' };
const test: Record<'chol' | 'tg', string> = { chol: '', tg: '' };

let number = 0;
async function visit(
  ngay: string,
  trangthai: 'XONG' | 'DANG_KHAM',
  options: { bacsi_id?: string; phongkham_id?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(visits)
    .values({
      phongkham_id: options.phongkham_id ?? here.clinic,
      benhnhan_id: here.patient,
      phong_id: here.room,
      bacsi_id: options.bacsi_id ?? null,
      ngay,
      sothutu: ++number,
      trangthai,
      den_luc: clinicInstant(ngay, 8 * 60),
    })
    .returning({ _id: visits._id });
  return row!._id;
}

async function record(luotkham_id: string, signed: boolean, main: string, secondary: string[] = [], bacsi = doctor) {
  await db.insert(examinations).values({
    phongkham_id: here.clinic,
    luotkham_id,
    bacsi_id: bacsi,
    chandoan_chinh: main,
    chandoan_phu: secondary,
    kyluc: signed ? new Date() : null,
    nguoiky_id: signed ? here.manager._id : null,
  });
}

/** A lipid panel ordered at `ordered` (minutes of the day), verified `after` minutes later (null: not yet). */
async function lab(luotkham_id: string, ordered: number, after: number | null, values: [string, string][]) {
  const [line] = await db
    .insert(orderLines)
    .values({
      phongkham_id: here.clinic,
      luotkham_id,
      dichvu_id: here.lipid,
      tendichvu: 'Xét nghiệm mỡ máu',
      dongia: 200_000,
      trangthai: after === null ? 'CO_KET_QUA' : 'DA_DUYET',
      createdAt: clinicInstant(day, ordered),
    })
    .returning({ _id: orderLines._id });
  const [result] = await db
    .insert(results)
    .values({
      phongkham_id: here.clinic,
      chidinh_id: line!._id,
      duyet_luc: after === null ? null : clinicInstant(day, ordered + after),
    })
    .returning({ _id: results._id });
  await db.insert(resultValues).values(
    values.map(([chiso_id, co]) => ({
      ketqua_id: result!._id,
      chiso_id,
      giatri: 1,
      co: co as 'BINH_THUONG',
    })),
  );
}

let code = 0;
async function prescription(
  luotkham_id: string,
  trangthai: 'NHAP' | 'DA_KY' | 'DA_PHAT' | 'HUY',
  lines: [string, number][],
) {
  const [row] = await db
    .insert(prescriptions)
    .values({
      phongkham_id: here.clinic,
      luotkham_id,
      benhnhan_id: here.patient,
      bacsi_id: doctor,
      madonthuoc: `77777${String(++code).padStart(7, '0')}-c`,
      trangthai,
      kyluc: trangthai === 'NHAP' ? null : new Date(),
      nguoiky_id: trangthai === 'NHAP' ? null : here.manager._id,
    })
    .returning({ _id: prescriptions._id });
  await db.insert(prescriptionLines).values(
    lines.map(([thuoc_id, soluong], index) => ({
      donthuoc_id: row!._id,
      thutu: index + 1,
      thuoc_id,
      tenthuoc: 'x',
      donvitinh: 'viên',
      lieu_moilan: 1,
      solan_ngay: 2,
      songay: 5,
      soluong,
    })),
  );
}

async function doctorProfile(): Promise<{ _id: string; account: Awaited<ReturnType<typeof createStaff>> }> {
  const account = await createStaff(db, { role: 'BACSY', phongkham_id: here.clinic });
  const [row] = await db
    .insert(doctors)
    .values({ phongkham_id: here.clinic, nhanvien_id: account._id, chuyenkhoa: 'Nội tổng quát' })
    .returning({ _id: doctors._id });
  return { _id: row!._id, account };
}

beforeAll(async () => {
  here = await setup();
  const mine = await doctorProfile();
  doctor = mine._id;
  doctorSignedIn = await signIn(app, mine.account);
  colleague = (await doctorProfile())._id;

  const made = await db
    .insert(drugs)
    .values(
      (
        [
          ['Amoxicillin kiểm thử', 'J01CA04'],
          ['Paracetamol kiểm thử', null],
          ['Metronidazol kiểm thử', 'P01AB01'],
        ] as const
      ).map(([tenthuoc, maatc]) => ({
        tenthuoc,
        maatc,
        thanhphan: [{ hoatchat: tenthuoc, hamluong: '500 mg' }],
        dangbaoche: 'Viên nén',
        donvitinh: 'viên',
        duongdung: 'UONG' as const,
      })),
    )
    .returning({ _id: drugs._id });
  [drug.amox, drug.para, drug.metro] = made.map((row) => row._id) as [string, string, string];
  const tests = await db
    .insert(labTests)
    .values([
      { phongkham_id: here.clinic, dichvu_id: here.lipid, ma: 'CHOL', ten: 'Cholesterol toàn phần', thutu: 1 },
      { phongkham_id: here.clinic, dichvu_id: here.lipid, ma: 'TG', ten: 'Triglycerid', thutu: 2 },
    ])
    .returning({ _id: labTests._id });
  [test.chol, test.tg] = tests.map((row) => row._id) as [string, string];

  // Five finished visits on the day: 1 the doctor's, 2 unassigned but examined and signed by the doctor, 3 unassigned
  // with the doctor's unsigned record, 4 a colleague's with an unknown code, 6 the colleague's with no record; 5 is
  // still in the room and counts for nothing.
  const v1 = await visit(day, 'XONG', { bacsi_id: doctor });
  const v2 = await visit(day, 'XONG');
  const v3 = await visit(day, 'XONG');
  const v4 = await visit(day, 'XONG', { bacsi_id: colleague });
  const v5 = await visit(day, 'DANG_KHAM', { bacsi_id: doctor });
  const v6 = await visit(day, 'XONG', { bacsi_id: colleague });
  await record(v1, true, 'I10', ['E11']);
  await record(v2, true, 'J06.9');
  await record(v3, false, 'K29');
  await record(v4, true, 'I10', ['J06.9', 'ZZZ'], colleague);
  await record(v5, true, 'I10');
  // Verified after 30, 60 and 20 minutes; one waiting for verification, one on an unfinished visit.
  await lab(v1, 8 * 60, 30, [
    [test.chol, 'CAO'],
    [test.tg, 'BINH_THUONG'],
  ]);
  await lab(v2, 9 * 60, 60, [
    [test.chol, 'BINH_THUONG'],
    [test.tg, 'NGUY_HIEM_CAO'],
  ]);
  await lab(v4, 10 * 60, 20, [[test.chol, 'BINH_THUONG']]);
  await lab(v6, 10 * 60, null, [[test.chol, 'CAO']]);
  await lab(v5, 10 * 60, 5, [[test.chol, 'THAP']]);
  await prescription(v1, 'DA_KY', [
    [drug.amox, 20],
    [drug.para, 10],
  ]);
  await prescription(v2, 'DA_PHAT', [[drug.para, 6]]);
  await prescription(v2, 'HUY', [[drug.amox, 10]]);
  await prescription(v4, 'NHAP', [[drug.amox, 5]]);
  await prescription(v4, 'DA_KY', [[drug.metro, 14]]);
  await prescription(v5, 'DA_KY', [[drug.amox, 8]]);

  // The day before: one finished visit, signed I10, given an antibiotic.
  const before = await visit(dayBefore, 'XONG', { bacsi_id: doctor });
  await record(before, true, 'I10');
  await prescription(before, 'DA_KY', [[drug.amox, 10]]);
  // Another clinic's visit never shows in this clinic's report.
  const otherClinic = await createClinic(db);
  const elsewhere = await visit(day, 'XONG', { phongkham_id: otherClinic });
  await db.insert(examinations).values({
    phongkham_id: otherClinic,
    luotkham_id: elsewhere,
    chandoan_chinh: 'I10',
    kyluc: new Date(),
    nguoiky_id: here.manager._id,
  });
});

const read = (who: SignedIn, query = '', lang = 'vi') =>
  call('GET', `/api/baocao/lamsang${query}`, who, undefined, lang);

describe('the clinical report', () => {
  it('counts the finished visits’ signed diagnoses, verified lab values and signed prescriptions exactly', async () => {
    const answer = await read(here.manager, `?tungay=${day}&denngay=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = clinicalReport.parse(answer.json().data);
    const names = new Map(
      (
        await db
          .select()
          .from(icd10Codes)
          .where(inArray(icd10Codes.ma, ['I10', 'E11', 'J06.9']))
      ).map((row) => [row.ma, row]),
    );
    const named = (ma: string) => ({
      ma,
      ten: names.get(ma)!.ten,
      ten_en: names.get(ma)!.ten_en,
      chuong: names.get(ma)!.chuong,
    });
    const chapter = (ma: string) => ({ chuong: names.get(ma)!.chuong, ten_chuong: names.get(ma)!.ten_chuong });
    expect(report).toEqual({
      phongkham: expect.objectContaining({ phongkham_ten: expect.any(String) }),
      tungay: day,
      denngay: day,
      soluot: 5,
      sohoso: 3,
      sochandoan: 6,
      soxetnghiem: 3,
      sochiso: 5,
      sobatthuong: 2,
      tyle_batthuong: 0.4,
      xetnghiem_trungvi_phut: 30,
      sodonthuoc: 3,
      donthuoc_moiluot: 0.6,
      soluot_khangsinh: 1,
      tyle_khangsinh: 0.2,
      chandoan: [
        { ...named('I10'), solan: 2, chinh: 2, kytruoc: 1 },
        { ...named('J06.9'), solan: 2, chinh: 1, kytruoc: 0 },
        { ...named('E11'), solan: 1, chinh: 0, kytruoc: 0 },
        { ma: 'ZZZ', ten: null, ten_en: null, chuong: null, solan: 1, chinh: 0, kytruoc: 0 },
      ],
      theochuong: [
        { ...chapter('E11'), solan: 1, kytruoc: 0 },
        { ...chapter('I10'), solan: 2, kytruoc: 1 },
        { ...chapter('J06.9'), solan: 2, kytruoc: 0 },
        { chuong: null, ten_chuong: null, solan: 1, kytruoc: 0 },
      ],
      xetnghiem: [
        {
          chiso_id: test.chol,
          ma: 'CHOL',
          ten: 'Cholesterol toàn phần',
          ten_en: null,
          tendichvu: 'Xét nghiệm mỡ máu',
          soketqua: 3,
          sobatthuong: 1,
          tyle_batthuong: 0.3333,
          trungvi_phut: 30,
        },
        {
          chiso_id: test.tg,
          ma: 'TG',
          ten: 'Triglycerid',
          ten_en: null,
          tendichvu: 'Xét nghiệm mỡ máu',
          soketqua: 2,
          sobatthuong: 1,
          tyle_batthuong: 0.5,
          trungvi_phut: 45,
        },
      ],
      thuoc: [
        {
          thuoc_id: drug.para,
          tenthuoc: 'Paracetamol kiểm thử',
          donvitinh: 'viên',
          sodon: 2,
          soluong: 16,
          khangsinh: false,
        },
        {
          thuoc_id: drug.amox,
          tenthuoc: 'Amoxicillin kiểm thử',
          donvitinh: 'viên',
          sodon: 1,
          soluong: 20,
          khangsinh: true,
        },
        {
          thuoc_id: drug.metro,
          tenthuoc: 'Metronidazol kiểm thử',
          donvitinh: 'viên',
          sodon: 1,
          soluong: 14,
          khangsinh: false,
        },
      ],
      kytruoc: {
        tungay: dayBefore,
        denngay: dayBefore,
        soluot: 1,
        sohoso: 1,
        sochandoan: 1,
        soxetnghiem: 0,
        sochiso: 0,
        sobatthuong: 0,
        tyle_batthuong: null,
        xetnghiem_trungvi_phut: null,
        sodonthuoc: 1,
        donthuoc_moiluot: 1,
        soluot_khangsinh: 1,
        tyle_khangsinh: 1,
      },
    });
    expect(report.theochuong.map((row) => row.chuong)).toEqual(['IV', 'IX', 'X', null]);
  });

  it("narrows to one doctor's visits: assigned to them, or unassigned and examined by them", async () => {
    const report = clinicalReport.parse((await read(here.manager, `?tungay=${day}&bacsi_id=${doctor}`)).json().data);
    expect(report).toMatchObject({
      // 1 assigned, 2 and 3 unassigned with the doctor's record (3's unsigned: a visit, but no diagnosis).
      soluot: 3,
      sohoso: 2,
      sochandoan: 3,
      soxetnghiem: 2,
      sodonthuoc: 2,
      donthuoc_moiluot: 0.67,
      soluot_khangsinh: 1,
      tyle_khangsinh: 0.3333,
      kytruoc: { soluot: 1, soluot_khangsinh: 1 },
    });
    expect(report.chandoan.map((row) => [row.ma, row.solan])).toEqual([
      ['I10', 1],
      ['J06.9', 1],
      ['E11', 1],
    ]);
  });

  it('lets a doctor read the clinic’s counts and their own, never a colleague’s', async () => {
    const clinicWide = await read(doctorSignedIn, `?tungay=${day}`);
    expect(clinicWide.statusCode, clinicWide.body).toBe(200);
    expect(clinicalReport.parse(clinicWide.json().data).soluot).toBe(5);
    expect((await read(doctorSignedIn, `?tungay=${day}&bacsi_id=${doctor}`)).statusCode).toBe(200);
    expect((await read(doctorSignedIn, `?tungay=${day}&bacsi_id=${colleague}`)).statusCode).toBe(403);
    // The manager is no clinician: any doctor of the clinic.
    expect((await read(here.manager, `?tungay=${day}&bacsi_id=${colleague}`)).statusCode).toBe(200);
  });

  it('reads every clinic for the owner, or the one named', async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const one = clinicalReport.parse((await read(owner, `?tungay=${day}&phongkham_id=${here.clinic}`)).json().data);
    expect(one.soluot).toBe(5);
    const all = clinicalReport.parse((await read(owner, `?tungay=${day}`)).json().data);
    expect(all.soluot).toBeGreaterThanOrEqual(6);
  });

  it('answers only under its own grant, and refuses a bad period in the reader’s language', async () => {
    expect((await read(here.cashier)).statusCode).toBe(403);
    const revenueOnly = await staffWithMenu(app, db, [menuEntry('/bao-cao/doanh-thu', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(revenueOnly)).statusCode).toBe(403);
    const tooLong = await read(here.manager, '?tungay=2025-01-01&denngay=2026-03-01', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A report shows at most 400 days at a time');
    const backwards = await read(here.manager, '?tungay=2026-03-05&denngay=2026-03-01', 'vi');
    expect(backwards.statusCode).toBe(400);
    expect((await read(here.manager, '?tungay=2026-02-30')).statusCode).toBe(400);
    expect((await read(here.manager, '?bacsi_id=nope')).statusCode).toBe(400);
  });
});
