// The success stories' editor API, built by the module kit: staff write stories with their history row, may link
// the sponsored operation a story follows (each public page then names the other, when the public may see it),
// and every flag is checked on the server.
import { successStoryRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));

const story = (changes: Record<string, unknown> = {}) => ({
  tieude: 'Bé P. nói tròn vành sau ca mổ hở hàm ếch',
  tieude_en: 'Little P. speaks clearly after her cleft palate surgery',
  mota: 'Một năm sau ca mổ, bé P. đã đi học mẫu giáo.',
  noidung: '<p>Bé P. đã <em>hát được</em> bài hát đầu tiên.</p>',
  hienthi: true,
  ...changes,
});

async function create(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/cauchuyen', owner, story(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; taitro: unknown; taitro_id: string | null };
}

async function newOperation(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/taitro', owner, {
    tieude: 'Mổ hở hàm ếch cho bé P.',
    tieude_en: 'Cleft palate surgery for little P.',
    chiphi: 25_000_000,
    trangthai: 'DA_PHAU_THUAT',
    hienthi: true,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

describe('writing a story', () => {
  it('creates it with 201 and one history row, posted now', async () => {
    const created = await create();
    expect(successStoryRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ taitro_id: null, taitro: null, hienthi: true });
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'cauchuyen' });
  });

  it('links the operation it follows: each public page names the other', async () => {
    const operationId = await newOperation();
    const created = await create({ taitro_id: operationId });
    const publicStory = (await call('GET', `/api/cauchuyen/${created._id}`)).json().data;
    expect(publicStory.taitro).toEqual({
      _id: operationId,
      tieude: 'Mổ hở hàm ếch cho bé P.',
      tieude_en: 'Cleft palate surgery for little P.',
    });
    const publicOperation = (await call('GET', `/api/taitro/${operationId}`)).json().data;
    expect(publicOperation.cauchuyen).toEqual([
      {
        _id: created._id,
        tieude: 'Bé P. nói tròn vành sau ca mổ hở hàm ếch',
        tieude_en: 'Little P. speaks clearly after her cleft palate surgery',
      },
    ]);
    const filtered = (await call('GET', `/api/cauchuyen?taitro_id=${operationId}`)).json().data;
    expect(filtered.docs.map((d: { _id: string }) => d._id)).toEqual([created._id]);
  });

  it('names a hidden operation to staff only, and lists a hidden story on the operation to staff only', async () => {
    const hiddenOperation = await newOperation({ tieude: 'Ca mổ chưa công bố', hienthi: false });
    const linked = await create({ tieude: 'Câu chuyện của một ca chưa công bố', taitro_id: hiddenOperation });
    expect((await call('GET', `/api/cauchuyen/${linked._id}`)).json().data.taitro).toBeNull();
    expect((await call('GET', `/api/cauchuyen/${linked._id}`, owner)).json().data.taitro).toMatchObject({
      _id: hiddenOperation,
    });

    const shownOperation = await newOperation({ tieude: 'Ca mổ đã công bố' });
    const draft = await create({ tieude: 'Bản nháp câu chuyện', taitro_id: shownOperation, hienthi: false });
    expect((await call('GET', `/api/taitro/${shownOperation}`)).json().data.cauchuyen).toEqual([]);
    expect((await call('GET', `/api/taitro/${shownOperation}`, owner)).json().data.cauchuyen).toEqual([
      expect.objectContaining({ _id: draft._id }),
    ]);
    expect((await call('GET', `/api/cauchuyen/${draft._id}`)).statusCode).toBe(404);
    const drafts = (await call('GET', '/api/cauchuyen?limit=0&hienthi=false', owner)).json().data;
    expect(drafts.docs.map((d: { _id: string }) => d._id)).toContain(draft._id);
  });

  it('updates it (unlinking the operation) and records before and after', async () => {
    const operationId = await newOperation({ tieude: 'Ca mổ sẽ bỏ liên kết' });
    const created = await create({ tieude: 'Câu chuyện sẽ sửa', taitro_id: operationId });
    const response = await call(
      'PUT',
      `/api/cauchuyen/${created._id}`,
      owner,
      story({ tieude: 'Câu chuyện đã sửa', taitro_id: null }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ tieude: 'Câu chuyện đã sửa', taitro_id: null, taitro: null });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ tieude: 'Câu chuyện sẽ sửa', taitro_id: operationId });
    expect(update!.sau).toMatchObject({ tieude: 'Câu chuyện đã sửa', taitro_id: null });
    // Unlinked, the operation may go.
    expect((await call('DELETE', `/api/taitro/${operationId}`, owner)).statusCode).toBe(200);
  });

  it('deletes it: gone for everyone, history kept; caches emptied after each write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await create({ tieude: 'Câu chuyện sẽ xóa' });
    await call('PUT', `/api/cauchuyen/${created._id}`, owner, story());
    expect((await call('DELETE', `/api/cauchuyen/${created._id}`, owner)).statusCode).toBe(200);
    stop();
    expect(reasons).toEqual(['cauchuyen', 'cauchuyen', 'cauchuyen']);
    expect((await call('GET', `/api/cauchuyen/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
  });
});

describe('refusing bad input', () => {
  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const vi = await call('POST', '/api/cauchuyen', owner, { tieude: '', taitro_id: 'khong-phai-ma', hienthi: 1 });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toMatchObject({
      tieude: 'Không được để trống',
      taitro_id: expect.any(String),
      hienthi: expect.any(String),
    });
    const en = await call('POST', '/api/cauchuyen', owner, story({ tieude: 'x'.repeat(251) }), 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors)).toEqual(['tieude']);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('refuses an operation that does not exist or was deleted, on the field', async () => {
    const unknown = await call('POST', '/api/cauchuyen', owner, story({ taitro_id: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ taitro_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    const gone = await newOperation({ tieude: 'Ca mổ đã xóa' });
    await call('DELETE', `/api/taitro/${gone}`, owner);
    const late = await call('POST', '/api/cauchuyen', owner, story({ taitro_id: gone }), 'en');
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ taitro_id: 'The selected item does not exist or was deleted.' });
  });

  it('answers 404 for an unknown story', async () => {
    expect((await call('PUT', `/api/cauchuyen/${crypto.randomUUID()}`, owner, story())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cauchuyen/${crypto.randomUUID()}`, owner)).statusCode).toBe(404);
  });
});

describe('who may do what', async () => {
  const url_ = '/cau-chuyen-thanh-cong';
  const view = await staffWithMenu(app, db, [menuEntry(url_, { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry(url_, { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry(url_, { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry(url_, { view: true, delete: true })]);
  const operations = await staffWithMenu(app, db, [
    menuEntry('/tai-tro-ca-mo', { view: true, create: true, update: true, delete: true }),
  ]);
  const target = await create({ tieude: 'Câu chuyện để thử quyền' });
  const url = `/api/cauchuyen/${target._id}`;

  it('answers 401 to a write without sign-in', async () => {
    for (const [method, path] of [
      ['POST', '/api/cauchuyen'],
      ['PUT', url],
      ['DELETE', url],
    ] as const) {
      expect((await call(method, path, undefined, story())).statusCode).toBe(401);
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/cauchuyen', view, story())).statusCode).toBe(403);
    expect((await call('PUT', url, view, story())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    expect((await call('POST', '/api/cauchuyen', operations, story())).statusCode).toBe(403);

    expect((await call('POST', '/api/cauchuyen', creator, story())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, story())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, story({ tieude: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/cauchuyen', deleter, story())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });
});

describe('the staff list', () => {
  it('searches without diacritics and sorts by the allowed fields', async () => {
    await create({ tieude: 'Ông Tám đi lại vững vàng sau ca thay khớp háng' });
    const found = (await call('GET', '/api/cauchuyen?limit=0&q=thay khop hang', owner)).json().data;
    expect(found.docs.map((d: { tieude: string }) => d.tieude)).toContain(
      'Ông Tám đi lại vững vàng sau ca thay khớp háng',
    );
    const sorted = (await call('GET', '/api/cauchuyen?limit=0&sort=tieude', owner)).json().data;
    const titles = sorted.docs.map((d: { tieude: string }) => d.tieude);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b, 'vi')));
    expect((await call('GET', '/api/cauchuyen?sort=noidung', owner)).statusCode).toBe(400);
  });
});
