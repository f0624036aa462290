import { backOfficePages, defaultRoleMenus, fullMenu, type RoleCode, type RoleMenuEntry } from '@phongkham/contracts';
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { activityLog, roles, staff } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createStaff, nextAddress, signIn, type SignedIn, type TestStaff } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;

const FORBIDDEN = { success: false, message: 'Bạn không có quyền thực hiện thao tác này.' };
const UNAUTHORIZED = { success: false, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' };

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
const admin = await createStaff(db, { role: 'ADMIN', taikhoan: 'quan.tri' });
const manager = await createStaff(db, { role: 'QUANLY', taikhoan: 'quan.ly' });
const doctor = await createStaff(db, { role: 'BACSY', taikhoan: 'bac.sy' });
const sessionsOf: Record<string, SignedIn> = {};
for (const who of [owner, admin, manager, doctor]) sessionsOf[who.taikhoan] = await signIn(app, who);

const as = (who: TestStaff | null, options: InjectOptions & { url: string }) =>
  app.inject({
    remoteAddress: nextAddress(),
    ...options,
    headers: {
      ...(who ? { authorization: `Bearer ${sessionsOf[who.taikhoan]!.token}` } : {}),
      ...(options.headers ?? {}),
    },
  });

const entry = (url: string, grant: Partial<Omit<RoleMenuEntry, 'url'>> = {}): RoleMenuEntry => ({
  url,
  view: false,
  create: false,
  update: false,
  delete: false,
  actions: [],
  ...grant,
});

const createRole = (who: TestStaff, payload: object, headers: Record<string, string> = {}) =>
  as(who, { method: 'POST', url: '/api/vaitro', payload, headers });
const updateRole = (who: TestStaff, id: string, payload: object) =>
  as(who, { method: 'PUT', url: `/api/vaitro/${id}`, payload });
const roleRow = async (id: string) => (await db.select().from(roles).where(eq(roles._id, id)))[0];
const logged = (id: string) =>
  db
    .select()
    .from(activityLog)
    .where(and(eq(activityLog.tainguyen, 'vaitro'), eq(activityLog.banghi_id, id)))
    .orderBy(activityLog.createdAt);

/** A role the owner made with a system setting (/setting) that ADMIN does not hold. */
async function technicianRole(ma: string) {
  const response = await createRole(owner, {
    ma,
    ten: 'Kỹ thuật viên',
    menu: [entry('/setting', { view: true, update: true }), entry('/tin-tuc', { view: true })],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data._id as string;
}

describe('GET /api/vaitro', () => {
  it('lists the seven built-in roles with their menus and how many accounts hold each', async () => {
    const response = await as(admin, { method: 'GET', url: '/api/vaitro?limit=0&sort=ma' });
    expect(response.statusCode).toBe(200);
    const docs = response.json().data.docs as { ma: string; macdinh: boolean; sonhanvien: number; menu: unknown }[];
    const builtIn = docs.filter((role) => role.macdinh).map((role) => role.ma);
    expect(builtIn).toEqual(['ADMIN', 'ADMINISTRATOR', 'BACSY', 'DUOCSI', 'KYTHUATVIEN', 'LETAN', 'QUANLY', 'THUNGAN']);
    const bacsy = docs.find((role) => role.ma === 'BACSY')!;
    expect(bacsy.menu).toEqual(defaultRoleMenus.BACSY);
    expect(bacsy.sonhanvien).toBeGreaterThanOrEqual(1);
  });

  it('searches by name without diacritics, and reads one role', async () => {
    const found = await as(admin, { method: 'GET', url: '/api/vaitro?q=quan ly phong kham' });
    expect(found.json().data.docs.map((role: { ma: string }) => role.ma)).toEqual(['QUANLY']);
    const one = await as(admin, { method: 'GET', url: `/api/vaitro/${ROLE.QUANLY}` });
    expect(one.json().data).toMatchObject({ _id: ROLE.QUANLY, ma: 'QUANLY', macdinh: true });
    expect(
      (await as(admin, { method: 'GET', url: '/api/vaitro/0190d7c4-0000-7000-8000-000000000000' })).statusCode,
    ).toBe(404);
  });

  it('is readable by whoever manages roles or staff (QUANLY reads the staff list), not by BACSY', async () => {
    expect((await as(manager, { method: 'GET', url: '/api/vaitro' })).statusCode).toBe(200);
    const refused = await as(doctor, { method: 'GET', url: '/api/vaitro' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual(FORBIDDEN);
    expect((await as(null, { method: 'GET', url: `/api/vaitro/${ROLE.BACSY}` })).json()).toEqual(UNAUTHORIZED);
  });
});

describe('POST /api/vaitro', () => {
  it('creates a role with its menu in stored form and logs it', async () => {
    const response = await createRole(admin, {
      ma: 'LE_TAN',
      ten: 'Lễ tân',
      menu: [
        entry('/tai-khoan-benh-nhan', { view: true, create: true, actions: ['PRINT', 'PRINT'] }),
        entry('/tin-tuc', { view: true }),
        entry('/faq'),
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json().data;
    // Pages in menu order, actions once, pages that grant nothing left out.
    expect(created).toMatchObject({
      ma: 'LE_TAN',
      ten: 'Lễ tân',
      macdinh: false,
      sonhanvien: 0,
      menu: [
        entry('/tin-tuc', { view: true }),
        entry('/tai-khoan-benh-nhan', { view: true, create: true, actions: ['PRINT'] }),
      ],
    });
    const [log] = await logged(created._id);
    expect(log).toMatchObject({ hanhdong: 'TAO', nhanvien_id: admin._id, truoc: null });
    expect(log!.sau).toMatchObject({ ma: 'LE_TAN', ten: 'Lễ tân', menu: created.menu });
  });

  it('refuses a taken code (409 on the field), a malformed code and unknown pages, writing nothing', async () => {
    const count = (await db.select().from(roles)).length;
    const taken = await createRole(admin, { ma: 'BACSY', ten: 'Bác sĩ 2', menu: [] });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual({ ma: 'Mã vai trò "BACSY" đã tồn tại, vui lòng chọn mã khác.' });
    const bad = await createRole(admin, {
      ma: 'lễ tân',
      ten: ' ',
      menu: [entry('/khong-co', { view: true }), entry('/tin-tuc'), entry('/tin-tuc')],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({
      ma: 'Mã vai trò gồm chữ in hoa không dấu, chữ số và dấu gạch dưới, bắt đầu bằng chữ cái (ví dụ LE_TAN)',
      ten: 'Không được để trống',
      'menu.0.url': 'Trang không tồn tại trong hệ thống',
      'menu.2.url': 'Trang này đã có trong danh sách quyền',
    });
    expect((await db.select().from(roles)).length).toBe(count);
  });

  it('refuses to grant what the editor lacks (the escalation rule), naming it, in either language', async () => {
    const refused = await createRole(admin, {
      ma: 'HE_THONG',
      ten: 'Hệ thống',
      menu: [entry('/tin-tuc', { view: true }), entry('/setting', { view: true }), entry('/menu', { update: true })],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'Bạn không thể cấp hoặc thu hồi quyền mà chính bạn không có: /menu: update, /setting: view.',
    );
    const english = await createRole(
      admin,
      { ma: 'HE_THONG', ten: 'System', menu: [entry('/setting', { view: true })] },
      { i18nextLng: 'en' },
    );
    expect(english.json().message).toBe(
      'You cannot grant or remove permissions you do not hold yourself: /setting: view.',
    );
    // An action the editor holds only through ALL is theirs to give; QUANLY's EXPORT only is not ALL.
    expect(
      (
        await createRole(admin, {
          ma: 'XUAT_FILE',
          ten: 'Xuất',
          menu: [entry('/tin-tuc', { view: true, actions: ['EXPORT'] })],
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await db
          .select()
          .from(roles)
          .where(eq(roles.ma, 'HE_THONG' as RoleCode))
      ).length,
    ).toBe(0);
  });

  it.each([
    ['QUANLY', manager],
    ['BACSY', doctor],
  ])('refuses %s (403) and a caller without a token (401)', async (_role, who) => {
    const body = { ma: 'KHONG_DUOC', ten: 'Không được', menu: [] };
    expect((await createRole(who, body)).json()).toEqual(FORBIDDEN);
    expect((await as(null, { method: 'POST', url: '/api/vaitro', payload: body })).statusCode).toBe(401);
  });
});

describe('PUT /api/vaitro/:id', () => {
  it('renames and re-grants a role, logging before and after', async () => {
    const id = (
      await createRole(admin, { ma: 'THU_NGAN', ten: 'Thu ngân', menu: [entry('/tin-tuc', { view: true })] })
    ).json().data._id as string;
    const response = await updateRole(admin, id, {
      ten: 'Thu ngân chính',
      menu: [entry('/tin-tuc', { view: true, update: true }), entry('/faq', { view: true })],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ ma: 'THU_NGAN', ten: 'Thu ngân chính' });
    const log = (await logged(id)).at(-1)!;
    expect(log).toMatchObject({ hanhdong: 'CAP_NHAT', nhanvien_id: admin._id });
    expect(log.truoc).toMatchObject({ ten: 'Thu ngân', menu: [entry('/tin-tuc', { view: true })] });
    expect(log.sau).toMatchObject({ ten: 'Thu ngân chính' });
  });

  it('lets an editor change what they hold and keep what they do not, but not touch it', async () => {
    const id = await technicianRole('KY_THUAT_1');
    // ADMIN renames it and adds news rights, leaving /setting as it is: allowed.
    const kept = await updateRole(admin, id, {
      ten: 'Kỹ thuật',
      menu: [entry('/setting', { view: true, update: true }), entry('/tin-tuc', { view: true, create: true })],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    // Taking /setting away, or adding to it, is not ADMIN's to do.
    const removed = await updateRole(admin, id, { ten: 'Kỹ thuật', menu: [entry('/tin-tuc', { view: true })] });
    expect(removed.statusCode).toBe(403);
    expect(removed.json().message).toContain('/setting: view, /setting: update');
    const widened = await updateRole(admin, id, {
      ten: 'Kỹ thuật',
      menu: [
        entry('/setting', { view: true, update: true, delete: true }),
        entry('/tin-tuc', { view: true, create: true }),
      ],
    });
    expect(widened.statusCode).toBe(403);
    expect((await roleRow(id))!.menu).toEqual([
      entry('/tin-tuc', { view: true, create: true }),
      entry('/setting', { view: true, update: true }),
    ]);
    // The owner holds everything.
    expect((await updateRole(owner, id, { ten: 'Kỹ thuật', menu: [] })).statusCode).toBe(200);
  });

  it('never changes the ADMINISTRATOR menu; only an owner renames that role', async () => {
    const menu = (await roleRow(ROLE.ADMINISTRATOR))!.menu;
    const narrowed = await updateRole(owner, ROLE.ADMINISTRATOR, { ten: 'Chủ hệ thống', menu: menu.slice(1) });
    expect(narrowed.statusCode).toBe(403);
    expect(narrowed.json().message).toBe(
      'Vai trò Chủ hệ thống luôn có toàn quyền, không thể thay đổi quyền của vai trò này.',
    );
    expect((await updateRole(admin, ROLE.ADMINISTRATOR, { ten: 'Chủ', menu })).statusCode).toBe(403);
    const renamed = await updateRole(owner, ROLE.ADMINISTRATOR, { ten: 'Chủ sở hữu hệ thống', menu });
    expect(renamed.statusCode).toBe(200);
    expect((await roleRow(ROLE.ADMINISTRATOR))!).toMatchObject({ ten: 'Chủ sở hữu hệ thống', menu: fullMenu() });
  });

  it('takes effect on the holders’ next request, with the tokens they already have', async () => {
    const headers = { authorization: `Bearer ${sessionsOf['bac.sy']!.token}` };
    const staffList = () => app.inject({ method: 'GET', url: '/api/nhanvien', headers });
    expect((await staffList()).statusCode).toBe(403);
    const granted = [...defaultRoleMenus.BACSY, entry('/nhanvien', { view: true })];
    expect((await updateRole(admin, ROLE.BACSY, { ten: 'Bác sĩ', menu: granted })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/api/nhanvien/me', headers });
    expect(me.json().data.vaitro.menu).toContainEqual(entry('/nhanvien', { view: true }));
    expect((await updateRole(admin, ROLE.BACSY, { ten: 'Bác sĩ', menu: defaultRoleMenus.BACSY })).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(403);
  });

  it('is open to /phan-quyen-vai-tro editors, not to QUANLY or BACSY', async () => {
    const body = { ten: 'Bác sĩ', menu: defaultRoleMenus.BACSY };
    expect((await updateRole(manager, ROLE.BACSY, body)).statusCode).toBe(403);
    expect((await updateRole(doctor, ROLE.BACSY, body)).statusCode).toBe(403);
    const [permissionsOnly] = await db
      .insert(roles)
      .values({
        ma: 'PHAN_QUYEN' as RoleCode,
        ten: 'Phân quyền',
        menu: [entry('/phan-quyen-vai-tro', { view: true, update: true }), entry('/thong-bao-chung', { view: true })],
      })
      .returning({ _id: roles._id });
    const editor = await createStaff(db, { role: 'BACSY', taikhoan: 'nguoi.phan.quyen' });
    await db.update(staff).set({ vaitro_id: permissionsOnly!._id }).where(eq(staff._id, editor._id));
    const { token } = await signIn(app, editor);
    const response = await app.inject({
      method: 'PUT',
      url: `/api/vaitro/${ROLE.BACSY}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ten: 'Bác sĩ', menu: defaultRoleMenus.BACSY.filter((grant) => grant.url === '/thong-bao-chung') },
    });
    // BACSY's /tai-khoan-benh-nhan view is not this editor's to take away.
    expect(response.statusCode).toBe(403);
    const allowed = await app.inject({
      method: 'PUT',
      url: `/api/vaitro/${ROLE.BACSY}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ten: 'Bác sĩ điều trị', menu: defaultRoleMenus.BACSY },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('DELETE /api/vaitro/:id', () => {
  const remove = (who: TestStaff, id: string) => as(who, { method: 'DELETE', url: `/api/vaitro/${id}` });

  it('deletes a role nobody holds and logs it', async () => {
    const id = (await createRole(admin, { ma: 'TAM_THOI', ten: 'Tạm thời', menu: [] })).json().data._id as string;
    expect((await remove(admin, id)).statusCode).toBe(200);
    expect(await roleRow(id)).toBeUndefined();
    expect((await logged(id)).map((row) => row.hanhdong)).toEqual(['TAO', 'XOA']);
    expect((await remove(admin, id)).statusCode).toBe(404);
  });

  it('keeps the built-in roles and roles someone holds (deleted accounts included)', async () => {
    for (const id of Object.values(ROLE)) {
      const response = await remove(owner, id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Không thể xóa vai trò mặc định của hệ thống.');
    }
    const id = (await createRole(admin, { ma: 'DANG_DUNG', ten: 'Đang dùng', menu: [] })).json().data._id as string;
    const holder = await createStaff(db, { role: 'BACSY', taikhoan: 'nguoi.giu' });
    await db.update(staff).set({ vaitro_id: id, deletedAt: new Date() }).where(eq(staff._id, holder._id));
    const held = await remove(admin, id);
    expect(held.statusCode).toBe(409);
    expect(held.json().message).toBe(
      'Vai trò đang được gán cho 1 tài khoản nhân viên (kể cả tài khoản đã xóa) nên không thể xóa.',
    );
    expect(await roleRow(id)).toBeDefined();
  });

  it('refuses deleting a role whose grants the editor does not hold, and QUANLY or BACSY', async () => {
    const id = await technicianRole('KY_THUAT_2');
    expect((await remove(admin, id)).statusCode).toBe(403);
    expect((await remove(manager, id)).json()).toEqual(FORBIDDEN);
    expect((await remove(doctor, id)).json()).toEqual(FORBIDDEN);
    expect((await remove(owner, id)).statusCode).toBe(200);
  });
});

describe('the catalogue: GET /api/menu, /api/resource, /api/action', () => {
  it('lists the back-office pages in menu order', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/menu' });
    expect(response.statusCode).toBe(200);
    const menus = response.json().data as { url: string; order: number; group: string | null; key: string }[];
    expect(menus.map((menu) => menu.url)).toEqual(backOfficePages.map((page) => page.url));
    expect(menus[0]).toMatchObject({ url: '/dat-lich-hen', key: 'appointments', group: 'care', order: 1 });
  });

  it('lists the API resources with each route and the permission it needs', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/resource' });
    const resources = response.json().data as {
      ten: string;
      routes: { method: string; url: string; access: unknown }[];
    }[];
    const names = resources.map((resource) => resource.ten);
    expect(names).toEqual(expect.arrayContaining(['nhanvien', 'vaitro', 'lich-su-hoat-dong', 'menu', 'setting']));
    expect(names).not.toContain('docs');
    const staffRoutes = resources.find((resource) => resource.ten === 'nhanvien')!.routes;
    expect(staffRoutes).toContainEqual({
      method: 'DELETE',
      url: '/api/nhanvien/:id',
      access: { urls: ['/nhanvien', '/users'], flag: 'delete' },
    });
    expect(staffRoutes).toContainEqual({ method: 'POST', url: '/api/nhanvien/login', access: 'public' });
    expect(staffRoutes.some((route) => route.method === 'HEAD')).toBe(false);
  });

  it('declares both audiences of a route that serves the public and staff with a grant', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/resource' });
    const routes = (response.json().data as { routes: { method: string; url: string; access: unknown }[] }[]).flatMap(
      (resource) => resource.routes,
    );
    const access = (method: string, url: string) =>
      routes.find((route) => route.method === method && route.url === url)?.access;
    expect(access('GET', '/api/tintuc')).toEqual({ urls: ['/tin-tuc'], flag: 'view', public: true });
    expect(access('GET', '/api/bacsi/:id')).toEqual({ urls: ['/bac-si'], flag: 'view', public: true });
    expect(access('POST', '/api/lichhen')).toEqual({ urls: ['/dat-lich-hen'], flag: 'create', public: true });
    // Staff-only routes of the same resources name the grant alone.
    expect(access('DELETE', '/api/tintuc/:id')).toEqual({ urls: ['/tin-tuc'], flag: 'delete' });
    expect(access('POST', '/api/lichhen/:id/doilich')).toEqual({ urls: ['/dat-lich-hen'], flag: 'update' });
  });

  it('lists the actions, ALL including the others', async () => {
    const response = await as(owner, { method: 'GET', url: '/api/action' });
    expect(response.json().data).toEqual([
      { ma: 'DOWNLOAD', includes: [] },
      { ma: 'PRINT', includes: [] },
      { ma: 'EXPORT', includes: [] },
      { ma: 'ALL', includes: ['DOWNLOAD', 'PRINT', 'EXPORT'] },
    ]);
  });

  it.each(['/api/menu', '/api/resource', '/api/action'])('keeps %s to the owner by default', async (url) => {
    expect((await as(admin, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(manager, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(doctor, { method: 'GET', url })).statusCode).toBe(403);
    expect((await as(null, { method: 'GET', url })).statusCode).toBe(401);
  });
});
