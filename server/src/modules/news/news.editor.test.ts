// The news editor's API, built by the module kit: staff list drafts and scheduled articles, write articles in one
// transaction with their history row, get field errors they can act on, and every flag is checked on the server.
import { newsRecord } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { activityLog, newsCategories } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;

const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const [category] = await db.select().from(newsCategories).orderBy(newsCategories.thutu).limit(1);

const call = apiCaller(app);

const article = (changes: Record<string, unknown> = {}) => ({
  dmtintuc_id: category!._id,
  tieude: 'Lịch nghỉ Tết Nguyên đán',
  tieude_en: 'Lunar New Year closing days',
  mota: 'Phòng khám nghỉ từ 28 tháng Chạp.',
  noidung: '<p>Phòng khám <strong>nghỉ Tết</strong> từ 28 tháng Chạp đến mùng 4.</p>',
  hienthi: true,
  ...changes,
});

async function create(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/tintuc', owner, article(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; slug: string; trangthai: string; noidung: string | null };
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('writing an article', () => {
  it('creates it with 201, a slug from the title, the writer as author and one history row', async () => {
    const created = await create({ tieude: 'Khám sức khỏe cho người cao tuổi' });
    expect(newsRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ slug: 'kham-suc-khoe-cho-nguoi-cao-tuoi', trangthai: 'dadang' });
    expect((created as unknown as { tacgia: { hoten: string } }).tacgia.hoten).toMatch(/^Nhân viên/);
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'tintuc', truoc: null });
    expect(rows[0]!.sau).toMatchObject({ tieude: 'Khám sức khỏe cho người cao tuổi' });
  });

  it('keeps a draft (hienthi false) out of the public list and page, and shows it to staff', async () => {
    const draft = await create({ tieude: 'Bản nháp về sốt xuất huyết', hienthi: false });
    expect(draft.trangthai).toBe('nhap');
    expect((await call('GET', `/api/tintuc/${draft._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/tintuc/${draft._id}`, owner)).statusCode).toBe(200);
    const publicList = (await call('GET', '/api/tintuc?limit=0&q=ban nhap ve sot')).json().data;
    const staffList = (await call('GET', '/api/tintuc?limit=0&q=ban nhap ve sot', owner)).json().data;
    expect(publicList.totalDocs).toBe(0);
    expect(staffList.totalDocs).toBe(1);
  });

  it('schedules an article with a later ngaydang: hidden from the public until its moment', async () => {
    const later = new Date(Date.now() + 60 * 60_000).toISOString();
    const scheduled = await create({ tieude: 'Chương trình khám miễn phí tháng sau', ngaydang: later });
    expect(scheduled.trangthai).toBe('henlich');
    expect((await call('GET', `/api/tintuc/${scheduled._id}`)).statusCode).toBe(404);
    const filtered = (await call('GET', '/api/tintuc?trangthai=henlich&limit=0', owner)).json().data;
    expect(filtered.docs.map((d: { _id: string }) => d._id)).toContain(scheduled._id);
    // Its moment comes: the public sees it without anyone touching it again.
    const past = new Date(Date.now() - 60_000).toISOString();
    expect((await call('PUT', `/api/tintuc/${scheduled._id}`, owner, article({ ngaydang: past }))).statusCode).toBe(
      200,
    );
    expect((await call('GET', `/api/tintuc/${scheduled._id}`)).statusCode).toBe(200);
  });

  it('tells the page caches when a scheduled article’s moment comes, with no write at that moment', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const soon = new Date(Date.now() + 1500).toISOString();
    const scheduled = await create({ tieude: 'Bài đăng sau một lát', ngaydang: soon });
    expect(scheduled.trangthai).toBe('henlich');
    await vi.waitFor(() => expect(reasons).toContain('scheduled'), { timeout: 15_000, interval: 100 });
    stop();
    expect((await call('GET', `/api/tintuc/${scheduled._id}`)).statusCode).toBe(200);
  });

  it('updates it, keeps its slug when none is typed, and records before and after', async () => {
    const created = await create({ tieude: 'Giờ khám mùa hè' });
    const response = await call('PUT', `/api/tintuc/${created._id}`, owner, article({ tieude: 'Giờ khám mùa hè mới' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ tieude: 'Giờ khám mùa hè mới', slug: 'gio-kham-mua-he' });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ tieude: 'Giờ khám mùa hè' });
    expect(update!.sau).toMatchObject({ tieude: 'Giờ khám mùa hè mới' });
  });

  it('makes a taken title-made slug unique, and refuses a typed slug that is taken with 409 on the field', async () => {
    const first = await create({ tieude: 'Tiêm phòng cúm' });
    const second = await create({ tieude: 'Tiêm phòng cúm' });
    expect(second.slug).toBe(`${first.slug}-2`);
    const vi = await call('POST', '/api/tintuc', owner, article({ slug: first.slug }));
    expect(vi.statusCode).toBe(409);
    expect(vi.json().errors.slug).toBe('Giá trị này đã được dùng cho một mục khác, vui lòng chọn giá trị khác.');
    const en = await call('PUT', `/api/tintuc/${second._id}`, owner, article({ slug: first.slug }), 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().errors.slug).toBe('This value is already used by another item, please choose another one.');
  });

  it('deletes it: 200, gone for everyone, history kept', async () => {
    const created = await create({ tieude: 'Bài sẽ xóa' });
    expect((await call('DELETE', `/api/tintuc/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/tintuc/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/tintuc/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('empties the public caches after each committed write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await create({ tieude: 'Thông báo đổi giờ' });
    await call('PUT', `/api/tintuc/${created._id}`, owner, article());
    await call('DELETE', `/api/tintuc/${created._id}`, owner);
    await call('POST', '/api/tintuc', owner, { tieude: '' });
    stop();
    expect(reasons).toEqual(['tintuc', 'tintuc', 'tintuc']);
  });
});

describe('refusing bad input', () => {
  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const vi = await call('POST', '/api/tintuc', owner, { tieude: '   ', hienthi: 'yes', slug: 'Có Dấu' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toMatchObject({
      dmtintuc_id: expect.any(String),
      tieude: expect.any(String),
      hienthi: expect.any(String),
      slug: 'Đường dẫn chỉ gồm chữ thường không dấu, chữ số và dấu gạch ngang (ví dụ: kham-suc-khoe).',
    });
    const en = await call('POST', '/api/tintuc', owner, { tieude: '' }, undefined);
    expect(en.statusCode).toBe(400);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 400 on the field for a publication moment outside 1900–2100 (the database cannot store year 0)', async () => {
    for (const ngaydang of ['0000-01-01T00:00:00Z', '9999-12-31T23:59:59Z']) {
      const response = await call('POST', '/api/tintuc', owner, article({ ngaydang }));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual(['ngaydang']);
    }
  });

  it('answers 400 on the field for a category that does not exist', async () => {
    const response = await call('POST', '/api/tintuc', owner, article({ dmtintuc_id: crypto.randomUUID() }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ dmtintuc_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('answers 404 for an unknown article, 400 for a malformed id', async () => {
    expect((await call('PUT', `/api/tintuc/${crypto.randomUUID()}`, owner, article())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/tintuc/42', owner)).statusCode).toBe(400);
  });
});

describe('sanitizing the body', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '<img src="/uploads/00000000-0000-0000-0000-000000000000.webp" onerror="alert(1)">',
    '<p onclick="alert(1)">bấm</p>',
    '<a href="javascript:alert(1)">liên kết</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">dữ liệu</a>',
    '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
    '<svg onload="alert(1)"><script>alert(1)</script></svg>',
    '<p style="background:url(javascript:alert(1)); width: expression(alert(1))">kiểu</p>',
    '<iframe src="https://example.com"></iframe>',
  ];

  it('removes script, handlers, javascript: and data: addresses, SVG and style from both languages', async () => {
    const created = await create({ noidung: attacks.join(''), noidung_en: attacks.join('') });
    const record = (await call('GET', `/api/tintuc/${created._id}`, owner)).json().data;
    for (const body of [record.noidung, record.noidung_en] as string[]) {
      expect(body).not.toMatch(/<script|onerror|onclick|onload|javascript:|data:|<svg|style=|expression|<iframe/i);
      expect(body).toContain('<p>bấm</p>');
      expect(body).toContain('liên kết');
    }
  });
});

describe('who may do what', async () => {
  const view = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, delete: true })]);
  const elsewhere = await staffWithMenu(app, db, [menuEntry('/danh-muc-tin-tuc', { view: true, create: true })]);
  const target = await create({ tieude: 'Bài để thử quyền' });
  const url = `/api/tintuc/${target._id}`;

  it('answers 401 to a write without sign-in, in the caller’s language', async () => {
    for (const [method, path] of [
      ['POST', '/api/tintuc'],
      ['PUT', url],
      ['DELETE', url],
    ] as const) {
      const response = await call(method, path, undefined, article(), 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/tintuc', view, article())).statusCode).toBe(403);
    expect((await call('PUT', url, view, article())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    expect((await call('POST', '/api/tintuc', elsewhere, article())).statusCode).toBe(403);

    expect((await call('POST', '/api/tintuc', creator, article())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, article())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, article({ tieude: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/tintuc', deleter, article())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('shows drafts only to staff who may view news; others read as the public', async () => {
    const draft = await create({ tieude: 'Nháp chỉ biên tập viên thấy', hienthi: false });
    expect((await call('GET', `/api/tintuc/${draft._id}`, view)).statusCode).toBe(200);
    expect((await call('GET', `/api/tintuc/${draft._id}`, elsewhere)).statusCode).toBe(404);
    const expired = { ...view, token: `${view.token.slice(0, -4)}AAAA` };
    expect((await call('GET', `/api/tintuc/${draft._id}`, expired)).statusCode).toBe(404);
    expect((await call('GET', '/api/tintuc?limit=1', expired)).statusCode).toBe(200);
  });
});

describe('the staff list', () => {
  it('searches without diacritics, filters by category and state, and sorts by the allowed fields', async () => {
    await create({ tieude: 'Điều trị viêm da cơ địa', noibat: true });
    const found = (await call('GET', '/api/tintuc?q=dieu tri viem da', owner)).json().data;
    expect(found.docs.map((d: { tieude: string }) => d.tieude)).toContain('Điều trị viêm da cơ địa');
    const byCategory = (await call('GET', `/api/tintuc?limit=0&dmtintuc_id=${category!._id}`, owner)).json().data;
    expect(byCategory.docs.every((d: { dmtintuc_id: string }) => d.dmtintuc_id === category!._id)).toBe(true);
    const featured = (await call('GET', '/api/tintuc?limit=0&noibat=true', owner)).json().data;
    expect(featured.docs.every((d: { noibat: boolean }) => d.noibat)).toBe(true);
    const sorted = (await call('GET', '/api/tintuc?limit=0&sort=tieude', owner)).json().data;
    const titles = sorted.docs.map((d: { tieude: string }) => d.tieude);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
    const updated = (await call('GET', '/api/tintuc?limit=2&sort=-updatedAt', owner)).json().data;
    expect(updated.docs[0].tieude).toBe('Điều trị viêm da cơ địa');
    expect((await call('GET', '/api/tintuc?sort=noidung', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/tintuc?trangthai=xoa', owner)).statusCode).toBe(400);
  });

  it('answers at most the documented maximum for limit=0', async () => {
    const all = (await call('GET', '/api/tintuc?limit=0', owner)).json().data;
    expect(all).toMatchObject({ page: 1, limit: 0, totalPages: 1 });
    expect(all.docs.length).toBe(all.totalDocs);
  });

  it('keeps the history row and the article together: a failed write leaves neither', async () => {
    const before = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'tintuc')));
    await call('POST', '/api/tintuc', owner, article({ dmtintuc_id: crypto.randomUUID() }));
    const after = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.tainguyen, 'tintuc')));
    expect(after.length).toBe(before.length);
  });
});
