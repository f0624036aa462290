// The guides editors' API, built by the module kit: catalogues (/api/dmhuongdan) and guides (/api/huongdan). The
// public reads published guides of live catalogues; staff list drafts, write with a history row, get field errors,
// and every flag is checked on the server. A catalogue holding live guides is not deleted.
import { guideCategoryRecord, guideRecord, guideRow } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, files, guideCategories, guides } from '../../db/schema';
import { demoGuideCategories } from '../../db/seed/guides';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, type SignedIn, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const [preparing, aftercare] = await db.select().from(guideCategories).orderBy(guideCategories.thutu);
const [picture] = await db
  .insert(files)
  .values({ tenfile: 'huong-dan.webp', duongdan: 'huong-dan-thu.webp', loai: 'image/webp', kichthuoc: 10 })
  .returning();

const guide = (changes: Record<string, unknown> = {}) => ({
  dmhuongdan_id: preparing!._id,
  tieude: 'Chuẩn bị trước khi nội soi dạ dày',
  tieude_en: 'Preparing for a gastroscopy',
  mota: 'Nhịn ăn 8 giờ trước khi nội soi.',
  mota_en: 'Fast for 8 hours before the scope.',
  noidung: '<h2>Nhịn ăn</h2><p>Không ăn uống sau <strong>22 giờ</strong> tối hôm trước.</p>',
  noidung_en: '<h2>Fasting</h2><p>Nothing to eat or drink after 10 pm the evening before.</p>',
  hinhanh_id: picture!._id,
  thutu: 9,
  hienthi: true,
  ...changes,
});

async function createGuide(changes: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/api/huongdan', who, guide(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; hienthi: boolean; noidung: string };
}

async function createCatalogue(body: Record<string, unknown>, who: SignedIn = owner) {
  const response = await call('POST', '/api/dmhuongdan', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; sohuongdan: number; thutu: number };
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

const titles = (body: { data: { docs: { tieude: string }[] } }) => body.data.docs.map((doc) => doc.tieude);

describe('the public reads', () => {
  it('lists the catalogues in their order, each with its published guides counted', async () => {
    const body = (await call('GET', '/api/dmhuongdan?limit=0')).json();
    expect(body.data.docs.map((doc: { tendanhmuc: string }) => doc.tendanhmuc)).toEqual(
      demoGuideCategories.map((category) => category.tendanhmuc),
    );
    expect(body.data.docs.map((doc: { sohuongdan: number }) => doc.sohuongdan)).toEqual(
      demoGuideCategories.map((category) => category.huongdan.length),
    );
    expect(guideCategoryRecord.safeParse(body.data.docs[0]).success).toBe(true);
  });

  it('lists every published guide catalogue by catalogue, with its picture and no body', async () => {
    const body = (await call('GET', '/api/huongdan?limit=0')).json();
    expect(titles(body)).toEqual(demoGuideCategories.flatMap((c) => c.huongdan.map((g) => g.tieude)));
    const first = body.data.docs[0];
    expect(guideRow.strict().safeParse(first).success).toBe(true);
    expect(first).toMatchObject({
      danhmuc: { _id: preparing!._id, tendanhmuc: 'Chuẩn bị trước khi khám và xét nghiệm' },
      hinhanh: { url: expect.stringMatching(/^\/uploads\//) },
    });
  });

  it('reads one guide with its body in both languages', async () => {
    const [first] = (await call('GET', '/api/huongdan?limit=1')).json().data.docs;
    const record = (await call('GET', `/api/huongdan/${first._id}`)).json().data;
    expect(guideRecord.safeParse(record).success).toBe(true);
    expect(record.noidung).toMatch(/<h2>/);
    expect(record.noidung_en).toMatch(/<h2>/);
  });

  it('searches titles in both languages and summaries without diacritics, and filters by catalogue', async () => {
    const search = async (q: string) => titles((await call('GET', `/api/huongdan?q=${encodeURIComponent(q)}`)).json());
    expect(await search('xet nghiem mau')).toEqual(['Chuẩn bị trước khi xét nghiệm máu']);
    expect(await search('VẾT KHÂU')).toEqual(['Chăm sóc vết khâu tại nhà']);
    expect(await search('toenail')).toEqual(['Chăm sóc sau điều trị móng chân mọc quặp']);
    expect(await search('bang quang day')).toEqual(['Chuẩn bị trước khi siêu âm bụng']);
    const byCatalogue = (await call('GET', `/api/huongdan?limit=0&dmhuongdan_id=${aftercare!._id}`)).json();
    expect(titles(byCatalogue)).toEqual(demoGuideCategories[1]!.huongdan.map((g) => g.tieude));
    const catalogues = (await call('GET', '/api/dmhuongdan?q=cham soc')).json();
    expect(catalogues.data.docs.map((doc: { tendanhmuc: string }) => doc.tendanhmuc)).toEqual([
      'Chăm sóc sau tiểu phẫu',
    ]);
  });
});

describe('writing guides', () => {
  it('creates one with 201 for the site clinic, its picture and one history row; the public sees it', async () => {
    const created = await createGuide();
    expect(guideRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ hinhanh_id: picture!._id, hinhanh: { _id: picture!._id } });
    const [row] = await db.select().from(guides).where(eq(guides._id, created._id));
    expect(row!.phongkham_id).toBe(preparing!.phongkham_id);
    expect(await history(created._id)).toMatchObject([{ hanhdong: 'TAO', tainguyen: 'huongdan', truoc: null }]);
    expect((await call('GET', `/api/huongdan/${created._id}`)).statusCode).toBe(200);
  });

  it('keeps an unpublished guide from the public and shows it to staff, filtered on the flag', async () => {
    const draft = await createGuide({ tieude: 'Bản nháp hướng dẫn đo huyết áp tại nhà', hienthi: false });
    expect((await call('GET', `/api/huongdan/${draft._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/huongdan/${draft._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/huongdan?q=do huyet ap tai nha')).json().data.totalDocs).toBe(0);
    const drafts = (await call('GET', '/api/huongdan?limit=0&hienthi=false', owner)).json().data.docs;
    expect(drafts.map((d: { _id: string }) => d._id)).toContain(draft._id);
    expect(drafts.every((d: { hienthi: boolean }) => !d.hienthi)).toBe(true);
  });

  it('updates it, records before and after, and unpublishing removes it from the public', async () => {
    const created = await createGuide({ tieude: 'Chuẩn bị trước khi đo điện tim' });
    const response = await call(
      'PUT',
      `/api/huongdan/${created._id}`,
      owner,
      guide({ tieude: 'Chuẩn bị trước khi đo điện tim gắng sức', hinhanh_id: null, hienthi: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hinhanh: null, hienthi: false });
    const [update] = await history(created._id);
    expect(update!.truoc).toMatchObject({ tieude: 'Chuẩn bị trước khi đo điện tim', hienthi: true });
    expect(update!.sau).toMatchObject({ tieude: 'Chuẩn bị trước khi đo điện tim gắng sức', hienthi: false });
    expect((await call('GET', `/api/huongdan/${created._id}`)).statusCode).toBe(404);
  });

  it('deletes it: gone for everyone, history kept', async () => {
    const created = await createGuide({ tieude: 'Hướng dẫn sẽ xóa' });
    expect((await call('DELETE', `/api/huongdan/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/huongdan/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('cleans the body in both languages and empties the public caches after each write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const attack = '<p onclick="alert(1)">bấm</p><script>alert(1)</script><iframe src="https://x.example"></iframe>';
    const created = await createGuide({ noidung: attack, noidung_en: attack });
    await call('DELETE', `/api/huongdan/${created._id}`, owner);
    stop();
    expect(reasons).toEqual(['huongdan', 'huongdan']);
    const [row] = await db.select().from(guides).where(eq(guides._id, created._id));
    for (const body of [row!.noidung, row!.noidung_en]) {
      expect(body).not.toMatch(/<script|onclick|<iframe/i);
      expect(body).toContain('<p>bấm</p>');
    }
  });
});

describe('refusing bad guides', () => {
  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const vi = await call('POST', '/api/huongdan', owner, { tieude: ' ', hinhanh_id: 'anh', hienthi: 1 });
    expect(vi.statusCode).toBe(400);
    expect(Object.keys(vi.json().errors).sort()).toEqual(['dmhuongdan_id', 'hienthi', 'hinhanh_id', 'tieude']);
    expect(vi.json().errors.tieude).toBe('Không được để trống');
    const en = await call('POST', '/api/huongdan', owner, guide({ mota: 'x'.repeat(1001) }), 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors)).toEqual(['mota']);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 400 on the field for a catalogue or a picture that does not exist', async () => {
    const catalogue = await call('POST', '/api/huongdan', owner, guide({ dmhuongdan_id: crypto.randomUUID() }));
    expect(catalogue.statusCode).toBe(400);
    expect(catalogue.json().errors).toEqual({ dmhuongdan_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    const image = await call('POST', '/api/huongdan', owner, guide({ hinhanh_id: crypto.randomUUID() }));
    expect(image.statusCode).toBe(400);
    expect(image.json().errors).toEqual({ hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('answers 404 for an unknown guide, 400 for a malformed id or sort', async () => {
    expect((await call('GET', `/api/huongdan/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/huongdan/${crypto.randomUUID()}`, owner, guide())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/huongdan/42', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/huongdan?sort=noidung')).statusCode).toBe(400);
  });
});

describe('writing catalogues', () => {
  it('creates, updates and deletes one with its history rows', async () => {
    const created = await createCatalogue({ tendanhmuc: 'Tiêm chủng', tendanhmuc_en: 'Vaccination', thutu: 3 });
    expect(created).toMatchObject({ thutu: 3, sohuongdan: 0 });
    const path = `/api/dmhuongdan/${created._id}`;
    expect((await call('PUT', path, owner, { tendanhmuc: 'Tiêm chủng cho trẻ', thutu: 4 })).statusCode).toBe(200);
    expect((await call('DELETE', path, owner)).statusCode).toBe(200);
    expect((await call('GET', path, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => [row.hanhdong, row.tainguyen])).toEqual([
      ['XOA', 'dmhuongdan'],
      ['CAP_NHAT', 'dmhuongdan'],
      ['TAO', 'dmhuongdan'],
    ]);
  });

  it('refuses to delete a catalogue holding live guides (409 with the count), drafts included', async () => {
    const catalogue = await createCatalogue({ tendanhmuc: 'Chăm sóc người cao tuổi' });
    const draft = await createGuide({ dmhuongdan_id: catalogue._id, hienthi: false });
    const refused = await call('DELETE', `/api/dmhuongdan/${catalogue._id}`, owner);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Danh mục đang có 1 bài hướng dẫn nên không thể xóa. Hãy chuyển hoặc xóa các bài hướng dẫn trước.',
    );
    await call('DELETE', `/api/huongdan/${draft._id}`, owner);
    expect((await call('DELETE', `/api/dmhuongdan/${catalogue._id}`, owner)).statusCode).toBe(200);
    // A guide may not go into the removed catalogue.
    const into = await call('POST', '/api/huongdan', owner, guide({ dmhuongdan_id: catalogue._id }));
    expect(into.json().errors).toEqual({ dmhuongdan_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('answers 400 with the field message for an empty name', async () => {
    const response = await call('POST', '/api/dmhuongdan', owner, { tendanhmuc: '' }, 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ tendanhmuc: 'Must not be left empty' });
  });
});

describe('who may do what', () => {
  const flags = (flag: 'create' | 'update' | 'delete' | null) => {
    const granted = { view: true, ...(flag ? { [flag]: true } : {}) };
    return staffWithMenu(app, db, [menuEntry('/huongdan', granted), menuEntry('/dmhuongdan', granted)]);
  };
  let viewer: SignedIn, creator: SignedIn, updater: SignedIn, deleter: SignedIn, elsewhere: SignedIn, url: string;
  // Made when the tests run, not when they are collected: the public reads above list the seeded guides only.
  beforeAll(async () => {
    viewer = await flags(null);
    creator = await flags('create');
    updater = await flags('update');
    deleter = await flags('delete');
    // Grants on the FAQ do not reach the guides.
    elsewhere = await staffWithMenu(app, db, [menuEntry('/faq', { view: true, create: true, delete: true })]);
    url = `/api/huongdan/${(await createGuide({ tieude: 'Hướng dẫn để thử quyền' }))._id}`;
  });

  it('answers 401 to a write without sign-in', async () => {
    for (const [method, path] of [
      ['POST', '/api/huongdan'],
      ['PUT', url],
      ['DELETE', url],
      ['POST', '/api/dmhuongdan'],
      ['DELETE', `/api/dmhuongdan/${preparing!._id}`],
    ] as const) {
      expect((await call(method, path, undefined, guide())).statusCode).toBe(401);
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/huongdan', viewer, guide())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer, guide())).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/huongdan', elsewhere, guide())).statusCode).toBe(403);
    expect((await call('DELETE', url, elsewhere)).statusCode).toBe(403);

    expect((await call('POST', '/api/huongdan', creator, guide())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, guide())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, guide({ tieude: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/huongdan', deleter, guide())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('checks each flag on the catalogues too', async () => {
    expect((await call('POST', '/api/dmhuongdan', viewer, { tendanhmuc: 'A' })).statusCode).toBe(403);
    const created = await createCatalogue({ tendanhmuc: 'Danh mục thử quyền' }, creator);
    const path = `/api/dmhuongdan/${created._id}`;
    expect((await call('PUT', path, creator, { tendanhmuc: 'B' })).statusCode).toBe(403);
    expect((await call('PUT', path, updater, { tendanhmuc: 'C' })).statusCode).toBe(200);
    expect((await call('DELETE', path, updater)).statusCode).toBe(403);
    expect((await call('DELETE', path, deleter)).statusCode).toBe(200);
  });

  it('shows drafts only to staff who may view the guides; others read as the public', async () => {
    const draft = await createGuide({ tieude: 'Nháp chỉ người biên tập thấy', hienthi: false });
    expect((await call('GET', `/api/huongdan/${draft._id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/huongdan/${draft._id}`, elsewhere)).statusCode).toBe(404);
  });
});
