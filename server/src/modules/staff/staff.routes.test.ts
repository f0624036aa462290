import { defaultRoleMenus, type RoleCode } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, files, roles, sessions, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn, type SignedIn, type TestStaff } from '../../test/factories';
import { setStaffActive } from './staff.service';

const { app, database } = await buildTestApp();
const db = database.db;

const UNAUTHORIZED = { success: false, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' };
const FORBIDDEN = { success: false, message: 'Bạn không có quyền thực hiện thao tác này.' };

const roleId = async (ma: string) =>
  (
    await db
      .select({ _id: roles._id })
      .from(roles)
      .where(eq(roles.ma, ma as RoleCode))
  )[0]!._id;
const ROLE = {
  ADMINISTRATOR: await roleId('ADMINISTRATOR'),
  ADMIN: await roleId('ADMIN'),
  QUANLY: await roleId('QUANLY'),
  BACSY: await roleId('BACSY'),
};

const owner = await createStaff(db, { role: 'ADMINISTRATOR', taikhoan: 'chu.nha' });
const admin = await createStaff(db, { role: 'ADMIN', taikhoan: 'quan.tri.vien' });
const manager = await createStaff(db, { role: 'QUANLY', taikhoan: 'quan.ly' });
const doctor = await createStaff(db, { role: 'BACSY', taikhoan: 'bac.sy' });
const sessionsOf: Record<string, SignedIn> = {};
for (const who of [owner, admin, manager, doctor]) sessionsOf[who.taikhoan] = await signIn(app, who);
const bearer = (who: TestStaff) => ({ authorization: `Bearer ${sessionsOf[who.taikhoan]!.token}` });

/** A call as someone (their access token), in Vietnamese unless headers say otherwise. */
const as = (who: TestStaff | null, options: InjectOptions & { url: string }) =>
  app.inject({
    remoteAddress: nextAddress(),
    ...options,
    headers: { ...(who ? bearer(who) : {}), ...(options.headers ?? {}) },
  });

const create = (who: TestStaff, payload: object, headers: Record<string, string> = {}) =>
  as(who, { method: 'POST', url: '/api/nhanvien', payload, headers });

const staffRow = async (id: string) => (await db.select().from(staff).where(eq(staff._id, id)))[0];
const logged = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.tainguyen, 'nhanvien'), eq(activityLog.banghi_id, id)))
    .orderBy(activityLog.createdAt);

let sequence = 0;
/** A new account made through the API by the owner, with its own session. */
async function hire(role: keyof typeof ROLE, fields: Record<string, unknown> = {}) {
  const taikhoan = `nv.${++sequence}`;
  const response = await create(owner, {
    taikhoan,
    matkhau: 'mat-khau-ban-dau',
    hoten: `Nhân viên số ${sequence}`,
    vaitro_id: ROLE[role],
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  const member = { _id: response.json().data._id as string, taikhoan, matkhau: 'mat-khau-ban-dau', role };
  // An inactive account cannot sign in: its session is empty.
  const session = fields.kichhoat === false ? { token: '', refreshToken: '', cookies: {} } : await signIn(app, member);
  return { ...member, session };
}

describe('GET /api/nhanvien', async () => {
  await hire('BACSY', { hoten: 'Nguyễn Văn An', dienthoai: '0912000111', email: 'an.nguyen@phongkham.vn' });
  await hire('QUANLY', { hoten: 'Trần Thị Bích Ngọc', dienthoai: '0988777666' });
  const locked = await hire('BACSY', { hoten: 'Lê Đình Khóa', kichhoat: false });
  const gone = await hire('BACSY', { hoten: 'Phạm Văn Xóa' });
  await as(owner, { method: 'DELETE', url: `/api/nhanvien/${gone._id}` });

  const list = async (query: string, who: TestStaff = owner) => {
    const response = await as(who, { method: 'GET', url: `/api/nhanvien?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { docs: { hoten: string; taikhoan: string }[]; totalDocs: number };
  };
  const names = (data: { docs: { hoten: string }[] }) => data.docs.map((row) => row.hoten);

  it('pages through the accounts sorted by name, with the role and without the password', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/nhanvien?page=1&limit=3' });
    const data = response.json().data;
    expect(data).toMatchObject({ page: 1, limit: 3 });
    expect(data.docs).toHaveLength(3);
    expect(data.totalPages).toBe(Math.ceil(data.totalDocs / 3));
    expect(data.docs[0]).toEqual(
      expect.objectContaining({ vaitro: expect.objectContaining({ ma: expect.any(String), ten: expect.any(String) }) }),
    );
    expect(response.body).not.toContain('matkhau');
    expect(response.body).not.toContain('$argon2');
    const all = names(await list('limit=0'));
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'vi')));
  });

  it('finds by name without diacritics or case, by account, phone and email', async () => {
    expect(names(await list('q=nguyen van an'))).toEqual(['Nguyễn Văn An']);
    expect(names(await list('q=BICH NGOC'))).toEqual(['Trần Thị Bích Ngọc']);
    expect(names(await list('q=0988777'))).toEqual(['Trần Thị Bích Ngọc']);
    expect(names(await list('q=an.nguyen@'))).toEqual(['Nguyễn Văn An']);
    expect((await list('q=quan.tri.vien')).docs.map((row) => row.taikhoan)).toEqual(['quan.tri.vien']);
  });

  it('filters by role and by status, and never lists a deleted account', async () => {
    const managers = await list(`vaitro_id=${ROLE.QUANLY}&limit=0`);
    expect(managers.docs.every((row) => (row as unknown as { vaitro: { ma: string } }).vaitro.ma === 'QUANLY')).toBe(
      true,
    );
    expect(names(managers)).toContain('Trần Thị Bích Ngọc');
    expect(names(await list('kichhoat=false&limit=0'))).toEqual(['Lê Đình Khóa']);
    expect(names(await list('kichhoat=true&limit=0'))).not.toContain('Lê Đình Khóa');
    expect(names(await list('limit=0'))).not.toContain('Phạm Văn Xóa');
    expect(names(await list('q=pham van xoa'))).toEqual([]);
    expect(locked._id).toBeTruthy();
  });

  it('sorts only by the allowed fields', async () => {
    const newest = await list('sort=-createdAt&limit=1');
    expect(newest.docs[0]!.hoten).toBe('Lê Đình Khóa');
    const refused = await as(owner, { method: 'GET', url: '/api/nhanvien?sort=matkhau' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors.sort).toContain('hoten');
  });

  it('is open to a role with view on /nhanvien (QUANLY), not to BACSY, not without a token', async () => {
    expect((await list('limit=1', manager)).docs).toHaveLength(1);
    const refused = await as(doctor, { method: 'GET', url: '/api/nhanvien' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    const anonymous = await as(null, { method: 'GET', url: '/api/nhanvien' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(UNAUTHORIZED);
  });
});

describe('the avatar in the list and the record', () => {
  it('answers the picture’s address and size with the account, and null without one', async () => {
    const [photo] = await db
      .insert(files)
      .values({
        tenfile: 'chan-dung.webp',
        duongdan: 'chan-dung-nhan-vien.webp',
        loai: 'image/webp',
        kichthuoc: 2048,
        chieurong: 256,
        chieucao: 256,
      })
      .returning({ _id: files._id });
    const pictured = await hire('BACSY', { hoten: 'Đỗ Minh Ảnh' });
    await db.update(staff).set({ hinhanh_id: photo!._id }).where(eq(staff._id, pictured._id));
    const avatar = { _id: photo!._id, url: '/uploads/chan-dung-nhan-vien.webp', chieurong: 256, chieucao: 256 };

    const listed = await as(owner, { method: 'GET', url: '/api/nhanvien?q=do minh anh' });
    expect(listed.json().data.docs).toEqual([expect.objectContaining({ hinhanh_id: photo!._id, hinhanh: avatar })]);
    const record = await as(owner, { method: 'GET', url: `/api/nhanvien/${pictured._id}` });
    expect(record.json().data).toMatchObject({ hinhanh_id: photo!._id, hinhanh: avatar });

    const plain = await as(owner, { method: 'GET', url: `/api/nhanvien/${doctor._id}` });
    expect(plain.json().data).toMatchObject({ hinhanh_id: null, hinhanh: null });
  });
});

describe('GET /api/nhanvien/:id', () => {
  it('answers one account with its role menu and status; 404 for an unknown or deleted one', async () => {
    const response = await as(manager, { method: 'GET', url: `/api/nhanvien/${doctor._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      _id: doctor._id,
      taikhoan: 'bac.sy',
      kichhoat: true,
      vaitro: { ma: 'BACSY', menu: defaultRoleMenus.BACSY },
    });
    expect(response.body).not.toContain('matkhau');
    const unknown = await as(owner, { method: 'GET', url: '/api/nhanvien/0190d7c4-0000-7000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    const deleted = await hire('BACSY');
    await as(owner, { method: 'DELETE', url: `/api/nhanvien/${deleted._id}` });
    expect((await as(owner, { method: 'GET', url: `/api/nhanvien/${deleted._id}` })).statusCode).toBe(404);
  });
});

describe('POST /api/nhanvien', () => {
  it('creates an account whose password signs in, stores the name in lower case and logs it without the hash', async () => {
    const response = await create(admin, {
      taikhoan: '  Le.Tan.Mai ',
      matkhau: 'matkhau123',
      hoten: ' Đỗ Thị Mai ',
      dienthoai: '0901234567',
      email: 'mai@phongkham.vn',
      vaitro_id: ROLE.QUANLY,
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      taikhoan: 'le.tan.mai',
      hoten: 'Đỗ Thị Mai',
      kichhoat: true,
      vaitro: { ma: 'QUANLY', menu: defaultRoleMenus.QUANLY },
    });
    const row = await staffRow(created._id);
    expect(row!.matkhau).toMatch(/^\$argon2id\$/);
    await signIn(app, { taikhoan: 'LE.TAN.MAI', matkhau: 'matkhau123' });

    const [entry] = await logged(created._id);
    expect(entry).toMatchObject({ hanhdong: 'TAO', nhanvien_id: admin._id, truoc: null });
    expect(entry!.sau).toEqual({
      taikhoan: 'le.tan.mai',
      hoten: 'Đỗ Thị Mai',
      dienthoai: '0901234567',
      email: 'mai@phongkham.vn',
      hinhanh_id: null,
      phongkham_id: null,
      vaitro_id: ROLE.QUANLY,
      kichhoat: true,
    });
    expect(JSON.stringify(entry)).not.toContain('argon2');
  });

  it('refuses a taken account name whatever its case, with a localized 409 on the field, writing nothing', async () => {
    const before = (await db.select().from(staff)).length;
    const taken = await create(admin, {
      taikhoan: 'BAC.SY',
      matkhau: 'matkhau123',
      hoten: 'Trùng Tên',
      vaitro_id: ROLE.BACSY,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      success: false,
      message: 'Tài khoản "bac.sy" đã được sử dụng, vui lòng chọn tên khác.',
      errors: { taikhoan: 'Tài khoản "bac.sy" đã được sử dụng, vui lòng chọn tên khác.' },
    });
    const english = await create(
      admin,
      { taikhoan: 'bac.sy', matkhau: 'matkhau123', hoten: 'Same Name', vaitro_id: ROLE.BACSY },
      { i18nextLng: 'en' },
    );
    expect(english.json().errors).toEqual({
      taikhoan: 'The account "bac.sy" is already taken, please choose another name.',
    });
    expect((await db.select().from(staff)).length).toBe(before);
  });

  it('keeps a deleted account’s name taken: the history still names it', async () => {
    const leaver = await hire('BACSY');
    await as(owner, { method: 'DELETE', url: `/api/nhanvien/${leaver._id}` });
    const again = await create(owner, {
      taikhoan: leaver.taikhoan,
      matkhau: 'matkhau123',
      hoten: 'Người Mới',
      vaitro_id: ROLE.BACSY,
    });
    expect(again.statusCode).toBe(409);
  });

  it('lets only one of two simultaneous requests for the same name through', async () => {
    const body = { taikhoan: 'cung.luc', matkhau: 'matkhau123', hoten: 'Cùng Lúc', vaitro_id: ROLE.BACSY };
    const answers = await Promise.all([create(owner, body), create(admin, body)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('checks the fields with the spec’s messages and writes nothing', async () => {
    const before = (await db.select().from(staff)).length;
    const response = await create(admin, { taikhoan: ' ', matkhau: '123', hoten: '', dienthoai: '0912', email: 'x@' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      taikhoan: 'Tài khoản không được để trống',
      matkhau: 'Mật khẩu phải có ít nhất 6 ký tự',
      hoten: 'Không được để trống',
      dienthoai: 'Số điện thoại không hợp lệ',
      email: 'Email không hợp lệ',
      vaitro_id: 'Không được để trống',
    });
    const odd = await create(admin, {
      taikhoan: 'tên có dấu',
      matkhau: '',
      hoten: 'A',
      vaitro_id: ROLE.BACSY,
    });
    expect(odd.json().errors).toEqual({
      taikhoan: 'Tài khoản chỉ gồm chữ cái không dấu, chữ số và các ký tự . _ - @',
      matkhau: 'Mật khẩu không được để trống',
    });
    const unknownRole = await create(admin, {
      taikhoan: 'vai.tro.la',
      matkhau: 'matkhau123',
      hoten: 'Vai Trò Lạ',
      vaitro_id: '0190d7c4-0000-7000-8000-000000000000',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toEqual({ vaitro_id: 'Vai trò không tồn tại.' });
    expect((await db.select().from(staff)).length).toBe(before);
  });

  it('lets only an ADMINISTRATOR create an ADMINISTRATOR', async () => {
    const body = (taikhoan: string) => ({
      taikhoan,
      matkhau: 'matkhau123',
      hoten: 'Chủ Mới',
      vaitro_id: ROLE.ADMINISTRATOR,
    });
    const refused = await create(admin, body('chu.moi.1'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Chỉ Chủ hệ thống mới được tạo hoặc thay đổi tài khoản và vai trò Chủ hệ thống.',
    );
    expect((await create(owner, body('chu.moi.2'))).statusCode).toBe(201);
  });

  it('refuses to hand out a role that grants more than the creator holds', async () => {
    // A role the owner made with a system setting ADMIN lacks: ADMIN must not create a puppet account with it.
    const [technician] = await db
      .insert(roles)
      .values({
        ma: 'KY_THUAT' as RoleCode,
        ten: 'Kỹ thuật',
        menu: [{ url: '/setting', view: true, create: false, update: true, delete: false, actions: [] }],
      })
      .returning({ _id: roles._id });
    const response = await create(admin, {
      taikhoan: 'con.roi',
      matkhau: 'matkhau123',
      hoten: 'Con Rối',
      vaitro_id: technician!._id,
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Bạn không thể gán vai trò có nhiều quyền hơn vai trò của chính bạn.');
  });

  it.each([
    ['QUANLY', manager],
    ['BACSY', doctor],
  ])('refuses %s (403) and a caller without a token (401)', async (_role, who) => {
    const body = { taikhoan: 'khong.duoc', matkhau: 'matkhau123', hoten: 'Không Được', vaitro_id: ROLE.BACSY };
    expect((await create(who, body)).statusCode).toBe(403);
    expect((await as(null, { method: 'POST', url: '/api/nhanvien', payload: body })).statusCode).toBe(401);
    expect((await db.select().from(staff).where(eq(staff.taikhoan, 'khong.duoc'))).length).toBe(0);
  });
});

describe('PUT /api/nhanvien/:id', () => {
  const update = (who: TestStaff, id: string, payload: object) =>
    as(who, { method: 'PUT', url: `/api/nhanvien/${id}`, payload });

  it('changes someone else’s profile and role, logging before and after', async () => {
    const member = await hire('BACSY');
    const response = await update(admin, member._id, {
      hoten: 'Bác sĩ Hoàng Long',
      dienthoai: '0977000111',
      vaitro_id: ROLE.QUANLY,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      hoten: 'Bác sĩ Hoàng Long',
      dienthoai: '0977000111',
      vaitro: { ma: 'QUANLY', menu: defaultRoleMenus.QUANLY },
    });
    const entry = (await logged(member._id)).at(-1)!;
    expect(entry).toMatchObject({ hanhdong: 'CAP_NHAT', nhanvien_id: admin._id });
    expect(entry.truoc).toMatchObject({ hoten: `Nhân viên số ${sequence}`, vaitro_id: ROLE.BACSY, dienthoai: null });
    expect(entry.sau).toMatchObject({ hoten: 'Bác sĩ Hoàng Long', vaitro_id: ROLE.QUANLY, dienthoai: '0977000111' });
    expect(JSON.stringify(entry)).not.toContain('matkhau');
    // The holder's next request already carries the new role.
    const me = await app.inject({
      method: 'GET',
      url: '/api/nhanvien/me',
      headers: { authorization: `Bearer ${member.session.token}` },
    });
    expect(me.json().data.vaitro.ma).toBe('QUANLY');
  });

  it('keeps self-service a profile: one’s own role is not changed even with the permission to change others’', async () => {
    const response = await update(admin, admin._id, { hoten: 'Quản Trị Viên', vaitro_id: ROLE.ADMINISTRATOR });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ hoten: 'Quản Trị Viên', vaitro: { ma: 'ADMIN' } });
    expect((await staffRow(admin._id))!.vaitro_id).toBe(ROLE.ADMIN);
  });

  it('lets a doctor update their own profile and nobody else’s', async () => {
    expect((await update(doctor, doctor._id, { hoten: 'Bác sĩ Tự Sửa' })).statusCode).toBe(200);
    expect((await update(doctor, manager._id, { hoten: 'Sửa Trộm' })).statusCode).toBe(403);
    expect((await update(manager, doctor._id, { hoten: 'Sửa Trộm' })).statusCode).toBe(403);
  });

  it('lets only an ADMINISTRATOR edit an ADMINISTRATOR or promote to ADMINISTRATOR', async () => {
    const member = await hire('BACSY');
    const promote = await update(admin, member._id, { hoten: 'Lên Chức', vaitro_id: ROLE.ADMINISTRATOR });
    expect(promote.statusCode).toBe(403);
    expect((await staffRow(member._id))!.vaitro_id).toBe(ROLE.BACSY);
    expect((await update(admin, owner._id, { hoten: 'Đổi Tên Chủ' })).statusCode).toBe(403);
    expect((await update(owner, member._id, { hoten: 'Lên Chức', vaitro_id: ROLE.ADMINISTRATOR })).statusCode).toBe(
      200,
    );
  });

  it('answers 404 for an unknown account and 400 for an unknown role', async () => {
    expect((await update(admin, '0190d7c4-0000-7000-8000-000000000000', { hoten: 'Ai Đó' })).statusCode).toBe(404);
    const member = await hire('BACSY');
    const unknownRole = await update(admin, member._id, {
      hoten: 'Ai Đó',
      vaitro_id: '0190d7c4-0000-7000-8000-000000000000',
    });
    expect(unknownRole.statusCode).toBe(400);
    expect(unknownRole.json().errors).toEqual({ vaitro_id: 'Vai trò không tồn tại.' });
  });

  it('answers an avatar that was never uploaded with 400 on hinhanh_id, on one’s own profile and on someone else’s', async () => {
    const missing = '0190d7c4-0000-7000-8000-00000000a7a7';
    const member = await hire('BACSY');
    const theirs = await update(admin, member._id, { hoten: 'Ai Đó', hinhanh_id: missing });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().errors).toEqual({ hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    const own = await update(admin, admin._id, { hoten: 'Quản trị', hinhanh_id: missing });
    expect(own.statusCode).toBe(400);
    expect(own.json().errors).toEqual({ hinhanh_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    expect((await staffRow(admin._id))!.hinhanh_id).toBeNull();
  });
});

describe('PUT /api/nhanvien/:id/kichhoat', () => {
  const setActive = (who: TestStaff, id: string, kichhoat: boolean) =>
    as(who, { method: 'PUT', url: `/api/nhanvien/${id}/kichhoat`, payload: { kichhoat } });

  it('deactivates at once: the access token is refused on the next request and the refresh token is dead', async () => {
    const member = await hire('QUANLY');
    const me = () =>
      app.inject({
        method: 'GET',
        url: '/api/nhanvien/me',
        headers: { authorization: `Bearer ${member.session.token}` },
      });
    expect((await me()).statusCode).toBe(200);

    const response = await setActive(admin, member._id, false);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ _id: member._id, kichhoat: false });

    expect((await me()).json()).toEqual(UNAUTHORIZED);
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/refresh-token',
      payload: { refreshToken: member.session.refreshToken },
    });
    expect(renewed.statusCode).toBe(401);
    const open = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.nhanvien_id, member._id)));
    expect(open.every((row) => row.revokedAt !== null)).toBe(true);
    await expect(signIn(app, member)).rejects.toThrow(/401/);

    const [entry] = (await logged(member._id)).filter((row) => row.hanhdong === 'CAP_NHAT');
    expect(entry).toMatchObject({ nhanvien_id: admin._id, truoc: { kichhoat: true }, sau: { kichhoat: false } });

    // Reactivated, the account signs in again (the old sessions stay ended).
    expect((await setActive(admin, member._id, true)).json().data.kichhoat).toBe(true);
    await signIn(app, member);
    expect((await me()).statusCode).toBe(401);
  });

  it('refuses deactivating oneself', async () => {
    const response = await setActive(admin, admin._id, false);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Bạn không thể tự khóa hoặc xóa tài khoản của chính mình.');
    expect((await staffRow(admin._id))!.kichhoat).toBe(true);
  });

  it('lets only an ADMINISTRATOR deactivate an ADMINISTRATOR', async () => {
    const response = await setActive(admin, owner._id, false);
    expect(response.statusCode).toBe(403);
    expect((await staffRow(owner._id))!.kichhoat).toBe(true);
  });

  it('never deactivates the last active ADMINISTRATOR', async () => {
    // Every other owner is made inactive; an owner acting from a session that is still being answered remains.
    const owners = await db
      .select({ _id: staff._id })
      .from(staff)
      .where(and(eq(staff.vaitro_id, ROLE.ADMINISTRATOR), eq(staff.kichhoat, true)));
    const last = owners.find((row) => row._id !== owner._id)!;
    for (const row of owners)
      if (row._id !== last._id) await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, row._id));
    const actor = {
      _id: owner._id,
      vaitro: { ma: 'ADMINISTRATOR', menu: defaultRoleMenus.ADMINISTRATOR },
      phongkham_id: null,
      ip: '127.0.0.1',
      userAgent: null,
    };
    await expect(setStaffActive(db, last._id, false, actor)).rejects.toMatchObject({
      statusCode: 409,
      messageKey: 'errors.lastAdministrator',
    });
    expect((await staffRow(last._id))!.kichhoat).toBe(true);
    for (const row of owners) await db.update(staff).set({ kichhoat: true }).where(eq(staff._id, row._id));
  });

  it('lets two owners who deactivate each other at once leave one of them active', async () => {
    const first = await hire('ADMINISTRATOR');
    const second = await hire('ADMINISTRATOR');
    // Only these two remain active owners.
    const others = (
      await db
        .select({ _id: staff._id })
        .from(staff)
        .where(and(eq(staff.vaitro_id, ROLE.ADMINISTRATOR), eq(staff.kichhoat, true)))
    ).filter((row) => row._id !== first._id && row._id !== second._id);
    for (const row of others) await db.update(staff).set({ kichhoat: false }).where(eq(staff._id, row._id));
    const answers = await Promise.all([
      app.inject({
        method: 'PUT',
        url: `/api/nhanvien/${second._id}/kichhoat`,
        payload: { kichhoat: false },
        headers: { authorization: `Bearer ${first.session.token}` },
      }),
      app.inject({
        method: 'PUT',
        url: `/api/nhanvien/${first._id}/kichhoat`,
        payload: { kichhoat: false },
        headers: { authorization: `Bearer ${second.session.token}` },
      }),
    ]);
    expect(answers.map((a) => a.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const active = [(await staffRow(first._id))!.kichhoat, (await staffRow(second._id))!.kichhoat];
    expect(active.filter(Boolean)).toHaveLength(1);
    for (const row of others) await db.update(staff).set({ kichhoat: true }).where(eq(staff._id, row._id));
  });
});

describe('DELETE /api/nhanvien/:id', () => {
  it('hides the account, ends its sessions, keeps its history and logs the deletion', async () => {
    const member = await hire('BACSY', { hoten: 'Người Nghỉ Việc' });
    const response = await as(admin, { method: 'DELETE', url: `/api/nhanvien/${member._id}` });
    expect(response.statusCode).toBe(200);
    expect((await staffRow(member._id))!.deletedAt).toBeInstanceOf(Date);
    const me = await app.inject({
      method: 'GET',
      url: '/api/nhanvien/me',
      headers: { authorization: `Bearer ${member.session.token}` },
    });
    expect(me.statusCode).toBe(401);
    await expect(signIn(app, member)).rejects.toThrow(/401/);
    const entries = await logged(member._id);
    expect(entries.map((row) => row.hanhdong)).toEqual(expect.arrayContaining(['TAO', 'DANG_NHAP', 'XOA']));
    const deletion = entries.find((row) => row.hanhdong === 'XOA')!;
    expect(deletion).toMatchObject({ nhanvien_id: admin._id, sau: null });
    expect(deletion.truoc).toMatchObject({ hoten: 'Người Nghỉ Việc', taikhoan: member.taikhoan });
    expect((await as(admin, { method: 'DELETE', url: `/api/nhanvien/${member._id}` })).statusCode).toBe(404);
  });

  it('refuses deleting oneself, and an ADMIN deleting an ADMINISTRATOR', async () => {
    const self = await as(admin, { method: 'DELETE', url: `/api/nhanvien/${admin._id}` });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Bạn không thể tự khóa hoặc xóa tài khoản của chính mình.');
    expect((await as(admin, { method: 'DELETE', url: `/api/nhanvien/${owner._id}` })).statusCode).toBe(403);
    expect((await staffRow(owner._id))!.deletedAt).toBeNull();
  });
});

describe('PUT /api/nhanvien/:id/matkhau', () => {
  const reset = (who: TestStaff, id: string, matkhau: string) =>
    as(who, { method: 'PUT', url: `/api/nhanvien/${id}/matkhau`, payload: { matkhau } });

  it('sets a new password, ends the sessions and logs that it happened without the hash', async () => {
    const member = await hire('BACSY');
    const response = await reset(admin, member._id, 'mat-khau-moi-2026');
    expect(response.statusCode).toBe(200);
    await expect(signIn(app, member)).rejects.toThrow(/401/);
    await signIn(app, { taikhoan: member.taikhoan, matkhau: 'mat-khau-moi-2026' });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/nhanvien/refresh-token',
      payload: { refreshToken: member.session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    const entry = (await logged(member._id)).find((row) => row.hanhdong === 'CAP_NHAT')!;
    expect(entry).toMatchObject({ nhanvien_id: admin._id, sau: { datlaimatkhau: true } });
    expect(JSON.stringify(entry)).not.toMatch(/argon2|mat-khau-moi/);
  });

  it('checks the password rule, refuses one’s own password this way and an ADMIN resetting an ADMINISTRATOR', async () => {
    const member = await hire('BACSY');
    const short = await reset(admin, member._id, '12345');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual({ matkhau: 'Mật khẩu phải có ít nhất 6 ký tự' });
    const own = await reset(admin, admin._id, 'mat-khau-cua-toi');
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('Hãy dùng chức năng đổi mật khẩu để đổi mật khẩu của chính bạn.');
    expect((await reset(admin, owner._id, 'chiem-quyen-chu')).statusCode).toBe(403);
    expect((await reset(manager, member._id, 'mat-khau-quan-ly')).statusCode).toBe(403);
  });
});

describe('one’s own id spelt in capitals is still one’s own', () => {
  // The database matches uuids in any case; the "not on yourself" rules compared them as text.
  const upper = (id: string) => id.toUpperCase();

  it('refuses resetting, deactivating and deleting oneself, and changing one’s own role', async () => {
    const reset = await as(admin, {
      method: 'PUT',
      url: `/api/nhanvien/${upper(admin._id)}/matkhau`,
      payload: { matkhau: 'mat-khau-cua-toi' },
    });
    expect(reset.statusCode).toBe(403);
    const off = await as(admin, {
      method: 'PUT',
      url: `/api/nhanvien/${upper(admin._id)}/kichhoat`,
      payload: { kichhoat: false },
    });
    expect(off.statusCode).toBe(403);
    expect((await as(admin, { method: 'DELETE', url: `/api/nhanvien/${upper(admin._id)}` })).statusCode).toBe(403);
    const role = await as(admin, {
      method: 'PUT',
      url: `/api/nhanvien/${upper(admin._id)}`,
      payload: { hoten: 'Quản Trị Viên', vaitro_id: ROLE.QUANLY },
    });
    // One's own record takes the profile fields only: the role stays.
    expect(role.statusCode).toBe(200);
    expect((await staffRow(admin._id))!).toMatchObject({ kichhoat: true, vaitro_id: ROLE.ADMIN, deletedAt: null });
  });

  it('lets a doctor edit their own profile through their id in capitals, as in lower case', async () => {
    const response = await as(doctor, {
      method: 'PUT',
      url: `/api/nhanvien/${upper(doctor._id)}`,
      payload: { hoten: 'Bác Sỹ Viết Hoa' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data._id).toBe(doctor._id);
  });
});

describe('one staff entity behind /nhanvien and /users', () => {
  it('accepts a grant on /users alone for the staff API', async () => {
    const [usersOnly] = await db
      .insert(roles)
      .values({
        ma: 'NGUOI_DUNG' as RoleCode,
        ten: 'Quản lý người dùng',
        menu: [{ url: '/users', view: true, create: true, update: false, delete: false, actions: [] }],
      })
      .returning({ _id: roles._id });
    const keeper = await hire('BACSY');
    await db.update(staff).set({ vaitro_id: usersOnly!._id }).where(eq(staff._id, keeper._id));
    const headers = { authorization: `Bearer ${keeper.session.token}` };
    expect((await app.inject({ method: 'GET', url: '/api/nhanvien', headers })).statusCode).toBe(200);
    const made = await app.inject({
      method: 'POST',
      url: '/api/nhanvien',
      headers,
      payload: { taikhoan: 'tu.users', matkhau: 'matkhau123', hoten: 'Từ Users', vaitro_id: usersOnly!._id },
    });
    expect(made.statusCode, made.body).toBe(201);
    // No update flag on either url: refused.
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/nhanvien/${made.json().data._id}`,
      headers,
      payload: { hoten: 'Sửa' },
    });
    expect(edit.statusCode).toBe(403);
  });
});
