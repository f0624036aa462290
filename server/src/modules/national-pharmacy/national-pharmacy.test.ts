// The national pharmacy database adapter on PGlite and PostgreSQL, against a local stand-in of the interconnection API
// (node:http on 127.0.0.1) that signs in the facility's account, refuses a wrong one or a missing token, and checks
// each request's shape as the API documents it. Off unless the settings name the facility and its account; then the
// pharmacy's receipts, sales, returns to suppliers and destructions are queued once each, and nothing else is.
import { addDays, clinicDay } from '@phongkham/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { batches, drugs, outbox, staff, stockDocumentLines, stockDocuments, stores, suppliers } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { startStandIn, type StandInRequest } from '../../test/http-standin';
import { apiCaller, createClinic, createStaff, signIn } from '../../test/factories';
import { readSystemSettings } from '../system-settings/system-settings.service';
import { NATIONAL_PHARMACY_OWNER, queueNationalPharmacy } from './national-pharmacy.queue';

const ACCOUNT = { usr: 'nt790001', pwd: 'mat-khau-lien-thong' };
const TOKEN = 'token-cua-co-so';
const day = /^\d{8}$/;

/** What the stand-in finds wrong with a request's body, as the API would say it (empty: well formed). */
function shapeErrors(request: StandInRequest): string[] {
  const body = request.body as Record<string, unknown>;
  const errors: string[] = [];
  const need = (object: Record<string, unknown>, fields: string[], where: string) => {
    for (const field of fields) {
      if (object[field] === undefined || object[field] === null || object[field] === '')
        errors.push(`${where}${field}`);
    }
  };
  const lines = (key: string, fields: string[]) => {
    const list = body[key];
    if (!Array.isArray(list) || !list.length) return void errors.push(key);
    list.forEach((line: Record<string, unknown>, i) => {
      need(line, fields, `${key}[${i}].`);
      if (!day.test(String(line.han_dung))) errors.push(`${key}[${i}].han_dung`);
      if (!Number.isInteger(line.so_luong) || (line.so_luong as number) <= 0) errors.push(`${key}[${i}].so_luong`);
    });
  };
  if (body.ma_co_so !== 'NT-79-0001') errors.push('ma_co_so');
  const common = ['ma_thuoc', 'ten_thuoc', 'so_lo', 'han_dung', 'don_vi_tinh'];
  if (request.path === '/api/lien_thong/hoa_don') {
    need(body, ['ma_hoa_don', 'ngay_ban'], '');
    if (!day.test(String(body.ngay_ban))) errors.push('ngay_ban');
    lines('hoa_don_chi_tiet', [...common, 'ham_luong', 'so_luong', 'don_gia', 'thanh_tien', 'ty_le_quy_doi']);
  } else if (request.path === '/api/lien_thong/phieu_nhap') {
    need(body, ['ma_phieu', 'ngay_nhap', 'loai_phieu_nhap'], '');
    if (![1, 2, 3].includes(body.loai_phieu_nhap as number)) errors.push('loai_phieu_nhap');
    lines('chi_tiet', [...common, 'so_dklh']);
  } else if (request.path === '/api/lien_thong/phieu_xuat') {
    need(body, ['ma_phieu', 'ngay_xuat', 'loai_phieu_xuat', 'ghi_chu'], '');
    if (![2, 3].includes(body.loai_phieu_xuat as number)) errors.push('loai_phieu_xuat');
    lines('chi_tiet', [...common, 'so_dklh', 'don_gia']);
  } else errors.push('path');
  return errors;
}

let refuseNext = false;
const standIn = await startStandIn((request) => {
  if (request.path === '/api/tai_khoan/dang_nhap') {
    const { usr, pwd } = request.body as { usr?: string; pwd?: string };
    if (usr !== ACCOUNT.usr || pwd !== ACCOUNT.pwd) {
      return { status: 400, json: { code: 400, mess: 'Tên đăng nhập hoặc mật khẩu không đúng' } };
    }
    // As the integrations read it: the token under `data`.
    return { json: { code: 200, data: { token: TOKEN, token_type: 'bearer' } } };
  }
  if (request.headers.authorization !== `Bearer ${TOKEN}`) return { status: 401, json: { mess: 'Unauthorized' } };
  const errors = shapeErrors(request);
  if (errors.length) return { status: 400, json: { code: 400, mess: `Dữ liệu không hợp lệ: ${errors.join(', ')}` } };
  if (refuseNext) {
    refuseNext = false;
    return { json: { code: 409, mess: 'Mã phiếu đã tồn tại' } };
  }
  if (request.path === '/api/lien_thong/hoa_don')
    return { json: { ma_hoa_don: 'HD_QG_0001', code: 200, mess: 'Thành công' } };
  return { text: '"PN_QG_0001"', contentType: 'application/json' };
});
afterAll(() => standIn.stop());

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const today = clinicDay();
const settings = async () => (await readSystemSettings(db)).nationalPharmacy;

const clinic = await createClinic(db, 'Phòng khám Liên Thông');
const [pharmacy] = await db
  .insert(stores)
  .values({ phongkham_id: clinic, ten: 'Nhà thuốc', loai: 'NHA_THUOC' })
  .returning();
const [supplies] = await db.insert(stores).values({ phongkham_id: clinic, ten: 'Vật tư', loai: 'VAT_TU' }).returning();
const [supplier] = await db
  .insert(suppliers)
  .values({
    phongkham_id: clinic,
    ten: 'Công ty Dược phẩm Phú Hòa',
    masothue: '0301234567',
    tinh_ma: '79',
    xa_ma: '26734',
    diachi: '12 Nguyễn Trãi',
    diachi_day: '12 Nguyễn Trãi, Phường Bến Thành, Thành phố Hồ Chí Minh',
  })
  .returning();
const [drug] = await db
  .insert(drugs)
  .values({
    tenthuoc: 'Paracetamol Liên Thông 500',
    thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '500 mg' }],
    hoatchat: 'Paracetamol',
    dangbaoche: 'Viên nén',
    donvitinh: 'viên',
    duongdung: 'UONG',
    sodangky: 'VD-99999-26',
    hangsanxuat: 'Công ty CP Dược Hậu Giang',
    nuocsanxuat: 'Việt Nam',
    quycach: [
      { ten: 'Hộp', heso: 100 },
      { ten: 'Vỉ', heso: 10 },
    ],
  })
  .returning();
const seller = await createStaff(db, { role: 'DUOCSI', phongkham_id: clinic });
await db.update(staff).set({ hoten: 'Trần Thị Dược' }).where(eq(staff._id, seller._id));
const [lot] = await db
  .insert(batches)
  .values({
    phongkham_id: clinic,
    kho_id: pharmacy!._id,
    thuoc_id: drug!._id,
    solo: 'PL2611',
    handung: addDays(today, 500),
    soluong: 100,
    gianhap: 800,
    giaban: 1200,
  })
  .returning();

let numbers = 0;
/** A stock document with one line of the batch, as the posting service writes it; answers its id. */
async function document(
  values: Partial<typeof stockDocuments.$inferInsert> & Pick<typeof stockDocuments.$inferInsert, 'loai'>,
  soluong: number,
) {
  const [doc] = await db
    .insert(stockDocuments)
    .values({
      phongkham_id: clinic,
      so: `${values.loai}-2026-${String(++numbers).padStart(6, '0')}`,
      kho_id: pharmacy!._id,
      ngay: today,
      nhanvien_id: seller._id,
      ...values,
    })
    .returning();
  await db.insert(stockDocumentLines).values({
    phieukho_id: doc!._id,
    kho_id: values.kho_id ?? pharmacy!._id,
    lohang_id: lot!._id,
    thuoc_id: drug!._id,
    soluong,
    tonsau: 100,
    gianhap: 800,
    giaban: 1200,
  });
  return doc!;
}

/** The link's plain settings (a PUT of the settings states them all: an absent value goes back to its default). */
const link = { duocqg_url: standIn.url, duocqg_macoso: 'NT-79-0001', duocqg_taikhoan: ACCOUNT.usr };

const sent = () => db.select().from(outbox).where(eq(outbox.loai, NATIONAL_PHARMACY_OWNER));

describe('the national pharmacy database', { timeout: 60_000 }, () => {
  it('is off unless configured: nothing is queued', async () => {
    await document({ loai: 'NHAP', nhacungcap_id: supplier!._id, sohoadon: 'HD0001234' }, 100);
    expect((await settings()).ready).toBe(false);
    expect(await queueNationalPharmacy(db, await settings())).toBe(0);
    expect(await sent()).toEqual([]);
  });

  it('sends receipts, sales, returns and destructions once each, in the API’s shape, with the facility’s token', async () => {
    const saved = await call('PUT', '/api/cauhinh', owner, { ...link, duocqg_matkhau: ACCOUNT.pwd });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ duocqg_hoatdong: true, duocqg_matkhau_daluu: true });
    expect(JSON.stringify(saved.json())).not.toContain(ACCOUNT.pwd);

    await document({ loai: 'XUAT', lydo: 'BAN_LE' }, -3);
    await document({ loai: 'TRA_NCC', nhacungcap_id: supplier!._id, sohoadon: 'HD0001234', ghichu: 'Vỏ hộp móp' }, -2);
    await document({ loai: 'HUY', ghichu: null }, -1);
    // Stays in the clinic: its own use, and a store that is not the pharmacy.
    await document({ loai: 'XUAT', lydo: 'SU_DUNG_NOI_BO' }, -1);
    await document({ loai: 'NHAP', kho_id: supplies!._id }, 5);

    // The receipt issued while the link was off goes too: it is within the sweep's window.
    expect(await queueNationalPharmacy(db, await settings())).toBe(4);
    // A second sweep (a restart, another instance) queues nothing again.
    expect(await queueNationalPharmacy(db, await settings())).toBe(0);
    const queued = await sent();
    expect(queued.map((row) => row.kenh)).toEqual(['DUOCQG', 'DUOCQG', 'DUOCQG', 'DUOCQG']);

    await app.outbox.drain();
    const after = await sent();
    expect(after.map((row) => [row.trangthai, row.nhacungcap])).toEqual(Array(4).fill(['SENT', 'duocquocgia']));
    const logins = standIn.requests.filter((r) => r.path === '/api/tai_khoan/dang_nhap');
    expect(logins).toHaveLength(4);
    expect(logins[0]!.body).toEqual(ACCOUNT);
    const posts = standIn.requests.filter((r) => r.path !== '/api/tai_khoan/dang_nhap');
    expect(posts.map((r) => r.headers.authorization)).toEqual(Array(4).fill(`Bearer ${TOKEN}`));

    const receipt = posts.find((r) => r.path === '/api/lien_thong/phieu_nhap')!.body;
    const date = today.replaceAll('-', '');
    expect(receipt).toEqual({
      ma_phieu: 'NHAP-2026-000001',
      ma_co_so: 'NT-79-0001',
      ngay_nhap: date,
      loai_phieu_nhap: 1,
      ghi_chu: '',
      ten_co_so_cung_cap: 'Công ty Dược phẩm Phú Hòa',
      ma_so_thue_co_so_cung_cap: '0301234567',
      so_hoa_don: 'HD0001234',
      chi_tiet: [
        {
          ma_thuoc: 'VD-99999-26',
          ten_thuoc: 'Paracetamol Liên Thông 500',
          so_dang_ky: 'VD-99999-26',
          so_dklh: 'VD-99999-26',
          hoat_chat: 'Paracetamol',
          ham_luong: '500 mg',
          dang_bao_che: 'Viên nén',
          hang_san_xuat: 'Công ty CP Dược Hậu Giang',
          nuoc_san_xuat: 'Việt Nam',
          quy_cach_dong_goi: 'Hộp 100 viên; Vỉ 10 viên',
          don_vi_tinh: 'viên',
          so_lo: 'PL2611',
          han_dung: addDays(today, 500).replaceAll('-', ''),
          so_luong: 100,
          don_gia: 800,
          gia_ban: 1200,
        },
      ],
    });
    const sale = posts.find((r) => r.path === '/api/lien_thong/hoa_don')!.body as Record<string, unknown>;
    expect(sale).toMatchObject({
      ma_hoa_don: 'XUAT-2026-000002',
      ma_co_so: 'NT-79-0001',
      ngay_ban: date,
      ho_ten_nguoi_ban: 'Trần Thị Dược',
      ho_ten_khach_hang: '',
      hoa_don_chi_tiet: [
        {
          ma_thuoc: 'VD-99999-26',
          so_lo: 'PL2611',
          duong_dung: 'Uống',
          so_luong: 3,
          don_gia: 1200,
          thanh_tien: 3600,
          ty_le_quy_doi: 1,
        },
      ],
    });
    // The outbox sends one transaction's messages in no particular order: the issues sorted by kind.
    const issues = posts
      .filter((r) => r.path === '/api/lien_thong/phieu_xuat')
      .map((r) => r.body as { loai_phieu_xuat: number })
      .sort((a, b) => a.loai_phieu_xuat - b.loai_phieu_xuat);
    expect(issues).toEqual([
      expect.objectContaining({
        loai_phieu_xuat: 2,
        ghi_chu: 'Vỏ hộp móp',
        ten_co_so_nhan: 'Công ty Dược phẩm Phú Hòa',
      }),
      expect.objectContaining({
        loai_phieu_xuat: 3,
        ghi_chu: 'Xuất hủy',
        chi_tiet: [expect.objectContaining({ so_luong: 1, don_gia: 800 })],
      }),
    ]);
  });

  it('fails a refused document at once with the system’s words, and a wrong account without a retry', async () => {
    refuseNext = true;
    const refused = await document({ loai: 'XUAT', lydo: 'BAN_LE' }, -1);
    expect(await queueNationalPharmacy(db, await settings())).toBe(1);
    await app.outbox.drain();
    const [row] = await db.select().from(outbox).where(eq(outbox.banghi_id, refused._id));
    expect(row).toMatchObject({ trangthai: 'FAILED', solan: 1 });
    expect(row!.loi).toContain('Mã phiếu đã tồn tại');

    expect((await call('PUT', '/api/cauhinh', owner, { ...link, duocqg_matkhau: 'sai-mat-khau' })).statusCode).toBe(
      200,
    );
    const wrong = await document({ loai: 'NHAP', nhacungcap_id: supplier!._id }, 10);
    await queueNationalPharmacy(db, await settings());
    await app.outbox.drain();
    const [failed] = await db.select().from(outbox).where(eq(outbox.banghi_id, wrong._id));
    expect(failed).toMatchObject({ trangthai: 'FAILED', solan: 1 });
    expect(failed!.loi).toContain('mật khẩu không đúng');

    // Switched off after a document was queued: it fails with a reason staff can read, and nothing leaves.
    const late = await document({ loai: 'NHAP', nhacungcap_id: supplier!._id }, 10);
    await queueNationalPharmacy(db, await settings());
    const before = standIn.requests.length;
    expect((await call('PUT', '/api/cauhinh', owner, { ...link, duocqg_macoso: null })).statusCode).toBe(200);
    await app.outbox.drain();
    const [off] = await db.select().from(outbox).where(eq(outbox.banghi_id, late._id));
    expect(off).toMatchObject({ trangthai: 'FAILED', loi: 'outbox.nationalPharmacyOff' });
    expect(standIn.requests.length).toBe(before);
  });

  it('refuses a facility code or an address that is not one, under its field', async () => {
    const bad = await call('PUT', '/api/cauhinh', owner, { duocqg_macoso: 'mã sai', duocqg_url: 'duocquocgia' }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      duocqg_macoso: 'A facility code holds only unaccented letters, digits and . _ -.',
      duocqg_url: 'A link must start with http:// or https://.',
    });
  });
});
