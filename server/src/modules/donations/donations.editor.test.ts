// The donations API: staff record what sponsors gave under the operation's grants, each write moves the operation's
// raised amount and empties the public caches, the public page names a sponsor only with their consent, and the
// public never reads the donations themselves.
import { donationRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const recorder = await createStaff(db, { role: 'ADMINISTRATOR' });
const owner = await signIn(app, recorder);

const newOperation = async (changes: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/taitro', owner, {
    tieude: 'Mổ sỏi thận cho chú S.',
    benhnhan: 'Chú L.V.S., 61 tuổi',
    chiphi: 10_000_000,
    trangthai: 'DANG_KEU_GOI',
    hienthi: true,
    ...changes,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
};
const operationId = await newOperation();

const gift = (changes: Record<string, unknown> = {}) => ({
  taitro_id: operationId,
  nhataitro: 'Công ty TNHH Thiết bị Y tế Phương Nam',
  sotien: 2_000_000,
  ngay: '2025-05-20',
  congkhai: true,
  ghichu: 'Chuyển khoản ngày 20/5',
  ...changes,
});

async function record(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/quyengop', owner, gift(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; nguoighi: { hoten: string } };
}

const publicPage = async (id = operationId) => (await call('GET', `/api/taitro/${id}`)).json().data;
const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));
const tomorrow = () => new Date(Date.now() + 7 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);

describe('recording donations', () => {
  it('records one with its recorder and a history row, and the operation has raised it', async () => {
    const created = await record();
    expect(donationRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ sotien: 2_000_000, ngay: '2025-05-20', nguoighi_id: recorder._id });
    expect(created.nguoighi.hoten).toBe(`Nhân viên ${recorder.taikhoan}`);
    const [row] = await history(created._id);
    expect(row).toMatchObject({ hanhdong: 'TAO', tainguyen: 'quyengop' });
    expect(row!.sau).toMatchObject({ nhataitro: 'Công ty TNHH Thiết bị Y tế Phương Nam', sotien: 2_000_000 });
    expect((await publicPage()).dataitro).toBe(2_000_000);
    const listed = (await call('GET', '/api/taitro?limit=0&q=soi than cho chu s')).json().data.docs;
    expect(listed).toEqual([expect.objectContaining({ dataitro: 2_000_000, chiphi: 10_000_000 })]);
  });

  it('lists donors on the public page newest first, named only with their consent', async () => {
    const id = await newOperation({ tieude: 'Mổ nội soi khớp gối cho cô M.' });
    await record({ taitro_id: id, nhataitro: 'Nhóm thiện nguyện Bình Minh', sotien: 1_000_000, ngay: '2025-04-01' });
    await record({
      taitro_id: id,
      nhataitro: 'Ông Trần Văn Phúc',
      sotien: 3_000_000,
      ngay: '2025-04-03',
      congkhai: false,
    });
    const page = await publicPage(id);
    expect(page.dataitro).toBe(4_000_000);
    expect(page.quyengop).toEqual([
      { _id: expect.any(String), nhataitro: null, sotien: 3_000_000, ngay: '2025-04-03' },
      { _id: expect.any(String), nhataitro: 'Nhóm thiện nguyện Bình Minh', sotien: 1_000_000, ngay: '2025-04-01' },
    ]);
    // No trace of the anonymous sponsor's name or of the notes anywhere in what the public reads.
    const raw = (await call('GET', `/api/taitro/${id}`)).body;
    expect(raw).not.toContain('Trần Văn Phúc');
    expect(raw).not.toContain('Chuyển khoản');
  });

  it('updates and deletes one: the raised amount follows, history kept, caches emptied each time', async () => {
    const id = await newOperation({ tieude: 'Mổ u xơ tử cung cho chị K.' });
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await record({ taitro_id: id, sotien: 1_500_000 });
    const updated = await call(
      'PUT',
      `/api/quyengop/${created._id}`,
      owner,
      gift({ taitro_id: id, sotien: 2_500_000 }),
    );
    expect(updated.statusCode).toBe(200);
    expect((await publicPage(id)).dataitro).toBe(2_500_000);
    expect((await call('DELETE', `/api/quyengop/${created._id}`, owner)).statusCode).toBe(200);
    stop();
    expect(reasons).toEqual(['quyengop', 'quyengop', 'quyengop']);
    expect((await publicPage(id)).dataitro).toBe(0);
    expect((await call('GET', `/api/quyengop/${created._id}`, owner)).statusCode).toBe(404);
    const rows = await history(created._id);
    expect(rows.map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
    expect(rows[1]!.truoc).toMatchObject({ sotien: 1_500_000 });
    expect(rows[1]!.sau).toMatchObject({ sotien: 2_500_000 });
  });

  it('lists one operation’s donations, searches sponsors without diacritics and sorts by amount', async () => {
    const id = await newOperation({ tieude: 'Mổ thay thủy tinh thể cho bà Q.' });
    await record({ taitro_id: id, nhataitro: 'Hội Phụ nữ phường Tân Định', sotien: 700_000 });
    await record({ taitro_id: id, nhataitro: 'Nhóm bạn đại học Y khóa 1998', sotien: 900_000 });
    const ofOne = (await call('GET', `/api/quyengop?limit=0&taitro_id=${id}&sort=-sotien`, owner)).json().data;
    expect(ofOne.docs.map((d: { sotien: number }) => d.sotien)).toEqual([900_000, 700_000]);
    const found = (await call('GET', `/api/quyengop?limit=0&taitro_id=${id}&q=phu nu phuong tan dinh`, owner)).json()
      .data;
    expect(found.docs.map((d: { nhataitro: string }) => d.nhataitro)).toEqual(['Hội Phụ nữ phường Tân Định']);
    expect((await call('GET', '/api/quyengop?sort=ghichu', owner)).statusCode).toBe(400);
  });
});

describe('refusing bad input', () => {
  it('answers 400 with a message under each field, in vi and en', async () => {
    const vi = await call('POST', '/api/quyengop', owner, {
      taitro_id: '',
      nhataitro: ' ',
      sotien: 0,
      ngay: tomorrow(),
    });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      taitro_id: 'Không được để trống',
      nhataitro: 'Không được để trống',
      sotien: 'Số tiền phải lớn hơn 0',
      ngay: 'Ngày không được ở sau hôm nay',
    });
    const en = await call('POST', '/api/quyengop', owner, gift({ sotien: 1.5, ngay: '2025-02-30' }), 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors).sort()).toEqual(['ngay', 'sotien']);
    expect(en.json().errors.ngay).toBe('Invalid date');
  });

  it('refuses an operation that does not exist or was deleted, on the field', async () => {
    const unknown = await call('POST', '/api/quyengop', owner, gift({ taitro_id: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ taitro_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    const gone = await newOperation({ tieude: 'Ca mổ sẽ xóa' });
    expect((await call('DELETE', `/api/taitro/${gone}`, owner)).statusCode).toBe(200);
    const late = await call('POST', '/api/quyengop', owner, gift({ taitro_id: gone }));
    expect(late.statusCode).toBe(400);
    expect(late.json().errors).toEqual({ taitro_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('answers 404 for an unknown donation, 400 for a malformed id', async () => {
    expect((await call('PUT', `/api/quyengop/${crypto.randomUUID()}`, owner, gift())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quyengop/${crypto.randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/quyengop/abc', owner)).statusCode).toBe(400);
  });
});

describe('who may do what', async () => {
  const view = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, delete: true })]);
  const stories = await staffWithMenu(app, db, [
    menuEntry('/cau-chuyen-thanh-cong', { view: true, create: true, update: true, delete: true }),
  ]);
  // Made while the tests are collected: its own operation, so the others' sums stay as they expect.
  const target = await record({
    taitro_id: await newOperation({ tieude: 'Ca mổ để thử quyền' }),
    nhataitro: 'Nhà thuốc Hồng Phúc',
  });
  const url = `/api/quyengop/${target._id}`;

  it('is not a public read: 401 without sign-in, 403 without the operations’ view grant', async () => {
    for (const path of ['/api/quyengop', url]) {
      expect((await call('GET', path)).statusCode).toBe(401);
      expect((await call('GET', path, stories)).statusCode).toBe(403);
      expect((await call('GET', path, view)).statusCode).toBe(200);
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/quyengop', view, gift())).statusCode).toBe(403);
    expect((await call('PUT', url, view, gift())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    expect((await call('POST', '/api/quyengop', stories, gift())).statusCode).toBe(403);

    const byCreator = await call('POST', '/api/quyengop', creator, gift());
    expect(byCreator.statusCode).toBe(201);
    expect(byCreator.json().data.nguoighi.hoten).toMatch(/^Người kiểm thử/);
    expect((await call('PUT', url, creator, gift())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, gift({ sotien: 2_200_000 }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/quyengop', deleter, gift())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('keeps the first recorder when someone else corrects a donation', async () => {
    const created = await record();
    const corrected = await call('PUT', `/api/quyengop/${created._id}`, updater, gift({ sotien: 1_000_000 }));
    expect(corrected.json().data.nguoighi_id).toBe(recorder._id);
  });
});
