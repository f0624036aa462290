// The price list editor's API: staff list every live service with its price, preview an Excel file's prices
// without writing, and apply changes all or none, each with its history row, the public price list showing the
// new prices at once; a price changed by someone else since the preview refuses the whole request.
import { MAX_PRICE, MAX_PRICE_ROWS, priceListRows, pricePreview } from '@phongkham/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, clinics, serviceGroups, services, settings } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);

const URL_ = '/bang-gia-dich-vu';
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const viewer = await staffWithMenu(app, db, [menuEntry(URL_, { view: true })]);
const updater = await staffWithMenu(app, db, [menuEntry(URL_, { update: true })]);
const everythingElse = await staffWithMenu(app, db, [
  menuEntry('/dich-vu-cung-cap', { view: true, create: true, update: true, delete: true }),
]);

type Row = { _id: string; tendichvu: string; gia: number; hienthi: boolean; nhom: { tendanhmuc: string } };

const [{ phongkham_id: clinicId }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];
const byName = async (tendichvu: string) =>
  (await db.select().from(services).where(eq(services.tendichvu, tendichvu)))[0]!;
const general = await byName('Khám tổng quát');
const ecg = await byName('Đo điện tim');
const [consultations] = await db.select().from(serviceGroups).where(eq(serviceGroups._id, general.dmdichvu_id));

// Rows the editor sees although the site does not, and rows nobody here should see.
const [other] = await db
  .insert(clinics)
  .values({ ten: 'Chi nhánh Thủ Đức', diachi: '5 Võ Văn Ngân, Thành phố Thủ Đức', dienthoai: '028 2222 2222' })
  .returning();
const [hiddenGroup, deletedGroup, otherGroup] = await db
  .insert(serviceGroups)
  .values([
    { phongkham_id: clinicId, tendanhmuc: 'Nhóm đang soạn', hienthi: false, thutu: 90 },
    { phongkham_id: clinicId, tendanhmuc: 'Nhóm đã xóa', deletedAt: new Date(), thutu: 91 },
    { phongkham_id: other!._id, tendanhmuc: 'Nhóm chi nhánh khác', thutu: 92 },
  ])
  .returning();
const [draft, inHiddenGroup] = await db
  .insert(services)
  .values([
    {
      phongkham_id: clinicId,
      dmdichvu_id: consultations!._id,
      tendichvu: 'Khám dinh dưỡng',
      gia: 180_000,
      hienthi: false,
    },
    { phongkham_id: clinicId, dmdichvu_id: hiddenGroup!._id, tendichvu: 'Nội soi tai mũi họng', gia: 250_000 },
    {
      phongkham_id: clinicId,
      dmdichvu_id: consultations!._id,
      tendichvu: 'Dịch vụ đã xóa',
      gia: 1,
      deletedAt: new Date(),
    },
    { phongkham_id: clinicId, dmdichvu_id: deletedGroup!._id, tendichvu: 'Dịch vụ trong nhóm đã xóa', gia: 1 },
    { phongkham_id: other!._id, dmdichvu_id: otherGroup!._id, tendichvu: 'Khám tổng quát', gia: 1 },
  ])
  .returning();

const priceOf = async (id: string) => (await db.select().from(services).where(eq(services._id, id)))[0]!.gia;
const historyOf = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'dichvu')));
const listed = async () => {
  const response = await call('GET', '/api/banggia/quanly', owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Row[];
};
const preview = (rows: unknown, who = owner, lang = 'vi') => call('POST', '/api/banggia/doi-chieu', who, rows, lang);
const apply = (thaydoi: unknown, who = owner, lang = 'vi') => call('PUT', '/api/banggia', who, { thaydoi }, lang);
const publicPrice = async (id: string) => {
  const groups = (await call('GET', '/api/banggia')).json().data as { dichvu: { _id: string; gia: number }[] }[];
  return groups.flatMap((group) => group.dichvu).find((service) => service._id === id)?.gia;
};

describe('GET /api/banggia/quanly', () => {
  it('lists every live service of the clinic with its group and price, drafts and hidden groups included', async () => {
    const rows = await listed();
    expect(priceListRows.safeParse(rows).success).toBe(true);
    const names = rows.map((row) => row.tendichvu);
    expect(names).toContain('Khám dinh dưỡng');
    expect(names).toContain('Nội soi tai mũi họng');
    expect(names).not.toContain('Dịch vụ đã xóa');
    expect(names).not.toContain('Dịch vụ trong nhóm đã xóa');
    expect(names.filter((name) => name === 'Khám tổng quát')).toHaveLength(1);
    expect(rows.find((row) => row._id === draft!._id)).toMatchObject({ hienthi: false, gia: 180_000 });
    expect(rows.find((row) => row._id === inHiddenGroup!._id)).toMatchObject({
      hienthi: true,
      nhom: { tendanhmuc: 'Nhóm đang soạn', hienthi: false },
    });
    expect(rows.find((row) => row._id === general._id)).toMatchObject({
      tendichvu_en: 'General consultation',
      donvitinh: 'lần',
      loai: expect.any(String),
      nhom: { tendanhmuc: 'Khám bệnh', tendanhmuc_en: 'Consultations' },
    });
    // Group by group: the groups in the site's order, never interleaved.
    const groups = rows.map((row) => row.nhom.tendanhmuc);
    expect(groups[0]).toBe('Khám bệnh');
    expect(groups.at(-1)).toBe('Nhóm đang soạn');
    expect(groups.filter((group, i) => group !== groups[i - 1])).toEqual([...new Set(groups)]);
  });

  it('answers 401 signed out and 403 without the view flag', async () => {
    expect((await call('GET', '/api/banggia/quanly')).statusCode).toBe(401);
    expect((await call('GET', '/api/banggia/quanly', updater)).statusCode).toBe(403);
    expect((await call('GET', '/api/banggia/quanly', everythingElse)).statusCode).toBe(403);
    expect((await call('GET', '/api/banggia/quanly', viewer)).statusCode).toBe(200);
  });
});

describe('POST /api/banggia/doi-chieu', () => {
  it('matches rows by id, else by name without case or diacritics, and compares the prices', async () => {
    const response = await preview([
      { _id: general._id, tendichvu: 'Khám tổng quát', gia: 220_000 },
      { tendichvu: '  do DIEN  tim ', gia: '150.000 ₫' },
      { _id: draft!._id, gia: 180_000 },
      // An id from elsewhere (another installation's export) falls back to the name.
      { _id: 'khong-phai-ma', tendichvu: 'Nội soi tai mũi họng', gia: 250000 },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json().data;
    expect(pricePreview.safeParse(answer).success).toBe(true);
    expect(answer).toMatchObject({ sothaydoi: 2, sokhongdoi: 2, soloi: 0 });
    expect(answer.dong).toEqual([
      {
        vitri: 0,
        ten: 'Khám tổng quát',
        dichvu: {
          _id: general._id,
          tendichvu: 'Khám tổng quát',
          tendichvu_en: 'General consultation',
          tendanhmuc: 'Khám bệnh',
          tendanhmuc_en: 'Consultations',
        },
        giacu: 200_000,
        giamoi: 220_000,
        trangthai: 'thaydoi',
        loi: [],
      },
      expect.objectContaining({
        vitri: 1,
        dichvu: expect.objectContaining({ _id: ecg._id }),
        giacu: ecg.gia,
        giamoi: 150_000,
        trangthai: ecg.gia === 150_000 ? 'khongdoi' : 'thaydoi',
      }),
      expect.objectContaining({ vitri: 2, giacu: 180_000, giamoi: 180_000, trangthai: 'khongdoi', loi: [] }),
      expect.objectContaining({ vitri: 3, dichvu: expect.objectContaining({ _id: inHiddenGroup!._id }) }),
    ]);
    // Nothing was written.
    expect(await priceOf(general._id)).toBe(200_000);
    expect(await historyOf(general._id)).toHaveLength(0);
  });

  it('reports each row’s problems as message keys: unknown service, bad price, duplicate row', async () => {
    const response = await preview([
      { tendichvu: 'Châm cứu', gia: 100_000 },
      { tendichvu: 'Dịch vụ đã xóa', gia: 100_000 },
      { tendichvu: 'Khám nhi', gia: 1.5 },
      { tendichvu: 'Khám chuyên khoa tim mạch', gia: -1 },
      { _id: draft!._id, gia: MAX_PRICE + 1 },
      { _id: inHiddenGroup!._id, gia: 'hai trăm nghìn' },
      { _id: general._id, gia: 210_000 },
      { _id: general._id, gia: 230_000 },
      { _id: ecg._id, gia: null },
      { _id: ecg._id, gia: '' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { dong, soloi, sothaydoi } = response.json().data;
    expect(dong.map((row: { loi: string[] }) => row.loi)).toEqual([
      ['priceList.unknownService'],
      ['priceList.unknownService'],
      ['priceList.priceNotWhole'],
      ['priceList.priceNotWhole'],
      ['priceList.priceTooHigh'],
      ['priceList.priceNotWhole'],
      [],
      ['priceList.duplicateRow'],
      ['priceList.priceMissing'],
      ['priceList.priceMissing', 'priceList.duplicateRow'],
    ]);
    expect({ soloi, sothaydoi }).toEqual({ soloi: 9, sothaydoi: 1 });
    expect(dong[0]).toMatchObject({ dichvu: null, giacu: null, giamoi: 100_000, trangthai: 'loi' });
    expect(dong[4]).toMatchObject({ giacu: 180_000, giamoi: null, trangthai: 'loi' });
  });

  it('tells two services of one name apart by the group the row names, else reports the name ambiguous', async () => {
    const [twin] = await db
      .insert(services)
      .values({ phongkham_id: clinicId, dmdichvu_id: hiddenGroup!._id, tendichvu: 'Khám tổng quát', gia: 300_000 })
      .returning();
    try {
      const { dong } = (
        await preview([
          { tendichvu: 'kham tong quat', gia: 1000 },
          { tendichvu: 'kham tong quat', tendanhmuc: 'nhom dang soan', gia: 1000 },
          { tendichvu: 'kham tong quat', tendanhmuc: 'Nhóm không có', gia: 1000 },
        ])
      ).json().data;
      expect(dong[0]).toMatchObject({ dichvu: null, loi: ['priceList.ambiguousName'] });
      expect(dong[1]).toMatchObject({ dichvu: { _id: twin!._id }, giacu: 300_000, trangthai: 'thaydoi' });
      expect(dong[2]).toMatchObject({ loi: ['priceList.ambiguousName'] });
    } finally {
      await db.delete(services).where(eq(services._id, twin!._id));
    }
  });

  it('answers 400 for a body that is not rows or holds too many, 401 signed out, 403 without the update flag', async () => {
    const notRows = await preview({ gia: 1 });
    expect(notRows.statusCode).toBe(400);
    const tooMany = await preview(Array.from({ length: MAX_PRICE_ROWS + 1 }, () => ({ gia: 1 })));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.');
    const longName = await preview([{ tendichvu: 'x'.repeat(251), gia: 1 }], owner, 'en');
    expect(longName.statusCode).toBe(400);
    expect(longName.json().errors).toEqual({ '0.tendichvu': expect.stringContaining('250') });
    expect((await call('POST', '/api/banggia/doi-chieu', undefined, [])).statusCode).toBe(401);
    expect((await preview([], viewer)).statusCode).toBe(403);
    expect((await preview([], updater)).statusCode).toBe(200);
  });
});

describe('PUT /api/banggia', () => {
  it('changes the prices in one go, one history row each, and the public list and pages show them at once', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    // Read once so any cache holds the old prices.
    expect(await publicPrice(general._id)).toBe(200_000);
    const response = await apply([
      { _id: general._id, giacu: 200_000, giamoi: 250_000 },
      { _id: ecg._id.toUpperCase(), giacu: ecg.gia, giamoi: ecg.gia + 10_000 },
      // Unchanged: no write, no history.
      { _id: draft!._id, giacu: 180_000, giamoi: 180_000 },
    ]);
    stop();
    expect(response.statusCode, response.body).toBe(200);
    const changed = response.json().data as Row[];
    expect(priceListRows.safeParse(changed).success).toBe(true);
    expect(changed.map((row) => [row._id, row.gia])).toEqual([
      [general._id, 250_000],
      [ecg._id, ecg.gia + 10_000],
    ]);
    expect(reasons).toEqual(['dichvu']);

    expect(await priceOf(general._id)).toBe(250_000);
    const [entry, ...more] = await historyOf(general._id);
    expect(more).toHaveLength(0);
    expect(entry).toMatchObject({ hanhdong: 'CAP_NHAT', tainguyen: 'dichvu' });
    expect(entry!.truoc).toMatchObject({ tendichvu: 'Khám tổng quát', gia: 200_000 });
    expect(entry!.sau).toMatchObject({ tendichvu: 'Khám tổng quát', gia: 250_000 });
    expect(await historyOf(ecg._id)).toHaveLength(1);
    expect(await historyOf(draft!._id)).toHaveLength(0);

    expect(await publicPrice(general._id)).toBe(250_000);
    const page = await call('GET', `/api/dichvu/${general._id}`);
    expect(page.json().data.gia).toBe(250_000);
  });

  it('refuses the whole request with 409 when a price changed since the preview, naming those services', async () => {
    const current = await priceOf(general._id);
    const ecgNow = await priceOf(ecg._id);
    // Someone else changes the general consultation after this editor's preview.
    await apply([{ _id: general._id, giacu: current, giamoi: current + 5_000 }]);
    const before = (await db.select().from(activityLog)).length;
    const changes = [
      { _id: ecg._id, giacu: ecgNow, giamoi: ecgNow + 1_000 },
      { _id: general._id, giacu: current, giamoi: current + 20_000 },
    ];
    const vi = await apply(changes);
    expect(vi.statusCode).toBe(409);
    expect(vi.json()).toEqual({
      success: false,
      message:
        'Giá của 1 dịch vụ đã được người khác thay đổi sau khi bạn xem: Khám tổng quát. Chưa có giá nào được lưu; ' +
        'vui lòng tải lại bảng giá rồi thử lại.',
      errors: { 'thaydoi.1.giacu': 'Giá đã được người khác thay đổi sau khi bạn xem.' },
    });
    const en = await apply(changes, owner, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toContain('General consultation');
    // Neither row was written, not even the one still current.
    expect(await priceOf(ecg._id)).toBe(ecgNow);
    expect(await priceOf(general._id)).toBe(current + 5_000);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 400 with a message under each field, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const gia = await priceOf(general._id);
    const empty = await apply([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual({ thaydoi: 'Các thay đổi giá phải có ít nhất 1 mục' });
    const bad = await apply([
      { _id: general._id, giacu: gia, giamoi: 1.5 },
      { _id: ecg._id, giacu: -1, giamoi: MAX_PRICE + 1 },
      { _id: 'khong-phai-ma', giacu: 1, giamoi: 2 },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      'thaydoi.0.giamoi': 'Giá phải là số nguyên đồng, không âm.',
      'thaydoi.1.giacu': 'Giá phải là số nguyên đồng, không âm.',
      'thaydoi.1.giamoi': 'Giá không được vượt quá 10.000.000.000 ₫.',
      'thaydoi.2._id': expect.any(String),
    });
    const twice = await apply([
      { _id: general._id, giacu: gia, giamoi: gia + 1 },
      { _id: general._id, giacu: gia, giamoi: gia + 2 },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ 'thaydoi.1._id': 'Dịch vụ này đã có ở một dòng phía trên.' });
    // A service of another clinic, or deleted, is not this editor's to change.
    const [elsewhere] = await db
      .select()
      .from(services)
      .where(and(eq(services.phongkham_id, other!._id), eq(services.tendichvu, 'Khám tổng quát')));
    const unknown = await apply(
      [
        { _id: general._id, giacu: gia, giamoi: gia + 1 },
        { _id: elsewhere!._id, giacu: 1, giamoi: 2 },
      ],
      owner,
      'en',
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      'thaydoi.1._id': 'This service is not in the price list (neither its id nor its name matches).',
    });
    expect(await priceOf(general._id)).toBe(gia);
    expect(await priceOf(elsewhere!._id)).toBe(1);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 401 signed out and 403 without the update flag', async () => {
    const gia = await priceOf(general._id);
    const change = [{ _id: general._id, giacu: gia, giamoi: gia + 1_000 }];
    expect((await call('PUT', '/api/banggia', undefined, { thaydoi: change })).statusCode).toBe(401);
    expect((await apply(change, viewer)).statusCode).toBe(403);
    expect((await apply(change, everythingElse)).statusCode).toBe(403);
    expect(await priceOf(general._id)).toBe(gia);
    expect((await apply(change, updater)).statusCode).toBe(200);
    expect(await priceOf(general._id)).toBe(gia + 1_000);
  });

  it('applies a whole file’s worth of changes in one request', async () => {
    const rows = await listed();
    const response = await apply(rows.map((row) => ({ _id: row._id, giacu: row.gia, giamoi: row.gia + 1_000 })));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toHaveLength(rows.length);
    const ids = rows.map((row) => row._id);
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'dichvu'), inArray(activityLog.banghi_id, ids)));
    expect(history.length).toBeGreaterThanOrEqual(rows.length);
  });
});
