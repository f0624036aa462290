// General notices (/api/thongbaochung): the editors' API on the kit (list, search, filters, create, update,
// delete with history; 400, 401, 403 per flag, 404), and each staff member's own notices: only those addressed
// to their role, published and inside their window now, until they mark them read.
import { noticeRecord, type NoticeInput } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, noticeReads, roles } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, signIn, staffWithMenu, type SignedIn } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const call = apiCaller(app);
const ownerAccount = await createStaff(db, { role: 'ADMINISTRATOR' });
const owner = await signIn(app, ownerAccount);
const doctorAccount = await createStaff(db, { role: 'BACSY' });
const doctor = await signIn(app, doctorAccount);
const manager = await signIn(app, await createStaff(db, { role: 'QUANLY' }));
const admin = await signIn(app, await createStaff(db, { role: 'ADMIN' }));

const roleId = async (ma: string) =>
  (
    await db
      .select()
      .from(roles)
      .where(eq(roles.ma, ma as 'BACSY'))
  )[0]!._id;
const doctors = await roleId('BACSY');

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString();

let made = 0;
const notice = (changes: Partial<NoticeInput> = {}): NoticeInput => ({
  tieude: `Thông báo lịch trực số ${++made}`,
  tieude_en: `On-call schedule notice ${made}`,
  noidung: '<p>Lịch trực tuần sau đã được cập nhật.</p>',
  noidung_en: '<p>Next week’s on-call schedule is updated.</p>',
  doituong: 'TATCA',
  tungay: minutes(-5),
  denngay: null,
  hienthi: true,
  ...changes,
});

async function create(changes: Partial<NoticeInput> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/api/thongbaochung', who, notice(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; tieude: string; trangthai: string; vaitro_ids: string[] };
}

const mine = async (who: SignedIn) => {
  const response = await call('GET', '/api/thongbaochung/cua-toi', who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { docs: { _id: string; tieude: string }[]; chuadoc: number };
};
const titles = async (who: SignedIn) => (await mine(who)).docs.map((doc) => doc.tieude);

describe('the editors’ API', () => {
  it('creates, lists with its state, searches without diacritics, updates and deletes, with history', async () => {
    const created = await create({ tieude: 'Họp giao ban tháng mười hai' });
    expect(created).toMatchObject({ trangthai: 'danghienthi', vaitro_ids: [] });
    const record = (await call('GET', `/api/thongbaochung/${created._id}`, owner)).json().data;
    expect(noticeRecord.safeParse(record).success).toBe(true);
    expect(record.soluotxem).toBe(0);

    const found = (await call('GET', '/api/thongbaochung?q=hop%20giao%20ban', owner)).json().data.docs;
    expect(found.map((doc: { _id: string }) => doc._id)).toEqual([created._id]);

    const updated = await call(
      'PUT',
      `/api/thongbaochung/${created._id}`,
      owner,
      notice({ hienthi: false, tieude: 'Họp giao ban (nháp)' }),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data).toMatchObject({ trangthai: 'nhap', tieude: 'Họp giao ban (nháp)' });

    expect((await call('DELETE', `/api/thongbaochung/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/thongbaochung/${created._id}`, owner)).statusCode).toBe(404);
    const rows = await db
      .select()
      .from(activityLog)
      .where(eq(activityLog.banghi_id, created._id))
      .orderBy(desc(activityLog.createdAt));
    expect(rows.map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
  });

  it('filters by state: draft, waiting, showing, past', async () => {
    const draft = await create({ hienthi: false });
    const waiting = await create({ tungay: minutes(60) });
    const past = await create({ tungay: minutes(-120), denngay: minutes(-60) });
    const showing = await create({ tungay: minutes(-10), denngay: minutes(60) });
    const ids = async (state: string) =>
      (await call('GET', `/api/thongbaochung?trangthai=${state}&limit=0`, owner))
        .json()
        .data.docs.map((d: { _id: string }) => d._id);
    expect(await ids('nhap')).toContain(draft._id);
    expect(await ids('chohienthi')).toEqual(expect.arrayContaining([waiting._id]));
    expect(await ids('chohienthi')).not.toContain(showing._id);
    expect(await ids('hethan')).toContain(past._id);
    expect(await ids('danghienthi')).toContain(showing._id);
    expect(await ids('danghienthi')).not.toContain(past._id);
  });

  it('answers 400 on the fields: no roles chosen, a window that ends before it starts, an unknown role, no title', async () => {
    const noRoles = await call('POST', '/api/thongbaochung', owner, notice({ doituong: 'VAITRO', vaitro_ids: [] }));
    expect(noRoles.statusCode).toBe(400);
    expect(noRoles.json().errors).toHaveProperty('vaitro_ids');
    const backwards = await call(
      'POST',
      '/api/thongbaochung',
      owner,
      notice({ tungay: minutes(10), denngay: minutes(5) }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.denngay).toBe('Thời điểm kết thúc phải sau thời điểm bắt đầu');
    const unknownRole = await call(
      'POST',
      '/api/thongbaochung',
      owner,
      notice({ doituong: 'VAITRO', vaitro_ids: ['0193a4f2-0000-7000-8000-000000000000'] }),
    );
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toHaveProperty('vaitro_ids');
    const untitled = await call('POST', '/api/thongbaochung', owner, notice({ tieude: '  ' }), 'en');
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json().errors).toHaveProperty('tieude');
  });

  it('answers 404, 401 and 403 for each flag the role lacks', async () => {
    const missing = '0193a4f2-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/thongbaochung/${missing}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/thongbaochung/${missing}`, owner, notice())).statusCode).toBe(404);
    expect((await call('DELETE', `/api/thongbaochung/${missing}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/thongbaochung')).statusCode).toBe(401);
    expect((await call('GET', '/api/thongbaochung/cua-toi')).statusCode).toBe(401);

    const existing = await create();
    const viewer = await staffWithMenu(app, db, [menuEntry('/thong-bao-chung', { view: true })]);
    const editor = await staffWithMenu(app, db, [menuEntry('/thong-bao-chung', { view: true, update: true })]);
    const nobody = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })]);
    expect((await call('GET', '/api/thongbaochung', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/thongbaochung/vai-tro', nobody)).statusCode).toBe(403);
    expect((await call('GET', '/api/thongbaochung', viewer)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/thongbaochung/vai-tro', viewer)).json().data.map((r: { ma: string }) => r.ma),
    ).toEqual(expect.arrayContaining(['ADMIN', 'BACSY', 'QUANLY', 'ADMINISTRATOR']));
    expect((await call('POST', '/api/thongbaochung', viewer, notice())).statusCode).toBe(403);
    expect((await call('PUT', `/api/thongbaochung/${existing._id}`, viewer, notice())).statusCode).toBe(403);
    expect((await call('PUT', `/api/thongbaochung/${existing._id}`, editor, notice())).statusCode).toBe(200);
    expect((await call('DELETE', `/api/thongbaochung/${existing._id}`, editor)).statusCode).toBe(403);
    // A doctor reads the list (BACSY holds view) but does not write.
    expect((await call('GET', '/api/thongbaochung', doctor)).statusCode).toBe(200);
    expect((await call('POST', '/api/thongbaochung', doctor, notice())).statusCode).toBe(403);
    // Anyone signed in reads their own notices, whatever their grants.
    expect((await call('GET', '/api/thongbaochung/cua-toi', nobody)).statusCode).toBe(200);
  });
});

describe('each staff member’s own notices', () => {
  it('reach only the roles in the audience, or everybody', async () => {
    const toDoctors = await create({ doituong: 'VAITRO', vaitro_ids: [doctors], tieude: 'Chỉ gửi bác sĩ' });
    const toAll = await create({ tieude: 'Gửi mọi người' });
    expect(await titles(doctor)).toEqual(expect.arrayContaining([toDoctors.tieude, toAll.tieude]));
    expect(await titles(admin)).toContain(toAll.tieude);
    expect(await titles(admin)).not.toContain(toDoctors.tieude);
    expect(await titles(manager)).not.toContain(toDoctors.tieude);
    // Marking a notice read that is not addressed to you is a 404, and marks nothing.
    expect((await call('POST', `/api/thongbaochung/${toDoctors._id}/da-xem`, admin)).statusCode).toBe(404);
  });

  it('show only while published and inside the window', async () => {
    const draft = await create({ hienthi: false, tieude: 'Bản nháp chưa gửi' });
    const later = await create({ tungay: minutes(60), tieude: 'Thông báo sắp tới' });
    const over = await create({ tungay: minutes(-120), denngay: minutes(-1), tieude: 'Thông báo đã hết hạn' });
    const open = await create({ tungay: minutes(-1), denngay: minutes(60), tieude: 'Thông báo đang mở' });
    const seen = await titles(doctor);
    expect(seen).toContain(open.tieude);
    for (const hidden of [draft, later, over]) expect(seen).not.toContain(hidden.tieude);
    expect((await call('POST', `/api/thongbaochung/${later._id}/da-xem`, doctor)).statusCode).toBe(404);
  });

  it('go away once read, for that person only, with the unread count following', async () => {
    const news = await create({ tieude: 'Đọc rồi thì ẩn' });
    const before = await mine(doctor);
    expect(before.docs.map((doc) => doc.tieude)).toContain(news.tieude);
    expect((await call('POST', `/api/thongbaochung/${news._id}/da-xem`, doctor)).statusCode).toBe(200);
    // Twice is fine.
    expect((await call('POST', `/api/thongbaochung/${news._id}/da-xem`, doctor)).statusCode).toBe(200);
    const after = await mine(doctor);
    expect(after.docs.map((doc) => doc.tieude)).not.toContain(news.tieude);
    expect(after.chuadoc).toBe(before.chuadoc - 1);
    expect(await titles(admin)).toContain(news.tieude);
    const marks = await db
      .select()
      .from(noticeReads)
      .where(and(eq(noticeReads.thongbaochung_id, news._id), eq(noticeReads.nhanvien_id, doctorAccount._id)));
    expect(marks).toHaveLength(1);
    expect((await call('GET', `/api/thongbaochung/${news._id}`, owner)).json().data.soluotxem).toBe(1);
  });

  it('follow a change of audience: a notice moved off a role leaves its bell', async () => {
    const moving = await create({ doituong: 'VAITRO', vaitro_ids: [doctors], tieude: 'Đổi đối tượng' });
    expect(await titles(doctor)).toContain(moving.tieude);
    const changed = await call(
      'PUT',
      `/api/thongbaochung/${moving._id}`,
      owner,
      notice({ doituong: 'VAITRO', vaitro_ids: [await roleId('ADMIN')], tieude: moving.tieude }),
    );
    expect(changed.statusCode).toBe(200);
    expect(await titles(doctor)).not.toContain(moving.tieude);
    expect(await titles(admin)).toContain(moving.tieude);
  });
});
