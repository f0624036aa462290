// The doctors editor's API, built by the module kit: staff list every profile, write one with its weekly hours in
// one transaction with its history row, get field errors on the schedule they can act on, choose the account among
// staff without a profile, and every flag is checked on the server. A booking from a doctor's page names the doctor.
import { doctorDetail, doctorInput } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, requests, staff } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, nextAddress, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;

const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

type Session = { thu: number; batdau: string; ketthuc: string; ghichu?: string | null; ghichu_en?: string | null };
type Doctor = { _id: string; hoten: string; lichlamviec: Session[]; hienthi: boolean } & Record<string, unknown>;

const week: Session[] = [
  { thu: 3, batdau: '17:30', ketthuc: '20:30', ghichu: 'Phòng khám 2', ghichu_en: 'Room 2' },
  { thu: 1, batdau: '08:00', ketthuc: '11:30' },
  { thu: 1, batdau: '13:30', ketthuc: '17:00' },
];

const profile = (changes: Record<string, unknown> = {}) => ({
  hocham: 'ThS.BS',
  hocham_en: 'MSc, MD',
  chuyenkhoa: 'Nội tiết',
  chuyenkhoa_en: 'Endocrinology',
  namkinhnghiem: 11,
  sochungchi: '006021/HCM-CCHN',
  mota: 'Điều trị đái tháo đường và bệnh tuyến giáp.',
  mota_en: 'Treats diabetes and thyroid disease.',
  noidung: '<p>Bác sĩ <strong>nội tiết</strong> giàu kinh nghiệm.</p>',
  hienthi: true,
  lichlamviec: week,
  ...changes,
});

/** A new staff account, by name, that may get a profile. */
const newMember = async (hoten: string) => {
  const member = await createStaff(db);
  await db.update(staff).set({ hoten }).where(eq(staff._id, member._id));
  return member._id;
};

async function create(changes: Record<string, unknown> = {}, hoten = 'Huỳnh Thị Thanh Tâm') {
  const body = { nhanvien_id: await newMember(hoten), ...profile(changes) };
  expect(doctorInput.safeParse(body).success).toBe(true);
  const response = await call('POST', '/api/bacsi', owner, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as Doctor;
}

const history = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.banghi_id, id), eq(activityLog.tainguyen, 'bacsi')))
    .orderBy(desc(activityLog.createdAt));

const sorted = [week[1], week[2], week[0]].map((session) => ({
  ghichu: null,
  ghichu_en: null,
  phong_id: null,
  ...session,
}));

describe('writing a doctor', () => {
  it('creates the profile with its week: 201, the name from the account, the week by day and start, one history row', async () => {
    const created = await create();
    expect(doctorDetail.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({
      hoten: 'Huỳnh Thị Thanh Tâm',
      hocham_en: 'MSc, MD',
      sochungchi: '006021/HCM-CCHN',
      namkinhnghiem: 11,
      lichlamviec: sorted,
    });
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', truoc: null });
    expect(rows[0]!.sau).toMatchObject({ chuyenkhoa: 'Nội tiết', lichlamviec: sorted });
  });

  it('shows the account’s avatar until the profile has its own portrait', async () => {
    const created = await create({}, 'Lâm Gia Huy');
    expect(created).toMatchObject({ hinhanh: null, hinhanh_id: null });
    const [seeded] = (await call('GET', '/api/bacsi?q=nguyen van hung', owner)).json().data.docs;
    const [member] = await db.select().from(staff).where(eq(staff._id, seeded.nhanvien_id));
    await db
      .update(staff)
      .set({ hinhanh_id: member!.hinhanh_id })
      .where(eq(staff._id, created.nhanvien_id as string));
    const withAvatar = (await call('GET', `/api/bacsi/${created._id}`, owner)).json().data;
    expect(withAvatar).toMatchObject({ hinhanh: { _id: member!.hinhanh_id }, hinhanh_id: null });
    const portrait = seeded.hinhanh._id as string;
    const own = await call('PUT', `/api/bacsi/${created._id}`, owner, profile({ hinhanh_id: portrait }));
    expect(own.json().data).toMatchObject({ hinhanh: { _id: portrait }, hinhanh_id: portrait });
  });

  it('updates it, recording both weeks; a body without the week leaves it as it is', async () => {
    const created = await create();
    const friday = [{ thu: 5, batdau: '14:00', ketthuc: '17:00', ghichu: null, ghichu_en: null }];
    const response = await call(
      'PUT',
      `/api/bacsi/${created._id}`,
      owner,
      profile({ hocham_en: 'MD', lichlamviec: friday }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hocham_en: 'MD', lichlamviec: friday });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ hocham_en: 'MSc, MD', lichlamviec: sorted });
    expect(update!.sau).toMatchObject({ hocham_en: 'MD', lichlamviec: friday });

    const { lichlamviec: _week, ...withoutWeek } = profile({ namkinhnghiem: 12 });
    const kept = await call('PUT', `/api/bacsi/${created._id}`, owner, withoutWeek);
    expect(kept.json().data).toMatchObject({ namkinhnghiem: 12, lichlamviec: friday });
  });

  it('keeps the account of a profile: an update cannot move it to someone else', async () => {
    const created = await create();
    const other = await newMember('Người khác');
    const response = await call('PUT', `/api/bacsi/${created._id}`, owner, { ...profile(), nhanvien_id: other });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.nhanvien_id).toBe(created.nhanvien_id);
  });

  it('deletes it: 200, gone for everyone, history kept', async () => {
    const created = await create();
    expect((await call('DELETE', `/api/bacsi/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/bacsi/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', `/api/bacsi/${created._id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/bacsi/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('empties the public caches after each committed write, and not after a refused one', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await create();
    await call('PUT', `/api/bacsi/${created._id}`, owner, profile());
    await call('DELETE', `/api/bacsi/${created._id}`, owner);
    await call('POST', '/api/bacsi', owner, { chuyenkhoa: '' });
    stop();
    expect(reasons).toEqual(['bacsi', 'bacsi', 'bacsi']);
  });
});

describe('the published flag', () => {
  it('keeps an unpublished doctor off the public list and page, shows it to staff, and back once published', async () => {
    const draft = await create({ hienthi: false }, 'Tạ Minh Nhật');
    const publicList = (await call('GET', '/api/bacsi?limit=0&q=ta minh nhat')).json().data;
    const staffList = (await call('GET', '/api/bacsi?limit=0&q=ta minh nhat', owner)).json().data;
    expect(publicList.totalDocs).toBe(0);
    expect(staffList.totalDocs).toBe(1);
    expect((await call('GET', `/api/bacsi/${draft._id}`)).statusCode).toBe(404);
    await call('PUT', `/api/bacsi/${draft._id}`, owner, profile({ hienthi: true }));
    const record = (await call('GET', `/api/bacsi/${draft._id}`)).json().data;
    expect(record).toMatchObject({ hoten: 'Tạ Minh Nhật', sochungchi: '006021/HCM-CCHN', lichlamviec: sorted });
  });
});

describe('refusing bad input', () => {
  const post = async (body: object, lang = 'vi') => {
    const response = await call('POST', '/api/bacsi', owner, body, lang);
    expect(response.statusCode).toBe(400);
    return response.json().errors as Record<string, string>;
  };

  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    expect(await post({ chuyenkhoa: '  ', hienthi: 'co', namkinhnghiem: -1 })).toMatchObject({
      nhanvien_id: 'Không được để trống',
      chuyenkhoa: 'Không được để trống',
      hienthi: expect.any(String),
      namkinhnghiem: expect.any(String),
    });
    expect(await post({ chuyenkhoa: '' }, 'en')).toMatchObject({ chuyenkhoa: 'Must not be left empty' });
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('puts the schedule’s messages on the session and field at fault', async () => {
    const body = (lichlamviec: unknown) => ({ nhanvien_id: crypto.randomUUID(), ...profile({ lichlamviec }) });
    const reversed = await post(body([week[1], { thu: 2, batdau: '17:00', ketthuc: '13:30' }]));
    expect(reversed).toEqual({ 'lichlamviec.1.ketthuc': 'Giờ kết thúc phải sau giờ bắt đầu' });
    const overlap = await post(body([...week, { thu: 1, batdau: '11:00', ketthuc: '12:00' }]), 'en');
    expect(overlap).toEqual({ 'lichlamviec.3.batdau': 'This session overlaps another session on the same day' });
    const wrong = await post(body([{ thu: 8, batdau: '7:30', ketthuc: '24:00' }]));
    expect(wrong).toEqual({
      'lichlamviec.0.thu': 'Vui lòng chọn thứ trong tuần',
      'lichlamviec.0.batdau': 'Giờ không hợp lệ, nhập theo dạng giờ:phút (ví dụ 07:30)',
      'lichlamviec.0.ketthuc': 'Giờ không hợp lệ, nhập theo dạng giờ:phút (ví dụ 07:30)',
    });
    const many = Array.from({ length: 22 }, (_, i) => ({
      thu: (i % 7) + 1,
      batdau: `0${Math.floor(i / 7) + 6}:00`,
      ketthuc: `0${Math.floor(i / 7) + 6}:30`,
    }));
    expect(await post(body(many))).toEqual({ lichlamviec: 'Lịch làm việc có tối đa 21 buổi mỗi tuần' });
    expect(
      (await call('POST', '/api/bacsi', owner, body(many.slice(0, 21)))).json().errors?.lichlamviec,
    ).toBeUndefined();
  });

  it('answers 409 on the account while the staff member has a live profile, and 400 for no such account', async () => {
    const created = await create();
    const taken = await call('POST', '/api/bacsi', owner, { nhanvien_id: created.nhanvien_id, ...profile() });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({
      nhanvien_id: 'Nhân viên này đã có hồ sơ bác sĩ tại phòng khám này, vui lòng chọn nhân viên khác.',
    });
    const inEnglish = await call('POST', '/api/bacsi', owner, { nhanvien_id: created.nhanvien_id, ...profile() }, 'en');
    expect(inEnglish.json().errors.nhanvien_id).toMatch(/already has a doctor profile/);
    // A deleted profile keeps its history but frees its account for a new one, which the account list offers again.
    await call('DELETE', `/api/bacsi/${created._id}`, owner);
    const accounts = await call('GET', '/api/bacsi/nhanvien', owner);
    expect(accounts.json().data.map((member: { _id: string }) => member._id)).toContain(created.nhanvien_id);
    const again = await call('POST', '/api/bacsi', owner, { nhanvien_id: created.nhanvien_id, ...profile() });
    expect(again.statusCode).toBe(201);
    const nobody = await call('POST', '/api/bacsi', owner, { nhanvien_id: crypto.randomUUID(), ...profile() });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().errors).toEqual({ nhanvien_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });

  it('answers 400 on the field for a portrait that does not exist, and 404 for an unknown doctor', async () => {
    const created = await create();
    const response = await call(
      'PUT',
      `/api/bacsi/${created._id}`,
      owner,
      profile({ hinhanh_id: crypto.randomUUID() }),
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['hinhanh_id']);
    expect((await call('GET', `/api/bacsi/${created._id}`, owner)).json().data.lichlamviec).toEqual(sorted);
    expect((await call('PUT', `/api/bacsi/${crypto.randomUUID()}`, owner, profile())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/bacsi/42', owner)).statusCode).toBe(400);
  });
});

describe('choosing the account', () => {
  it('offers active staff who examine and have no profile, by name: none that has one, no receptionist', async () => {
    const free = await newMember('Âu Dương Khánh');
    const locked = await createStaff(db, { kichhoat: false });
    const receptionist = await createStaff(db, { role: 'LETAN' });
    const created = await create({}, 'Bạch Ngọc Ánh');
    const response = await call('GET', '/api/bacsi/nhanvien', owner);
    expect(response.statusCode).toBe(200);
    const ids = (response.json().data as { _id: string }[]).map((member) => member._id);
    expect(ids).toContain(free);
    expect(ids).not.toContain(locked._id);
    expect(ids).not.toContain(receptionist._id);
    expect(ids).not.toContain(created.nhanvien_id);
    const seeded = (await call('GET', '/api/bacsi?limit=0', owner)).json().data.docs as { nhanvien_id: string }[];
    for (const doctor of seeded) expect(ids).not.toContain(doctor.nhanvien_id);
  });
});

describe('who may do what', async () => {
  const view = await staffWithMenu(app, db, [menuEntry('/bac-si', { view: true })]);
  const creator = await staffWithMenu(app, db, [menuEntry('/bac-si', { view: true, create: true })]);
  const updater = await staffWithMenu(app, db, [menuEntry('/bac-si', { view: true, update: true })]);
  const deleter = await staffWithMenu(app, db, [menuEntry('/bac-si', { view: true, delete: true })]);
  const elsewhere = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true, create: true })]);
  const target = await create();
  const url = `/api/bacsi/${target._id}`;
  const body = async () => ({ nhanvien_id: await newMember('Quyền Thử'), ...profile() });

  it('answers 401 to a write or the account list without sign-in, in the caller’s language', async () => {
    for (const [method, path] of [
      ['POST', '/api/bacsi'],
      ['PUT', url],
      ['DELETE', url],
      ['GET', '/api/bacsi/nhanvien'],
    ] as const) {
      const response = await call(method, path, undefined, method === 'GET' ? undefined : profile(), 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/bacsi', view, await body())).statusCode).toBe(403);
    expect((await call('PUT', url, view, profile())).statusCode).toBe(403);
    expect((await call('DELETE', url, view)).statusCode).toBe(403);
    expect((await call('GET', '/api/bacsi/nhanvien', view)).statusCode).toBe(403);
    expect((await call('POST', '/api/bacsi', elsewhere, await body())).statusCode).toBe(403);

    expect((await call('GET', '/api/bacsi/nhanvien', creator)).statusCode).toBe(200);
    expect((await call('POST', '/api/bacsi', creator, await body())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, profile())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, profile({ namkinhnghiem: 20 }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/bacsi', deleter, await body())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('shows unpublished doctors only to staff who may view doctors; others read as the public', async () => {
    const draft = await create({ hienthi: false });
    expect((await call('GET', `/api/bacsi/${draft._id}`, view)).statusCode).toBe(200);
    expect((await call('GET', `/api/bacsi/${draft._id}`, elsewhere)).statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('searches names, specialties and certificates without diacritics, filters by published, sorts', async () => {
    await create({ chuyenkhoa: 'Cơ xương khớp', sochungchi: '007777/HCM-CCHN', hienthi: false }, 'Ông Thị Ửng');
    const names = async (query: string) =>
      ((await call('GET', `/api/bacsi?limit=0&${query}`, owner)).json().data.docs as Doctor[]).map((d) => d.hoten);
    expect(await names('q=co xuong khop')).toEqual(['Ông Thị Ửng']);
    expect(await names('q=ong thi ung')).toEqual(['Ông Thị Ửng']);
    expect(await names('q=007777')).toEqual(['Ông Thị Ửng']);
    const hidden = await names('hienthi=false');
    expect(hidden).toContain('Ông Thị Ửng');
    expect(await names('hienthi=true')).not.toContain('Ông Thị Ửng');
    const years = ((await call('GET', '/api/bacsi?limit=0&sort=-namkinhnghiem', owner)).json().data.docs as Doctor[])
      .map((d) => d.namkinhnghiem as number | null)
      .filter((n) => n !== null);
    expect(years).toEqual([...years].sort((a, b) => b! - a!));
    expect((await call('GET', '/api/bacsi?sort=noidung', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/bacsi?hienthi=co', owner)).statusCode).toBe(400);
  });
});

describe('booking from a doctor’s page', () => {
  let phones = 0;
  // A phone of its own each time: a repeat from one phone is folded into its open request.
  const book = (bacsi_id: unknown, lang = 'vi') =>
    app.inject({
      method: 'POST',
      url: '/api/yeucau',
      payload: { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Nguyễn Thị Hoa', dienthoai: `09123450${10 + ++phones}`, bacsi_id },
      headers: { i18nextLng: lang },
      remoteAddress: nextAddress(),
    });

  it('stores the doctor with the request', async () => {
    const [doctor] = (await call('GET', '/api/bacsi?q=nguyen van hung')).json().data.docs;
    const response = await book(doctor._id);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ bacsi_id: doctor._id, trangthai: 'MOI' });
    const [row] = await db.select().from(requests).where(eq(requests._id, response.json().data._id));
    expect(row!.bacsi_id).toBe(doctor._id);
    const without = await book(undefined);
    expect(without.json().data.bacsi_id).toBeNull();
  });

  it('refuses an unpublished, deleted or unknown doctor with 400 on the field', async () => {
    const draft = await create({ hienthi: false });
    const removed = await create();
    await call('DELETE', `/api/bacsi/${removed._id}`, owner);
    for (const id of [draft._id, removed._id, crypto.randomUUID()]) {
      const response = await book(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        bacsi_id: 'Bác sĩ được chọn hiện không nhận lịch hẹn, vui lòng tải lại trang và thử lại',
      });
    }
    expect((await book('bs-hung', 'en')).json().errors.bacsi_id).toMatch(/not taking appointments/);
  });
});
