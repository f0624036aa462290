// The sponsored operations' editor API, built by the module kit: staff list hidden operations, write them with their
// history row, get field errors they can act on (a patient named in full is refused), never type the raised
// amount, and cannot delete an operation that holds donations or is followed by a story.
import { sponsorshipRecord } from '@phongkham/contracts';
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

const operation = (changes: Record<string, unknown> = {}) => ({
  tieude: 'Mổ đục thủy tinh thể cho ông B.',
  tieude_en: 'Cataract surgery for Mr B.',
  mota: 'Ông B. gần như không còn nhìn thấy bằng mắt phải.',
  noidung: '<p>Ông B. sống cùng con gái ở <strong>Củ Chi</strong>.</p>',
  benhnhan: 'Ông T.V.B., 76 tuổi, huyện Củ Chi',
  benhnhan_en: 'Mr T.V.B., 76, Củ Chi district',
  chiphi: 9_000_000,
  trangthai: 'DANG_KEU_GOI',
  hienthi: true,
  ...changes,
});

type Saved = { _id: string; dataitro: number; ngaydang: string; hienthi: boolean; tieude: string };

async function create(changes: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/taitro', owner, operation(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Saved;
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

const donate = async (taitro_id: string, sotien: number, extra: Record<string, unknown> = {}) => {
  const response = await call('POST', '/api/quyengop', owner, {
    taitro_id,
    nhataitro: 'Nhóm thiện nguyện Hoa Sen',
    sotien,
    ngay: '2025-03-01',
    congkhai: true,
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string };
};

describe('writing an operation', () => {
  it('creates it with 201, nothing raised yet, posted now, and one history row', async () => {
    const before = Date.now();
    const created = await create();
    expect(sponsorshipRecord.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      benhnhan: 'Ông T.V.B., 76 tuổi, huyện Củ Chi',
      benhnhan_en: 'Mr T.V.B., 76, Củ Chi district',
      chiphi: 9_000_000,
      dataitro: 0,
      quyengop: [],
      cauchuyen: [],
    });
    expect(Date.parse(created.ngaydang)).toBeGreaterThanOrEqual(before - 1000);
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'taitro', truoc: null });
    expect(rows[0]!.sau).toMatchObject({ tieude: 'Mổ đục thủy tinh thể cho ông B.', chiphi: 9_000_000 });
  });

  it('never takes a typed raised amount: it stays the sum of the donations', async () => {
    const created = await create({ dataitro: 9_000_000 });
    expect(created.dataitro).toBe(0);
    await donate(created._id, 1_250_000);
    const updated = await call('PUT', `/api/taitro/${created._id}`, owner, operation({ dataitro: 1 }));
    expect(updated.json().data.dataitro).toBe(1_250_000);
  });

  it('keeps a hidden operation off the public list and page, and shows it to staff', async () => {
    const hidden = await create({ tieude: 'Ca mổ chờ gia đình đồng ý đăng', hienthi: false });
    expect((await call('GET', `/api/taitro/${hidden._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/taitro/${hidden._id}`, owner)).statusCode).toBe(200);
    const publicList = (await call('GET', '/api/taitro?limit=0&q=cho gia dinh dong y')).json().data;
    const staffList = (await call('GET', '/api/taitro?limit=0&q=cho gia dinh dong y', owner)).json().data;
    expect(publicList.totalDocs).toBe(0);
    expect(staffList.docs).toEqual([expect.objectContaining({ _id: hidden._id, hienthi: false })]);
    const drafts = (await call('GET', '/api/taitro?limit=0&hienthi=false', owner)).json().data;
    expect(drafts.docs.every((doc: { hienthi: boolean }) => !doc.hienthi)).toBe(true);
  });

  it('updates it and records before and after', async () => {
    const created = await create({ tieude: 'Mổ mắt cho ông B.' });
    const response = await call(
      'PUT',
      `/api/taitro/${created._id}`,
      owner,
      operation({ tieude: 'Đã mổ mắt cho ông B.', trangthai: 'DA_PHAU_THUAT' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ tieude: 'Đã mổ mắt cho ông B.', trangthai: 'DA_PHAU_THUAT' });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT', tainguyen: 'taitro' });
    expect(update!.truoc).toMatchObject({ tieude: 'Mổ mắt cho ông B.', trangthai: 'DANG_KEU_GOI' });
    expect(update!.sau).toMatchObject({ tieude: 'Đã mổ mắt cho ông B.', trangthai: 'DA_PHAU_THUAT' });
  });

  it('deletes it: 200, gone for everyone, history kept', async () => {
    const created = await create({ tieude: 'Ca mổ nhập nhầm' });
    expect((await call('DELETE', `/api/taitro/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/taitro/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/taitro/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('refuses to delete an operation holding donations or followed by a story (409), in vi and en', async () => {
    const funded = await create({ tieude: 'Ca mổ đã có người góp' });
    const gift = await donate(funded._id, 500_000);
    const vi = await call('DELETE', `/api/taitro/${funded._id}`, owner);
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toBe(
      'Ca mổ đã có 1 khoản quyên góp được ghi nhận nên không thể xóa. Hãy ẩn ca mổ khỏi trang web thay vì xóa.',
    );
    expect((await call('DELETE', `/api/quyengop/${gift._id}`, owner)).statusCode).toBe(200);

    const story = await call('POST', '/api/cauchuyen', owner, {
      tieude: 'Ông B. đọc báo trở lại',
      taitro_id: funded._id,
      hienthi: true,
    });
    expect(story.statusCode).toBe(201);
    const en = await call('DELETE', `/api/taitro/${funded._id}`, owner, undefined, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe(
      '1 success stories link to the operation, so it cannot be deleted. Remove the link from those stories first.',
    );
    expect((await call('DELETE', `/api/cauchuyen/${story.json().data._id}`, owner)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/taitro/${funded._id}`, owner)).statusCode).toBe(200);
  });

  it('empties the public caches after each committed write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await create({ tieude: 'Ca mổ để thử bộ nhớ đệm' });
    await call('PUT', `/api/taitro/${created._id}`, owner, operation());
    await call('DELETE', `/api/taitro/${created._id}`, owner);
    await call('POST', '/api/taitro', owner, { tieude: '' });
    stop();
    expect(reasons).toEqual(['taitro', 'taitro', 'taitro']);
  });
});

describe('refusing bad input', () => {
  it('refuses a patient named in full, on the field, in vi and en', async () => {
    const vi = await call('POST', '/api/taitro', owner, operation({ benhnhan: 'Bà Nguyễn Thị Lan, 72 tuổi' }));
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      benhnhan:
        'Chỉ ghi chữ cái đầu của tên và tuổi (ví dụ: Bà N.T.L., 72 tuổi), không ghi họ tên đầy đủ của người bệnh.',
    });
    const en = await call('POST', '/api/taitro', owner, operation({ benhnhan_en: 'Mrs Tran Thi Lan, 72' }), 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({
      benhnhan_en: "Write only initials and age (e.g. Mrs N.T.L., 72), never the patient's full name.",
    });
    // Initials, a given name alone and the city's name are fine.
    for (const benhnhan of ['Bé Na, 9 tuổi', 'Anh H., TP. Hồ Chí Minh', 'Bà N.T.L., 72 tuổi, xã Cần Giờ']) {
      expect((await call('POST', '/api/taitro', owner, operation({ benhnhan }))).statusCode).toBe(201);
    }
  });

  it('answers 400 with a message under each field and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const response = await call('POST', '/api/taitro', owner, {
      tieude: '  ',
      benhnhan: 'Bà N.T.L., 72 tuổi, sống một mình trong căn nhà nhỏ cạnh bến phà Bình Khánh',
      chiphi: -1,
      trangthai: 'XONG',
      hienthi: 'co',
      ngaydang: '0000-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tieude: 'Không được để trống',
      benhnhan: 'Người bệnh không được vượt quá 60 ký tự',
      chiphi: 'Chi phí không được nhỏ hơn 0',
      trangthai: 'Trạng thái phải là một trong các giá trị: DANG_KEU_GOI, DA_PHAU_THUAT',
      hienthi: expect.any(String),
      ngaydang: 'Ngày không hợp lệ',
    });
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 404 for an unknown operation, 400 for a malformed id', async () => {
    expect((await call('PUT', `/api/taitro/${crypto.randomUUID()}`, owner, operation())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/taitro/${crypto.randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/taitro/42', owner)).statusCode).toBe(400);
  });

  it('removes scripts from the story in both languages', async () => {
    const attack = '<p onclick="alert(1)">bấm</p><script>alert(1)</script><a href="javascript:alert(1)">xem</a>';
    const created = await create({ noidung: attack, noidung_en: attack });
    const record = (await call('GET', `/api/taitro/${created._id}`, owner)).json().data;
    for (const body of [record.noidung, record.noidung_en] as string[]) {
      expect(body).not.toMatch(/<script|onclick|javascript:/i);
      expect(body).toContain('<p>bấm</p>');
    }
  });
});

describe('who may do what', async () => {
  const view = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, delete: true })]);
  const elsewhere = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, create: true })]);
  const target = await create({ tieude: 'Ca mổ để thử quyền' });
  const url = `/api/taitro/${target._id}`;

  it('answers 401 to a write without sign-in, in the caller’s language', async () => {
    for (const [method, path] of [
      ['POST', '/api/taitro'],
      ['PUT', url],
      ['DELETE', url],
    ] as const) {
      const response = await call(method, path, undefined, operation(), 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/taitro', view, operation())).statusCode).toBe(403);
    expect((await call('PUT', url, view, operation())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    expect((await call('POST', '/api/taitro', elsewhere, operation())).statusCode).toBe(403);

    expect((await call('POST', '/api/taitro', creator, operation())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, operation())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, operation({ tieude: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/taitro', deleter, operation())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('shows hidden operations only to staff who may view them; others read as the public', async () => {
    const hidden = await create({ tieude: 'Ca mổ ẩn để thử quyền', hienthi: false });
    expect((await call('GET', `/api/taitro/${hidden._id}`, view)).statusCode).toBe(200);
    expect((await call('GET', `/api/taitro/${hidden._id}`, elsewhere)).statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('searches without diacritics in titles and patients, filters by status and sorts by what was raised', async () => {
    const search = (await call('GET', '/api/taitro?limit=0&q=duc thuy tinh the', owner)).json().data;
    expect(search.totalDocs).toBeGreaterThan(0);
    const byPatient = (await call('GET', '/api/taitro?limit=0&q=t.v.b., 76', owner)).json().data;
    expect(byPatient.totalDocs).toBeGreaterThan(0);
    const operated = (await call('GET', '/api/taitro?limit=0&trangthai=DA_PHAU_THUAT', owner)).json().data;
    expect(operated.docs.every((doc: { trangthai: string }) => doc.trangthai === 'DA_PHAU_THUAT')).toBe(true);
    const sorted = (await call('GET', '/api/taitro?limit=0&sort=-dataitro', owner)).json().data;
    const amounts = sorted.docs.map((doc: { dataitro: number }) => doc.dataitro);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => b - a));
    expect(amounts[0]).toBe(12_000_000);
    expect((await call('GET', '/api/taitro?sort=benhnhan', owner)).statusCode).toBe(400);
  });
});
