// The single pages' API: the public site reads a page by its code; the back office lists every code (with or
// without a row), and saves a page by its code, creating its row when it has none, in one transaction with its
// history row. A page's own grant (/gioi-thieu, /lien-he, /tu-thien) covers that page only.
import { pageCodes, pageRecord, pageRow, sitePage } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, files, pages } from '../../db/schema';
import { contentChanged, onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

const body = (changes: Record<string, unknown> = {}) => ({
  tieude: 'Chính sách bảo mật thông tin',
  tieude_en: 'Privacy policy',
  mota: 'Cách phòng khám bảo vệ dữ liệu của bạn.',
  mota_en: 'How the clinic protects your data.',
  noidung: '<h2>Dữ liệu thu thập</h2><p>Họ tên và số điện thoại.</p>',
  noidung_en: '<h2>What we collect</h2><p>Your name and phone number.</p>',
  ...changes,
});

const history = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.tainguyen, 'trang'), eq(activityLog.banghi_id, id)))
    .orderBy(desc(activityLog.createdAt), desc(activityLog._id));

const rowOf = async (ma: (typeof pageCodes)[number]) => (await db.select().from(pages).where(eq(pages.ma, ma)))[0];

describe('GET /api/trang/:ma (the public site)', () => {
  it.each(pageCodes)('answers the page %s with its text in both languages and a picture', async (ma) => {
    const response = await call('GET', `/api/trang/${ma}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(sitePage.safeParse(page).success).toBe(true);
    expect(page).toMatchObject({
      ma,
      tieude: expect.any(String),
      tieude_en: expect.any(String),
      noidung: expect.stringContaining('<h2>'),
      noidung_en: expect.stringContaining('<h2>'),
      hinhanh: { url: expect.stringMatching(/^\/uploads\//), chieurong: 1200, chieucao: 675 },
    });
  });

  it('gives the about page and the privacy policy their real text', async () => {
    const about = (await call('GET', '/api/trang/GIOI_THIEU')).json().data;
    expect(about.tieude).toBe('Giới thiệu Phòng khám Đa khoa An Tâm');
    expect(about.noidung).toContain('Sứ mệnh');
    expect(about.noidung_en).toContain('Our mission');
    const privacy = (await call('GET', '/api/trang/CHINH_SACH_BAO_MAT')).json().data;
    expect(privacy.noidung).toContain('Luật Bảo vệ dữ liệu cá nhân số 91/2025/QH15');
    expect(privacy.noidung).toContain('dữ liệu cá nhân nhạy cảm');
    expect(privacy.noidung_en).toContain('Personal Data Protection Law No. 91/2025/QH15');
    expect(privacy.noidung_en).toContain('withdraw your consent');
  });

  it('refuses an unknown code with the known ones, in vi and en', async () => {
    const vi = await call('GET', '/api/trang/KHONG_CO');
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({ id: `Mã phải là một trong các giá trị: ${pageCodes.join(', ')}` });
    const en = await call('GET', '/api/trang/gioi_thieu', undefined, undefined, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ id: `Id must be one of ${pageCodes.join(', ')}` });
  });
});

describe('a page without a row', () => {
  it('is not found by the public, opens empty for staff, and is created by its first save', async () => {
    await db.delete(pages).where(eq(pages.ma, 'DANG_KY_THANH_VIEN'));
    // Deleted straight from the table: announced as the kit's writes are, or the public reads kept in memory stay.
    contentChanged('test');
    const vi = await call('GET', '/api/trang/DANG_KY_THANH_VIEN');
    expect(vi.statusCode).toBe(404);
    expect(vi.json()).toEqual({ success: false, message: 'Không tìm thấy nội dung bạn yêu cầu.' });
    const en = await call('GET', '/api/trang/DANG_KY_THANH_VIEN', undefined, undefined, 'en');
    expect(en.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });

    const blank = (await call('GET', '/api/trang/DANG_KY_THANH_VIEN', owner)).json().data;
    expect(pageRecord.safeParse(blank).success).toBe(true);
    expect(blank).toMatchObject({ _id: null, ma: 'DANG_KY_THANH_VIEN', tieude: '', noidung: null, updatedAt: null });
    const listed = (await call('GET', '/api/trang?limit=0', owner)).json().data.docs;
    expect(listed.find((row: { ma: string }) => row.ma === 'DANG_KY_THANH_VIEN')).toMatchObject({
      tieude: null,
      conoidung: false,
      updatedAt: null,
    });
    // The public list holds only the pages that exist.
    const publicList = (await call('GET', '/api/trang?limit=0')).json().data.docs;
    expect(publicList.map((row: { ma: string }) => row.ma)).not.toContain('DANG_KY_THANH_VIEN');

    const saved = await call(
      'PUT',
      '/api/trang/DANG_KY_THANH_VIEN',
      owner,
      body({ tieude: 'Đăng ký thành viên', tieude_en: 'Membership' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const created = saved.json().data;
    expect(created).toMatchObject({ _id: expect.any(String), ma: 'DANG_KY_THANH_VIEN', tieude: 'Đăng ký thành viên' });
    expect((await call('GET', '/api/trang/DANG_KY_THANH_VIEN')).json().data.tieude_en).toBe('Membership');
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', truoc: null });
    expect(rows[0]!.sau).toMatchObject({ ma: 'DANG_KY_THANH_VIEN', tieude: 'Đăng ký thành viên' });
  });
});

describe('saving a page', () => {
  it('updates the row of its code, records before and after, and the public reads it at once in both languages', async () => {
    const before = await rowOf('CHINH_SACH_BAO_MAT');
    const response = await call('PUT', '/api/trang/CHINH_SACH_BAO_MAT', owner, body());
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: before!._id, tieude: 'Chính sách bảo mật thông tin' });
    expect(await db.select().from(pages).where(eq(pages.ma, 'CHINH_SACH_BAO_MAT'))).toHaveLength(1);
    const [update] = await history(before!._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ tieude: before!.tieude });
    expect(update!.sau).toMatchObject({ tieude: 'Chính sách bảo mật thông tin' });
    const read = (await call('GET', '/api/trang/CHINH_SACH_BAO_MAT')).json().data;
    expect(read.noidung).toBe('<h2>Dữ liệu thu thập</h2><p>Họ tên và số điện thoại.</p>');
    expect(read.noidung_en).toBe('<h2>What we collect</h2><p>Your name and phone number.</p>');
  });

  it('keeps the picture by its id, and refuses one that is not a stored file with 400 on the field', async () => {
    const [picture] = await db.select({ _id: files._id }).from(files).limit(1);
    const saved = await call('PUT', '/api/trang/DIEU_KHOAN_SU_DUNG', owner, body({ hinhanh_id: picture!._id }));
    expect(saved.json().data).toMatchObject({ hinhanh_id: picture!._id, hinhanh: { _id: picture!._id } });
    const missing = await call(
      'PUT',
      '/api/trang/DIEU_KHOAN_SU_DUNG',
      owner,
      body({ hinhanh_id: crypto.randomUUID() }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('cleans the body of both languages: no script, handlers or javascript: links', async () => {
    const attack = '<p onclick="alert(1)">bấm</p><script>alert(1)</script><a href="javascript:alert(1)">liên kết</a>';
    await call('PUT', '/api/trang/DIEU_KHOAN_SU_DUNG', owner, body({ noidung: attack, noidung_en: attack }));
    const page = (await call('GET', '/api/trang/DIEU_KHOAN_SU_DUNG')).json().data;
    for (const html of [page.noidung, page.noidung_en] as string[]) {
      expect(html).not.toMatch(/<script|onclick|javascript:/i);
      expect(html).toContain('<p>bấm</p>');
    }
  });

  it('empties the public caches after each committed save, not after a refused one', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    await call('PUT', '/api/trang/LIEN_HE', owner, body({ tieude: 'Liên hệ' }));
    await call('PUT', '/api/trang/LIEN_HE', owner, body({ tieude: '' }));
    stop();
    expect(reasons).toEqual(['trang']);
  });

  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const vi = await call('PUT', '/api/trang/GIOI_THIEU', owner, {
      tieude: '   ',
      mota: 'x'.repeat(1001),
      hinhanh_id: 'khong-phai-id',
    });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toMatchObject({
      tieude: 'Không được để trống',
      mota: expect.any(String),
      hinhanh_id: expect.any(String),
    });
    const en = await call('PUT', '/api/trang/GIOI_THIEU', owner, { tieude: '' }, 'en');
    expect(en.json().errors).toEqual({ tieude: 'Must not be left empty' });
    expect((await call('PUT', '/api/trang/TRANG_LA', owner, body())).statusCode).toBe(400);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });
});

describe('the page list', () => {
  it('lists every code in the menus’ order with its title, content, last change and public path', async () => {
    const response = await call('GET', '/api/trang', owner);
    expect(response.statusCode).toBe(200);
    const list = response.json().data;
    expect(list).toMatchObject({ totalDocs: 7, page: 1, limit: 10, totalPages: 1 });
    expect(list.docs.map((row: { ma: string }) => row.ma)).toEqual([...pageCodes]);
    for (const row of list.docs) expect(pageRow.safeParse(row).success).toBe(true);
    expect(list.docs.find((row: { ma: string }) => row.ma === 'CHINH_SACH_BAO_MAT')).toMatchObject({
      _id: 'CHINH_SACH_BAO_MAT',
      duongdan: '/chinh-sach-bao-mat',
      conoidung: true,
      updatedAt: expect.stringMatching(/^\d{4}-/),
    });
  });

  it('searches titles without diacritics, filters by content, sorts and pages', async () => {
    const terms = body({ tieude: 'Điều khoản sử dụng', tieude_en: 'Terms of use' });
    expect((await call('PUT', '/api/trang/DIEU_KHOAN_SU_DUNG', owner, terms)).statusCode).toBe(200);
    const found = (await call('GET', '/api/trang?q=dieu khoan su dung', owner)).json().data;
    expect(found.docs.map((row: { ma: string }) => row.ma)).toEqual(['DIEU_KHOAN_SU_DUNG']);
    const english = (await call('GET', '/api/trang?q=TERMS OF USE', owner)).json().data;
    expect(english.docs.map((row: { ma: string }) => row.ma)).toEqual(['DIEU_KHOAN_SU_DUNG']);

    await call('PUT', '/api/trang/TU_THIEN', owner, body({ tieude: 'Từ thiện', noidung: '<p></p>', noidung_en: null }));
    const empty = (await call('GET', '/api/trang?conoidung=false&limit=0', owner)).json().data;
    expect(empty.docs.map((row: { ma: string }) => row.ma)).toContain('TU_THIEN');
    const full = (await call('GET', '/api/trang?conoidung=true&limit=0', owner)).json().data;
    expect(full.docs.map((row: { ma: string }) => row.ma)).not.toContain('TU_THIEN');

    const byTitle = (await call('GET', '/api/trang?sort=tieude&limit=0', owner)).json().data.docs;
    const titles = byTitle.map((row: { tieude: string | null }) => row.tieude).filter(Boolean);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
    const latest = (await call('GET', '/api/trang?sort=-updatedAt&limit=1', owner)).json().data;
    expect(latest.docs[0].ma).toBe('TU_THIEN');
    expect(latest).toMatchObject({ totalDocs: 7, totalPages: 7 });
    expect((await call('GET', '/api/trang?sort=noidung', owner)).statusCode).toBe(400);
  });
});

describe('who may do what', async () => {
  const listEditor = await staffWithMenu(app, db, [menuEntry('/danh-sach-trang', { view: true, update: true })]);
  const aboutEditor = await staffWithMenu(app, db, [menuEntry('/gioi-thieu', { view: true, update: true })]);
  const viewer = await staffWithMenu(app, db, [menuEntry('/danh-sach-trang', { view: true })]);
  const elsewhere = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, update: true })]);

  it('answers 401 to a save without sign-in, in the caller’s language', async () => {
    const response = await call('PUT', '/api/trang/GIOI_THIEU', undefined, body(), 'en');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Your session has expired, please sign in again.');
  });

  it('answers 403 without the update flag on the pages', async () => {
    for (const who of [viewer, elsewhere]) {
      const response = await call('PUT', '/api/trang/GIOI_THIEU', who, body());
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Bạn không có quyền thực hiện thao tác này.');
    }
  });

  it('lets the list’s grant save any page, and a page’s own grant only that page', async () => {
    expect((await call('PUT', '/api/trang/CHINH_SACH_BAO_MAT', listEditor, body())).statusCode).toBe(200);
    expect((await call('PUT', '/api/trang/GIOI_THIEU', listEditor, body({ tieude: 'Giới thiệu' }))).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/api/trang/GIOI_THIEU', aboutEditor, body({ tieude: 'Về chúng tôi' }))).statusCode).toBe(
      200,
    );
    expect((await call('PUT', '/api/trang/LIEN_HE', aboutEditor, body())).statusCode).toBe(403);
    expect((await call('PUT', '/api/trang/CHINH_SACH_BAO_MAT', aboutEditor, body())).statusCode).toBe(403);
  });

  it('shows codes without a row only to staff who may view the pages; others read as the public', async () => {
    await db.delete(pages).where(eq(pages.ma, 'XET_DUYET_HO_SO'));
    expect((await call('GET', '/api/trang/XET_DUYET_HO_SO', viewer)).statusCode).toBe(200);
    expect((await call('GET', '/api/trang/XET_DUYET_HO_SO', elsewhere)).statusCode).toBe(404);
    const expired = { ...viewer, token: `${viewer.token.slice(0, -4)}AAAA` };
    expect((await call('GET', '/api/trang/XET_DUYET_HO_SO', expired)).statusCode).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists the privacy policy and the terms while they exist, and leaves out one that has no row', async () => {
    const sitemap = async () => (await app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(await sitemap()).toContain('/chinh-sach-bao-mat</loc>');
    expect(await sitemap()).toContain('/dieu-khoan-su-dung</loc>');
    await db.delete(pages).where(eq(pages.ma, 'CHINH_SACH_BAO_MAT'));
    const after = await sitemap();
    expect(after).not.toContain('/chinh-sach-bao-mat</loc>');
    expect(after).toContain('/dieu-khoan-su-dung</loc>');
  });
});
