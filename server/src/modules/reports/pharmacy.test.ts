// The pharmacy report against the stock documents it reads, on PGlite and PostgreSQL. Today's clinic: goods received,
// a counter sale, a transfer to a second store, a return to the supplier, an expired batch destroyed in part and a
// batch held, all through the stock APIs; the report equals those documents to the đồng and the batches the stock
// screen shows. An earlier period in a second clinic: receipts dated back through the API and sales dated by hand,
// so the stock at the end of the period, the one before it, the movements and the slow mover are known by hand, and
// the closing stock equals the stock card's. The grant, the owner's clinics, a store alone and the period are
// checked too.
import { addDays, clinicDay, pharmacyReport, type PharmacyReport } from '@phongkham/contracts';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { batches, stockDocumentLines, stockDocuments } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from '../../test/factories';
import { stockWorld } from '../../test/stock';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, ok, setup, newDrug } = stockWorld(app, db);
const today = clinicDay();
const farExpiry = addDays(today, 400);

type World = Awaited<ReturnType<typeof setup>>;
type Line = { thuoc_id: string; solo: string; handung: string; soluong: number; gianhap: number };

const receive = (world: World, dong: Line[], ngaynhap = today) =>
  call('POST', '/api/kho/phieunhap', world.pharmacist, {
    kho_id: world.store,
    nhacungcap_id: world.supplier,
    sohoadon: 'HD-BC-01',
    ngaynhap,
    dong: dong.map((line) => ({ ...line, giaban: line.gianhap * 2 })),
  }).then((answer) => ok(answer, 201));

const sell = (world: World, thuoc_id: string, soluong: number) =>
  call('POST', '/api/nhathuoc/banle', world.pharmacist, { dong: [{ thuoc_id, soluong }] }).then(
    (answer) => ok(answer, 201) as Promise<{ phieukho: { _id: string } }>,
  );

/** Dates a document (and its lines) as if it had been posted on `ngay`. */
const dateBack = async (phieukho_id: string, ngay: string) => {
  const at = new Date(`${ngay}T03:00:00Z`);
  await db.update(stockDocuments).set({ ngay, createdAt: at }).where(eq(stockDocuments._id, phieukho_id));
  await db.update(stockDocumentLines).set({ createdAt: at }).where(eq(stockDocumentLines.phieukho_id, phieukho_id));
};

const read = (who: SignedIn | undefined, query = '', lang = 'vi') =>
  call('GET', `/api/baocao/khothuoc${query}`, who, undefined, lang);
const report = async (who: SignedIn, query = ''): Promise<PharmacyReport> => {
  const answer = await read(who, query);
  expect(answer.statusCode, answer.body).toBe(200);
  return pharmacyReport.parse(answer.json().data);
};

let here: World;
let room: string;
let manager: SignedIn;
const drug: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

// The earlier clinic: the period is D to D+1, the period before D-2 to D-1.
let past: World;
let slowDrug: string;
const D = addDays(today, -40);

beforeAll(async () => {
  here = await setup();
  manager = await signIn(app, await createStaff(db, { role: 'QUANLY', phongkham_id: here.clinic }));
  room = (await ok(await call('POST', '/api/kho', here.pharmacist, { ten: 'Phòng thủ thuật', loai: 'THU_THUAT' }), 201))
    ._id;
  drug.a = here.drug;
  drug.b = (await newDrug('Amoxicillin 500 mg'))._id;
  drug.c = (await newDrug('Vitamin C 500 mg'))._id;
  await receive(here, [
    { thuoc_id: drug.a, solo: 'A1', handung: farExpiry, soluong: 200, gianhap: 1_000 },
    { thuoc_id: drug.a, solo: 'A2', handung: addDays(today, 30), soluong: 50, gianhap: 1_200 },
    { thuoc_id: drug.b, solo: 'B1', handung: farExpiry, soluong: 100, gianhap: 2_500 },
  ]);
  const c = await receive(here, [{ thuoc_id: drug.c, solo: 'E1', handung: farExpiry, soluong: 8, gianhap: 700 }]);
  const batchOf = async (solo: string, kho_id = here.store) =>
    (await db.select().from(batches).where(eq(batches.kho_id, kho_id))).find((batch) => batch.solo === solo)!._id;
  // First expiry first out: the 30 units leave A2.
  await sell(here, drug.a, 30);
  ok(
    await call('POST', '/api/kho/chuyenkho', here.pharmacist, {
      kho_id: here.store,
      kho_den_id: room,
      dong: [{ lohang_id: await batchOf('B1'), soluong: 40 }],
    }),
    201,
  );
  ok(
    await call('POST', '/api/kho/trancc', here.pharmacist, {
      kho_id: here.store,
      nhacungcap_id: here.supplier,
      ghichu: 'Hộp móp',
      dong: [{ lohang_id: await batchOf('A1'), soluong: 10 }],
    }),
    201,
  );
  // E1 expires, as time passing would, and 5 of its 8 units are destroyed.
  const e1 = c.dong[0].lohang_id as string;
  await db
    .update(batches)
    .set({ handung: addDays(today, -1) })
    .where(eq(batches._id, e1));
  ok(
    await call('POST', '/api/kho/huy', here.pharmacist, {
      kho_id: here.store,
      lydo: 'Hết hạn dùng',
      nguoichungkien: [{ hoten: 'Nguyễn Văn An' }, { hoten: 'Trần Thị Bình' }],
      dong: [{ lohang_id: e1, soluong: 5 }],
    }),
    201,
  );
  // The procedure room's B1 is recalled.
  ok(
    await call('POST', `/api/kho/lohang/${await batchOf('B1', room)}/tamgiu`, here.pharmacist, {
      tamgiu: true,
      lydo: 'Thu hồi theo công văn',
    }),
  );

  past = await setup();
  slowDrug = (await newDrug('Salbutamol 2 mg'))._id;
  // Received on D-40, one unit sold on D-35: none since, so a slow mover at D+1 (a 30-day window).
  await receive(
    past,
    [{ thuoc_id: slowDrug, solo: 'S1', handung: addDays(today, 20), soluong: 10, gianhap: 5_000 }],
    addDays(D, -40),
  );
  await dateBack((await sell(past, slowDrug, 1)).phieukho._id, addDays(D, -35));
  // Received on D-1 (the period before), 30 sold on D+1 (the period), 20 on D+2 and 10 more received today (after).
  await receive(
    past,
    [{ thuoc_id: past.drug, solo: 'X1', handung: farExpiry, soluong: 100, gianhap: 1_000 }],
    addDays(D, -1),
  );
  await dateBack((await sell(past, past.drug, 30)).phieukho._id, addDays(D, 1));
  await dateBack((await sell(past, past.drug, 20)).phieukho._id, addDays(D, 2));
  await receive(past, [{ thuoc_id: past.drug, solo: 'X1', handung: farExpiry, soluong: 10, gianhap: 1_000 }]);
});

describe('the pharmacy report today', () => {
  it('values each store at cost as its batches stand, the expiring, expired and held parts apart', async () => {
    const today_ = await report(manager);
    expect(today_).toMatchObject({ tungay: today, denngay: today, ngay_ton: today, songay_ganhethan: 90 });
    // The pharmacy: A1 190 × 1 000, A2 20 × 1 200, B1 60 × 2 500, E1 3 × 700 (expired).
    const pharmacy = { solo: 4, giatri_ton: 366_100, giatri_ganhethan: 24_000, giatri_hethan: 2_100, giatri_tamgiu: 0 };
    // The procedure room: B1 40 × 2 500, on hold.
    const procedureRoom = {
      solo: 1,
      giatri_ton: 100_000,
      giatri_ganhethan: 0,
      giatri_hethan: 0,
      giatri_tamgiu: 100_000,
    };
    expect(today_.theokho).toEqual([
      { kho_id: here.store, kho_ten: 'Nhà thuốc', ...pharmacy },
      { kho_id: room, kho_ten: 'Phòng thủ thuật', ...procedureRoom },
    ]);
    expect(today_).toMatchObject({
      giatri_ton: 466_100,
      giatri_ganhethan: 24_000,
      giatri_hethan: 2_100,
      giatri_tamgiu: 100_000,
    });
    // The same figure from the batches themselves, as the stock screen reads them.
    const rows = await db
      .select()
      .from(batches)
      .where(inArray(batches.kho_id, [here.store, room]));
    expect(rows.reduce((sum, batch) => sum + batch.soluong * batch.gianhap, 0)).toBe(466_100);
    for (const [thuoc_id, units] of [
      [drug.a, 210],
      [drug.b, 100],
      [drug.c, 3],
    ] as const) {
      const card = ok(await call('GET', `/api/kho/thekho?thuoc_id=${thuoc_id}`, here.pharmacist));
      expect((await card).toncuoi).toBe(units);
    }
  });

  it("counts the day's movements by kind, in and out, at the lines' cost", async () => {
    const today_ = await report(here.pharmacist);
    expect(today_.theoloai).toEqual([
      {
        loai: 'NHAP',
        lydo: null,
        sophieu: 2,
        sodong: 4,
        soluong_vao: 358,
        soluong_ra: 0,
        giatri_vao: 200_000 + 60_000 + 250_000 + 5_600,
        giatri_ra: 0,
      },
      {
        loai: 'XUAT',
        lydo: 'BAN_LE',
        sophieu: 1,
        sodong: 1,
        soluong_vao: 0,
        soluong_ra: 30,
        giatri_vao: 0,
        giatri_ra: 36_000,
      },
      {
        loai: 'CHUYEN',
        lydo: null,
        sophieu: 1,
        sodong: 2,
        soluong_vao: 40,
        soluong_ra: 40,
        giatri_vao: 100_000,
        giatri_ra: 100_000,
      },
      {
        loai: 'TRA_NCC',
        lydo: null,
        sophieu: 1,
        sodong: 1,
        soluong_vao: 0,
        soluong_ra: 10,
        giatri_vao: 0,
        giatri_ra: 10_000,
      },
      {
        loai: 'HUY',
        lydo: null,
        sophieu: 1,
        sodong: 1,
        soluong_vao: 0,
        soluong_ra: 5,
        giatri_vao: 0,
        giatri_ra: 3_500,
      },
    ]);
    // Yesterday and before: nothing.
    expect(today_.kytruoc).toMatchObject({ tungay: addDays(today, -1), giatri_ton: 0, theoloai: [] });
  });

  it('lists the batches near expiry and expired, and the items nobody issued in 30 days', async () => {
    const today_ = await report(manager);
    expect(today_.ganhethan).toEqual({
      so: 1,
      thanhtien: 24_000,
      dong: [
        expect.objectContaining({ kho_id: here.store, thuoc_id: drug.a, solo: 'A2', soluong: 20, thanhtien: 24_000 }),
      ],
    });
    expect(today_.hethan).toMatchObject({
      so: 1,
      thanhtien: 2_100,
      dong: [{ solo: 'E1', soluong: 3, thanhtien: 2_100, handung: addDays(today, -1), donvitinh: 'Viên' }],
    });
    expect(today_.chamluanchuyen_tungay).toBe(addDays(today, -29));
    expect(today_.chamluanchuyen.so).toBe(3);
    expect(today_.chamluanchuyen.thanhtien).toBe(150_000 + 100_000 + 2_100);
    expect(
      today_.chamluanchuyen.dong.map((row) => [row.kho_ten, row.thuoc_id, row.soluong, row.thanhtien, row.xuat_cuoi]),
    ).toEqual([
      ['Nhà thuốc', drug.b, 60, 150_000, null],
      ['Phòng thủ thuật', drug.b, 40, 100_000, null],
      ['Nhà thuốc', drug.c, 3, 2_100, null],
    ]);
  });

  it('reads one store alone', async () => {
    const roomOnly = await report(manager, `?kho_id=${room}`);
    expect(roomOnly.theokho.map((store) => store.kho_id)).toEqual([room]);
    expect(roomOnly.giatri_ton).toBe(100_000);
    expect(roomOnly.theoloai).toEqual([
      expect.objectContaining({ loai: 'CHUYEN', soluong_vao: 40, soluong_ra: 0, giatri_vao: 100_000 }),
    ]);
  });
});

describe('the pharmacy report over an earlier period', () => {
  it('takes back the documents dated after the period, and agrees with the stock card', async () => {
    const period = `?tungay=${D}&denngay=${addDays(D, 1)}`;
    const earlier = await report(past.pharmacist, period);
    // X1: 100 received on D-1, 30 sold on D+1; S1: 9 left since D-35, expiring within 90 days of D+1.
    expect(earlier).toMatchObject({
      ngay_ton: addDays(D, 1),
      giatri_ton: 70_000 + 45_000,
      giatri_ganhethan: 45_000,
      giatri_hethan: 0,
      theoloai: [
        { loai: 'XUAT', lydo: 'BAN_LE', sophieu: 1, sodong: 1, soluong_ra: 30, giatri_ra: 30_000, giatri_vao: 0 },
      ],
      kytruoc: {
        tungay: addDays(D, -2),
        denngay: addDays(D, -1),
        giatri_ton: 100_000 + 45_000,
        theoloai: [{ loai: 'NHAP', sophieu: 1, soluong_vao: 100, giatri_vao: 100_000, soluong_ra: 0 }],
      },
    });
    const card = await ok(
      await call('GET', `/api/kho/thekho?thuoc_id=${past.drug}&denngay=${addDays(D, 1)}`, past.pharmacist),
    );
    expect(card.toncuoi).toBe(70);
    expect(earlier.chamluanchuyen).toMatchObject({
      so: 1,
      thanhtien: 45_000,
      dong: [{ thuoc_id: slowDrug, soluong: 9, xuat_cuoi: addDays(D, -35) }],
    });
    // Today the batch holds 60: 100 − 30 − 20 + 10, which the report reads as it stands.
    expect((await report(past.pharmacist)).giatri_ton).toBe(60_000 + 45_000);
  });
});

describe('who reads the pharmacy report', () => {
  it("keeps staff to their clinic; the owner reads every clinic's or the one named", async () => {
    const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
    const all = await report(owner);
    expect(all.giatri_ton).toBe(466_100 + 105_000);
    expect((await report(owner, `?phongkham_id=${past.clinic}`)).giatri_ton).toBe(105_000);
    // Staff name another clinic, or its store, in vain.
    expect((await report(manager, `?phongkham_id=${past.clinic}`)).giatri_ton).toBe(466_100);
    expect((await report(manager, `?kho_id=${past.store}`)).theokho).toEqual([]);
  });

  it('answers only under its own grant', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    const cashier = await signIn(app, await createStaff(db, { role: 'THUNGAN', phongkham_id: here.clinic }));
    expect((await read(cashier)).statusCode).toBe(403);
    const doctor = await signIn(app, await createStaff(db, { role: 'BACSY', phongkham_id: here.clinic }));
    expect((await read(doctor)).statusCode).toBe(403);
    // The stock page itself is not the report's grant.
    const stockOnly = await staffWithMenu(app, db, [menuEntry('/kho', { view: true })], { phongkham_id: here.clinic });
    expect((await read(stockOnly)).statusCode).toBe(403);
    const granted = await staffWithMenu(app, db, [menuEntry('/bao-cao/kho-thuoc', { view: true })], {
      phongkham_id: here.clinic,
    });
    expect((await read(granted)).statusCode).toBe(200);
  });

  it('refuses a period backwards or too long, in the reader’s language', async () => {
    expect((await read(manager, '?tungay=2026-03-05&denngay=2026-03-01')).statusCode).toBe(400);
    const tooLong = await read(manager, '?tungay=2025-01-01&denngay=2026-03-01', 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('A report shows at most 400 days at a time');
    expect((await read(manager, '?tungay=2025-01-01&denngay=2026-03-01')).body).toContain(
      'Mỗi lần xem báo cáo tối đa 400 ngày',
    );
    expect((await read(manager, '?kho_id=khong-phai-ma')).statusCode).toBe(400);
  });
});
