// The stock core through /api/kho (docs/decisions/0057), on PGlite and PostgreSQL: goods received in packs (an
// expired batch refused), expired stock counted as zero and never issued except by destruction, a held batch never
// issued, stock never below zero (in code and in the database itself), 10 concurrent one-unit issues against 5 units,
// a transfer and its correction, a stocktake posted once, gapless numbers, and an Excel sheet of receipt lines.
import { addDays, clinicDay } from '@phongkham/contracts';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { batches, drugs } from '../../db/schema';
import { writing } from '../../lib/crud/writer';
import { clinicYear } from '../../lib/money/numbering';
import { buildTestApp } from '../../test/app';
import { createStaff, signIn } from '../../test/factories';
import { stockWorld } from '../../test/stock';
import { postStockDocument } from './posting';
import { XLSX_TYPE } from './receipt-import.route';

const { app, database } = await buildTestApp();
const db = database.db;
const { call, ok, setup, receive, stock } = stockWorld(app, db);
const year = clinicYear();
const today = clinicDay();
const nextYear = addDays(today, 400);

/** Makes a batch expired, as time passing would. */
const expire = (id: string) =>
  db
    .update(batches)
    .set({ handung: addDays(today, -1) })
    .where(eq(batches._id, id));

describe('goods received', () => {
  it('receives batches in packs and units, tops up a batch received again, and refuses an expired one', async () => {
    const world = await setup();
    const receipt = await ok(
      await call('POST', '/api/kho/phieunhap', world.pharmacist, {
        kho_id: world.store,
        nhacungcap_id: world.supplier,
        sohoadon: 'HD0000777',
        ngaynhap: today,
        dong: [
          {
            thuoc_id: world.drug,
            solo: 'A1',
            handung: nextYear,
            soluong: 2,
            donvi: 'Hộp',
            gianhap: 900,
            giaban: 1_200,
          },
          { thuoc_id: world.drug, solo: 'B2', handung: addDays(today, 30), soluong: 35, gianhap: 950, giaban: 1_200 },
        ],
      }),
      201,
    );
    expect(receipt).toMatchObject({ so: `PN-${year}-000001`, loai: 'NHAP', sohoadon: 'HD0000777', sodong: 2 });
    expect(receipt.dong.map((line: { solo: string; soluong: number }) => [line.solo, line.soluong])).toEqual([
      ['A1', 200],
      ['B2', 35],
    ]);
    await receive(world, [['A1', nextYear, 50]]);
    const held = await stock(world);
    expect(held).toMatchObject({ tong: 285, khadung: 285 });
    // FEFO order: the nearest expiry first.
    expect(held.lo.map((batch: { solo: string; soluong: number }) => [batch.solo, batch.soluong])).toEqual([
      ['B2', 35],
      ['A1', 250],
    ]);

    const expired = await call('POST', '/api/kho/phieunhap', world.pharmacist, {
      kho_id: world.store,
      nhacungcap_id: world.supplier,
      sohoadon: 'HD0000778',
      ngaynhap: today,
      dong: [{ thuoc_id: world.drug, solo: 'OLD', handung: addDays(today, -1), soluong: 5, gianhap: 1, giaban: 2 }],
    });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe('Lô đã hết hạn dùng nên không được nhập kho.');
    const unknownPack = await call('POST', '/api/kho/phieunhap', world.pharmacist, {
      kho_id: world.store,
      nhacungcap_id: world.supplier,
      sohoadon: 'HD0000779',
      ngaynhap: today,
      dong: [
        { thuoc_id: world.drug, solo: 'C3', handung: nextYear, soluong: 1, donvi: 'Thùng', gianhap: 1, giaban: 2 },
      ],
    });
    expect(unknownPack.statusCode).toBe(400);
    // Refused documents take no number: the next one is PN-…-000003.
    expect((await receive(world, [['C3', nextYear, 1]])).so).toBe(`PN-${year}-000003`);
    // A doctor holds no /kho grant.
    const doctor = await signIn(app, await createStaff(db, { role: 'BACSY', phongkham_id: world.clinic }));
    expect((await call('GET', `/api/kho/ton?thuoc_id=${world.drug}`, doctor)).statusCode).toBe(403);
  });
});

describe('usable stock', () => {
  it('counts an expired batch as zero and issues it only by destruction', async () => {
    const world = await setup();
    const other = await ok(
      await call('POST', '/api/kho', world.pharmacist, { ten: 'Phòng thủ thuật', loai: 'THU_THUAT' }),
      201,
    );
    const receipt = await receive(world, [['EXP', nextYear, 10]]);
    const batch = receipt.dong[0].lohang_id as string;
    await expire(batch);
    expect(await stock(world)).toMatchObject({ tong: 10, khadung: 0, lo: [{ solo: 'EXP', hethan: true }] });
    const moved = await call('POST', '/api/kho/chuyenkho', world.pharmacist, {
      kho_id: world.store,
      kho_den_id: other._id,
      dong: [{ lohang_id: batch, soluong: 1 }],
    });
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toMatch(/^Lô EXP của .* đã hết hạn/);
    const back = await call('POST', '/api/kho/trancc', world.pharmacist, {
      kho_id: world.store,
      nhacungcap_id: world.supplier,
      ghichu: 'Trả hàng hết hạn',
      dong: [{ lohang_id: batch, soluong: 1 }],
    });
    expect(back.statusCode).toBe(409);
    const destroyed = await ok(
      await call('POST', '/api/kho/huy', world.pharmacist, {
        kho_id: world.store,
        lydo: 'Hết hạn dùng',
        nguoichungkien: [{ hoten: 'Nguyễn Văn An', chucvu: 'Dược sĩ' }, { hoten: 'Trần Thị Bình' }],
        dong: [{ lohang_id: batch, soluong: 10 }],
      }),
      201,
    );
    expect(destroyed).toMatchObject({ so: `PHY-${year}-000001`, loai: 'HUY', ghichu: 'Hết hạn dùng' });
    expect(destroyed.nguoichungkien).toHaveLength(2);
    expect(await stock(world)).toMatchObject({ tong: 0, khadung: 0 });
  });

  it('never issues a held batch until it is released, and keeps who held it and why', async () => {
    const world = await setup();
    const other = await ok(await call('POST', '/api/kho', world.pharmacist, { ten: 'Vật tư', loai: 'VAT_TU' }), 201);
    const batch = (await receive(world, [['R1', nextYear, 8]])).dong[0].lohang_id as string;
    const held = await ok(
      await call('POST', `/api/kho/lohang/${batch}/tamgiu`, world.pharmacist, {
        tamgiu: true,
        lydo: 'Thu hồi theo công văn',
      }),
    );
    expect(held).toMatchObject({ tamgiu: true, tamgiu_lydo: 'Thu hồi theo công văn', khadung: 0, soluong: 8 });
    expect(await stock(world)).toMatchObject({ tong: 8, khadung: 0 });
    const transfer = { kho_id: world.store, kho_den_id: other._id, dong: [{ lohang_id: batch, soluong: 2 }] };
    const refused = await call('POST', '/api/kho/chuyenkho', world.pharmacist, transfer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/đang bị tạm giữ/);
    await ok(
      await call('POST', `/api/kho/lohang/${batch}/tamgiu`, world.pharmacist, { tamgiu: false, lydo: 'Đã có kết quả' }),
    );
    expect((await call('POST', '/api/kho/chuyenkho', world.pharmacist, transfer)).statusCode).toBe(201);
  });
});

describe('stock never goes negative', () => {
  it('refuses a movement past the batch, and the database refuses a direct update below zero', async () => {
    const world = await setup();
    const other = await ok(await call('POST', '/api/kho', world.pharmacist, { ten: 'Kho phụ', loai: 'KHAC' }), 201);
    const batch = (await receive(world, [['N1', nextYear, 3]])).dong[0].lohang_id as string;
    const refused = await call('POST', '/api/kho/chuyenkho', world.pharmacist, {
      kho_id: world.store,
      kho_den_id: other._id,
      dong: [{ lohang_id: batch, soluong: 4 }],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Lô N1 của .* chỉ còn 3, không đủ 4 để xuất\.$/);
    await expect(db.execute(sql`update lohang set soluong = soluong - 4 where _id = ${batch}`)).rejects.toThrow();
    const [row] = await db.select({ soluong: batches.soluong }).from(batches).where(eq(batches._id, batch));
    expect(row!.soluong).toBe(3);
  });

  it('lets exactly 5 of 10 concurrent one-unit issues take 5 units, and the batch ends at 0', async () => {
    const world = await setup();
    const batch = (await receive(world, [['C5', nextYear, 5]])).dong[0].lohang_id as string;
    const author = { nhanvien_id: null, ip: null, userAgent: null };
    const issues = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        writing(db, author, (writer) =>
          postStockDocument(writer, null, {
            phongkham_id: world.clinic,
            loai: 'XUAT',
            lydo: 'SU_DUNG_NOI_BO',
            kho_id: world.store,
            dong: [{ lohang_id: batch, soluong: -1 }],
          }),
        ),
      ),
    );
    const issued = issues.filter((outcome) => outcome.status === 'fulfilled');
    expect(issued).toHaveLength(5);
    for (const outcome of issues) {
      if (outcome.status === 'rejected')
        expect(outcome.reason).toMatchObject({ statusCode: 409, messageKey: 'errors.stockShort' });
    }
    // Gapless: the five issues are PX-1..5, whichever order they committed in.
    const numbers = issued.map((outcome) => (outcome as PromiseFulfilledResult<{ so: string }>).value.so).sort();
    expect(numbers).toEqual([1, 2, 3, 4, 5].map((n) => `PX-${year}-00000${n}`));
    const [row] = await db.select({ soluong: batches.soluong }).from(batches).where(eq(batches._id, batch));
    expect(row!.soluong).toBe(0);
  });
});

describe('transfer and correction', () => {
  it('moves a batch to another store, shows both on the stock card, and reverses it with a correction', async () => {
    const world = await setup();
    const lab = await ok(
      await call('POST', '/api/kho', world.pharmacist, { ten: 'Kho xét nghiệm', loai: 'VAT_TU' }),
      201,
    );
    const batch = (await receive(world, [['T1', nextYear, 20]])).dong[0].lohang_id as string;
    const moved = await ok(
      await call('POST', '/api/kho/chuyenkho', world.pharmacist, {
        kho_id: world.store,
        kho_den_id: lab._id,
        ghichu: 'Cấp cho phòng xét nghiệm',
        dong: [{ lohang_id: batch, soluong: 6 }],
      }),
      201,
    );
    expect(moved).toMatchObject({ so: `PCK-${year}-000001`, kho_den_ten: 'Kho xét nghiệm' });
    expect(await stock(world)).toMatchObject({ tong: 14 });
    expect(await stock(world, lab._id)).toMatchObject({ tong: 6, lo: [{ solo: 'T1', handung: nextYear }] });
    const card = await ok(await call('GET', `/api/kho/thekho?thuoc_id=${world.drug}`, world.pharmacist));
    expect(
      card.dong.map((line: { loai: string; soluong: number; ton: number }) => [line.loai, line.soluong, line.ton]),
    ).toEqual([
      ['NHAP', 20, 20],
      ['CHUYEN', -6, 14],
      ['CHUYEN', 6, 20],
    ]);
    const stores = await ok(await call('GET', '/api/kho', world.pharmacist));
    expect(stores.map((store: { loai: string }) => store.loai)).toEqual(['NHA_THUOC', 'VAT_TU']);

    const corrected = await ok(
      await call('POST', `/api/kho/phieukho/${moved._id}/dieuchinh`, world.pharmacist, { lydo: 'Chuyển nhầm kho' }),
      201,
    );
    expect(corrected).toMatchObject({
      so: `PCK-${year}-000002`,
      goc_id: moved._id,
      kho_id: lab._id,
      ghichu: 'Chuyển nhầm kho',
    });
    expect(await stock(world)).toMatchObject({ tong: 20 });
    expect(await stock(world, lab._id)).toMatchObject({ tong: 0 });
    expect(
      (await call('POST', `/api/kho/phieukho/${moved._id}/dieuchinh`, world.pharmacist, { lydo: 'Lần nữa' }))
        .statusCode,
    ).toBe(409);
    const listed = await ok(await call('GET', '/api/kho/phieukho?loai=CHUYEN', world.pharmacist));
    expect(listed.totalDocs).toBe(2);
  });
});

describe('stocktake', () => {
  it('counts a store, shows the differences and posts them once as one adjustment, keeping what moved meanwhile', async () => {
    const world = await setup();
    const other = await ok(await call('POST', '/api/kho', world.pharmacist, { ten: 'Tủ trực', loai: 'KHAC' }), 201);
    const receipt = await receive(world, [
      ['K1', nextYear, 10],
      ['K2', nextYear, 5],
    ]);
    const [k1, k2] = receipt.dong.map((line: { lohang_id: string }) => line.lohang_id) as [string, string];
    const sheet = await ok(await call('POST', '/api/kho/kiemke', world.pharmacist, { kho_id: world.store }), 201);
    expect(sheet.dong.map((line: { solo: string; tonsosach: number }) => [line.solo, line.tonsosach])).toEqual([
      ['K1', 10],
      ['K2', 5],
    ]);
    expect((await call('POST', '/api/kho/kiemke', world.pharmacist, { kho_id: world.store })).statusCode).toBe(409);
    // Two units leave K1 while the shelves are counted: the count (8 found of the 10 on the books) is not short.
    await ok(
      await call('POST', '/api/kho/chuyenkho', world.pharmacist, {
        kho_id: world.store,
        kho_den_id: other._id,
        dong: [{ lohang_id: k1, soluong: 2 }],
      }),
      201,
    );
    const counted = await ok(
      await call('PUT', `/api/kho/kiemke/${sheet._id}/dong`, world.pharmacist, {
        dong: [
          { lohang_id: k1, thucte: 9 },
          { lohang_id: k2, thucte: 6, ghichu: 'Thừa một viên' },
        ],
      }),
    );
    expect(counted.dong.map((line: { chenhlech: number }) => line.chenhlech)).toEqual([-1, 1]);
    const posted = await ok(
      await call('POST', `/api/kho/kiemke/${sheet._id}/chot`, world.pharmacist, { lydo: 'Kiểm kê cuối tháng' }),
    );
    expect(posted).toMatchObject({
      trangthai: 'DA_CHOT',
      lydo: 'Kiểm kê cuối tháng',
      phieukho_so: `PKK-${year}-000001`,
    });
    const document = await ok(await call('GET', `/api/kho/phieukho/${posted.phieukho_id}`, world.pharmacist));
    expect(document.dong.map((line: { solo: string; soluong: number }) => [line.solo, line.soluong])).toEqual([
      ['K1', -1],
      ['K2', 1],
    ]);
    expect(await stock(world)).toMatchObject({ tong: 7 + 6 });
    expect(
      (await call('POST', `/api/kho/kiemke/${sheet._id}/chot`, world.pharmacist, { lydo: 'Lần hai' })).statusCode,
    ).toBe(409);
  });
});

describe('batch list', () => {
  it('filters by expired, near expiry, on hold and low stock', async () => {
    const world = await setup();
    const receipt = await receive(world, [
      ['L1', addDays(today, 10), 4],
      ['L2', nextYear, 6],
      ['L3', nextYear, 1],
    ]);
    const [l1, , l3] = receipt.dong.map((line: { lohang_id: string }) => line.lohang_id) as string[];
    await expire(l3!);
    const list = (query: string) =>
      call('GET', `/api/kho/lohang?kho_id=${world.store}&${query}`, world.pharmacist).then((r) => ok(r));
    expect((await list('hethan=true')).docs.map((row: { solo: string }) => row.solo)).toEqual(['L3']);
    expect((await list('ganhethan=30')).docs.map((row: { solo: string }) => row.solo)).toEqual(['L1']);
    expect(
      (await list('sort=-soluong')).docs.map((row: { solo: string; khadung: number }) => [row.solo, row.khadung]),
    ).toEqual([
      ['L2', 6],
      ['L1', 4],
      ['L3', 0],
    ]);
    await ok(
      await call('POST', `/api/kho/lohang/${l1}/tamgiu`, world.pharmacist, { tamgiu: true, lydo: 'Nghi lỗi bao bì' }),
    );
    expect((await list('tamgiu=true')).docs.map((row: { solo: string }) => row.solo)).toEqual(['L1']);
    expect((await list('duoidinhmuc=true')).totalDocs).toBe(0);
    await db.execute(
      sql`insert into kho_dinhmuc (_id, phongkham_id, kho_id, thuoc_id, muc) values (gen_random_uuid(), ${world.clinic}, ${world.store}, ${world.drug}, 10)`,
    );
    // Usable: 6 (L2); L1 is held and L3 expired: under 10.
    expect((await list('duoidinhmuc=true')).totalDocs).toBe(3);
  });
});

describe('Excel import of receipt lines', () => {
  it('reads a sheet into checked lines with the errors of each row, writing nothing', async () => {
    const world = await setup();
    const [drug] = await db
      .select({ tenthuoc: drugs.tenthuoc, sodangky: drugs.sodangky })
      .from(drugs)
      .where(eq(drugs._id, world.drug));
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Phiếu nhập');
    sheet.addRow(['Thuốc', 'Số lô', 'Hạn dùng', 'Số lượng', 'Đơn vị', 'Giá nhập', 'Giá bán']);
    sheet.addRow([drug!.tenthuoc, 'X1', new Date(`${nextYear}T00:00:00Z`), 2, 'Hộp', 900, 1_200]);
    sheet.addRow([drug!.sodangky, 'X2', '31/12/2099', '1.500', null, '1.000', '1.500']);
    sheet.addRow(['Thuốc không có', 'X3', '2020-01-01', 0, null, 5, 5]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await app.inject({
      method: 'POST',
      url: '/api/kho/phieunhap/excel',
      payload: bytes,
      headers: { 'content-type': XLSX_TYPE, authorization: `Bearer ${world.pharmacist.token}`, i18nextLng: 'vi' },
    });
    const answer = await ok(response);
    expect(answer.hople).toBe(false);
    expect(answer.dong[0]).toMatchObject({
      dong: 2,
      thuoc_id: world.drug,
      solo: 'X1',
      handung: nextYear,
      soluong: 200,
      loi: [],
    });
    expect(answer.dong[1]).toMatchObject({
      dong: 3,
      thuoc_id: world.drug,
      handung: '2099-12-31',
      soluong: 1_500,
      gianhap: 1_000,
    });
    expect(answer.dong[1].loi).toEqual([]);
    expect(answer.dong[2].thuoc_id).toBeNull();
    expect(answer.dong[2].loi).toEqual([
      'Không tìm thấy thuốc “Thuốc không có” trong danh mục (theo tên, số đăng ký hoặc mã).',
      'Lô đã hết hạn dùng nên không được nhập kho.',
      expect.stringMatching(/^Số lượng: /),
    ]);
    expect(await stock(world)).toMatchObject({ tong: 0 });
    const notExcel = await app.inject({
      method: 'POST',
      url: '/api/kho/phieunhap/excel',
      payload: Buffer.from('not a workbook'),
      headers: { 'content-type': XLSX_TYPE, authorization: `Bearer ${world.pharmacist.token}` },
    });
    expect(notExcel.statusCode).toBe(400);
  });
});
