import {
  backOfficePages,
  clinicalContent,
  clinicalResources,
  defaultRoleMenus,
  grantsAny,
  holdsClinicalGrant,
  readsHistoryOf,
  permissionFlags,
  roleCodes,
  staffUrls,
  type RoleCode,
} from '@phongkham/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  activityLog,
  cashierShifts,
  appointments,
  holidays,
  scheduleExceptions,
  catalogueEntries,
  emailTemplates,
  files,
  labTests,
  drugs,
  prescriptions,
  languages,
  liveEvents,
  newsCategories,
  outbox,
  patients,
  requests,
  profileReviews,
  memberRegistrations,
  roles,
  orderLines,
  results,
  settings,
  visits,
  examinations,
  stores,
  stocktakes,
} from '../db/schema';
import { shippedTexts } from '../modules/languages/shipped';
import { postStockDocument } from '../modules/stock/posting';
import { writing } from '../lib/crud/writer';
import { buildTestApp, TEST_JWT_SECRET } from '../test/app';
import {
  accessToken,
  createClinic,
  createStaff,
  signIn,
  tamperClaims,
  tamperSignature,
  tokenClaims,
  type TestStaff,
} from '../test/factories';
import { multipartBody } from '../test/multipart';
import { accessUrls, type Access, type DeclaredRoute } from '../lib/access';
import { apiResources } from '../modules/catalogue/catalogue.routes';

const { app, database } = await buildTestApp();
const db = database.db;

const UNAUTHORIZED = { success: false, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại.' };
const FORBIDDEN = { success: false, message: 'Bạn không có quyền thực hiện thao tác này.' };

const routeKey = (route: { method: string; url: string }) => `${route.method} ${route.url}`;

/**
 * Every route the router holds, read from printRoutes()' radix tree: a node's path is its ancestors' segments
 * joined, and the methods in brackets are the routes ending there.
 */
function registeredRoutes(tree: string): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? prefixes[depth - 1]! : '') + match[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(',') ?? []) found.push(`${method.trim()} ${path}`);
  }
  return found;
}

describe('every API route declares who may call it', () => {
  const declared = app.declaredRoutes;
  const declaredKeys = declared.map(routeKey);
  const registered = registeredRoutes(app.printRoutes());

  it('reads the router', () => {
    // The parser above must see the routes, or the comparison below proves nothing.
    expect(registered).toEqual(
      expect.arrayContaining([
        'GET /api/setting',
        'POST /api/yeucau',
        'PUT /api/nhanvien/:id',
        'GET /api/dmtintuc/:id',
      ]),
    );
  });

  it('has a declaration for every registered /api route, and a route for every declaration', () => {
    const api = registered.filter((key) => key.split(' ')[1]!.startsWith('/api'));
    expect(api.length).toBeGreaterThan(10);
    expect([...new Set(declaredKeys)].sort()).toEqual([...new Set(api)].sort());
    for (const route of declared) {
      expect(app.hasRoute({ method: route.method as 'GET', url: route.url }), routeKey(route)).toBe(true);
    }
    expect(new Set(declaredKeys).size).toBe(declaredKeys.length);
  });

  it.each<[string, Access]>([
    ['GET /api/health', 'public'],
    ['GET /api/setting', 'public'],
    ['GET /api/ngonngu/ban-dich', 'public'],
    ['PUT /api/bandich/:id', { url: ['/languages'], flag: 'update' }],
    ['GET /api/dmtintuc', { url: ['/danh-muc-tin-tuc', '/dmtintuc'], flag: 'view', anonymous: true }],
    ['GET /api/dmtintuc/:id', { url: ['/danh-muc-tin-tuc', '/dmtintuc'], flag: 'view', anonymous: true }],
    ['GET /api/tintuc', { url: ['/tin-tuc'], flag: 'view', anonymous: true }],
    ['DELETE /api/tintuc/:id', { url: ['/tin-tuc'], flag: 'delete' }],
    ['GET /api/taitro/:id', { url: ['/tai-tro-ca-mo'], flag: 'view', anonymous: true }],
    ['POST /api/xetduyethoso', 'public'],
    ['GET /api/xetduyethoso/tra-cuu', 'public'],
    ['GET /api/xetduyethoso', { url: ['/xet-duyet-ho-so'], flag: 'view' }],
    ['POST /api/xetduyethoso/:id/trangthai', { url: ['/xet-duyet-ho-so'], flag: 'update' }],
    ['GET /api/xetduyethoso/:id/tailieu/:tailieuId', { url: ['/xet-duyet-ho-so'], flag: 'view' }],
    ['POST /api/taitro/:id/cauchuyen', { url: ['/cau-chuyen-thanh-cong'], flag: 'create' }],
    ['GET /api/quyengop', { url: ['/tai-tro-ca-mo'], flag: 'view' }],
    ['GET /api/bacsi/:id', { url: ['/bac-si'], flag: 'view', anonymous: true }],
    ['GET /api/bacsi/nhanvien', { url: ['/bac-si'], flag: 'create' }],
    ['GET /api/dmdichvu/:id', { url: ['/dich-vu'], flag: 'view', anonymous: true }],
    ['GET /api/dichvu', { url: ['/dich-vu-cung-cap'], flag: 'view', anonymous: true }],
    ['DELETE /api/dmdichvu/:id', { url: ['/dich-vu'], flag: 'delete' }],
    ['GET /api/banggia', 'public'],
    ['GET /api/benh/:id', { url: ['/benh'], flag: 'view', anonymous: true }],
    ['PUT /api/benh/:id', { url: ['/benh'], flag: 'update' }],
    ['GET /api/sanpham', { url: ['/san-pham'], flag: 'view', anonymous: true }],
    ['DELETE /api/dmsanpham/:id', { url: ['/danh-muc-san-pham'], flag: 'delete' }],
    ['GET /api/faq', { url: ['/faq'], flag: 'view', anonymous: true }],
    ['DELETE /api/dmfaq/:id', { url: ['/dmfaq'], flag: 'delete' }],
    ['GET /api/huongdan/:id', { url: ['/huongdan'], flag: 'view', anonymous: true }],
    ['PUT /api/dmhuongdan/:id', { url: ['/dmhuongdan'], flag: 'update' }],
    ['PUT /api/setting', { url: '/thong-tin-chung', flag: 'update' }],
    ['POST /api/yeucau', 'public'],
    ['POST /api/dangkythanhvien', 'public'],
    ['GET /api/khuyenmai', 'public'],
    ['GET /api/dashboard', 'signedIn'],
    ['POST /api/dangkythanhvien/:id/dung-ma', { url: ['/dang-ky-thanh-vien'], flag: 'update' }],
    ['POST /api/nhanvien/login', 'public'],
    ['POST /api/nhanvien/refresh-token', 'public'],
    ['POST /api/nhanvien/logout', 'public'],
    ['GET /api/docs/json', 'public'],
    ['GET /api/nhanvien/me', 'signedIn'],
    ['GET /api/thongbaochung/cua-toi', 'signedIn'],
    ['GET /api/events', 'signedIn'],
    ['GET /api/yeucau', { url: ['/yeu-cau'], flag: 'view' }],
    ['POST /api/yeucau/:id/trangthai', { url: ['/yeu-cau'], flag: 'update' }],
    ['POST /api/luotkham', { url: ['/tiep-nhan'], flag: 'create' }],
    ['POST /api/luotkham/:id/trangthai', { url: ['/tiep-nhan'], flag: 'update' }],
    ['GET /api/luotkham/man-hinh', { url: ['/tiep-nhan'], flag: 'view' }],
    ['GET /api/icd10', 'signedIn'],
    ['GET /api/khambenh/hang-doi', { url: ['/kham-benh'], flag: 'view' }],
    ['POST /api/khambenh/:id/mo', { url: ['/kham-benh'], flag: 'create' }],
    ['POST /api/khambenh/:id/ky', { url: ['/kham-benh'], flag: 'update' }],
    ['GET /api/lichhen/trong', { url: ['/dat-lich-hen'], flag: 'view', anonymous: true }],
    ['GET /api/lichhen/huy', 'public'],
    ['POST /api/lichhen', { url: ['/dat-lich-hen'], flag: 'create', anonymous: true }],
    ['POST /api/lichhen/:id/doilich', { url: ['/dat-lich-hen'], flag: 'update' }],
    ['POST /api/xetnghiem', { url: ['/xet-nghiem'], flag: 'create' }],
    ['PUT /api/xetnghiem/:id/ketqua', { url: ['/xet-nghiem'], flag: 'update' }],
    ['POST /api/chandoanhinhanh/:id/trangthai', { url: ['/chan-doan-hinh-anh'], flag: 'update' }],
    ['GET /api/ketqua', { url: ['/xet-nghiem', '/chan-doan-hinh-anh', '/kham-benh'], flag: 'view' }],
    ['DELETE /api/chisoxetnghiem/:id', { url: ['/danh-muc-xet-nghiem'], flag: 'delete' }],
    ['GET /api/thuoc', { url: ['/danh-muc-thuoc'], flag: 'view' }],
    ['POST /api/donthuoc/:id/phat', { url: ['/nha-thuoc'], flag: 'create' }],
    ['GET /api/nhathuoc/:id', { url: ['/nha-thuoc'], flag: 'view' }],
    ['DELETE /api/thuoc/:id', { url: ['/danh-muc-thuoc'], flag: 'delete' }],
    ['GET /api/donthuoc', { url: ['/don-thuoc'], flag: 'view' }],
    ['POST /api/donthuoc', { url: ['/don-thuoc'], flag: 'create' }],
    ['POST /api/donthuoc/:id/ky', { url: ['/don-thuoc'], flag: 'update' }],
    ['POST /api/soquy/ca', { url: ['/so-quy'], flag: 'create' }],
    ['POST /api/soquy/ca/:id/dong', { url: ['/so-quy'], flag: 'update' }],
    ['GET /api/soquy', { url: ['/so-quy'], flag: 'view' }],
    ['POST /api/soquy/thuchikhac', { url: ['/so-quy'], flag: 'create' }],
    ['GET /api/hoadon', { url: ['/hoa-don'], flag: 'view' }],
    ['POST /api/hoadon', { url: ['/hoa-don'], flag: 'create' }],
    ['POST /api/hoadon/:id/thanhtoan', { url: ['/hoa-don'], flag: 'create' }],
    ['PUT /api/hoadon/:id/giamgia', { url: ['/hoa-don'], flag: 'update' }],
    ['POST /api/hoadon/:id/hoantien', { url: ['/hoa-don'], flag: 'update' }],
    ['POST /api/hoadon/:id/huy', { url: ['/hoa-don'], flag: 'delete' }],
    ['POST /api/hoadon/:id/duyetgiamgia', { url: ['/duyet-thu-chi'], flag: 'update' }],
    ['GET /api/hoadon/giamgia', { url: ['/duyet-thu-chi'], flag: 'view' }],
    ['GET /api/baocao/doanhthu', { url: ['/bao-cao/doanh-thu'], flag: 'view' }],
    ['GET /api/baocao/cho', { url: ['/bao-cao/thoi-gian-cho'], flag: 'view' }],
    ['GET /api/baocao/luotkham', { url: ['/bao-cao/luot-kham'], flag: 'view' }],
    ['GET /api/baocao/doanhso', { url: ['/bao-cao/doanh-so'], flag: 'view' }],
    ['GET /api/baocao/khothuoc', { url: ['/bao-cao/kho-thuoc'], flag: 'view' }],
    ['GET /api/baocao/lamsang', { url: ['/bao-cao/lam-sang'], flag: 'view' }],
    ['GET /api/baocao/thongke', { url: ['/bao-cao/thong-ke-y-te'], flag: 'view' }],
    ['POST /api/hoadon/:id/hoadondientu', { url: ['/hoa-don'], flag: 'create' }],
    ['POST /api/hoadon/:id/hoadondientu/guilai', { url: ['/hoa-don'], flag: 'update' }],
    ['GET /api/phieuthu/:id', { url: ['/hoa-don'], flag: 'view' }],
    ['GET /api/goidichvu', { url: ['/goi-dich-vu', '/hoa-don'], flag: 'view' }],
    ['POST /api/goidichvu', { url: ['/goi-dich-vu'], flag: 'create' }],
    ['GET /api/goidichvu/benhnhan/:id', { url: ['/goi-dich-vu', '/hoa-don'], flag: 'view' }],
    ['POST /api/goidichvu/goibenhnhan/:id/hoantien', { url: ['/hoa-don'], flag: 'update' }],
    ['GET /api/goidichvu/doanhthu', { url: ['/goi-dich-vu'], flag: 'view' }],
    ['POST /api/hoadon/:id/dong', { url: ['/hoa-don'], flag: 'create' }],
    ['POST /api/tamung', { url: ['/hoa-don'], flag: 'create' }],
    ['POST /api/tamung/hoantien', { url: ['/hoa-don'], flag: 'update' }],
    ['GET /api/hoadon/benhnhan/:id/tongquan', { url: ['/hoa-don'], flag: 'view' }],
    ['POST /api/thongbaochung/:id/da-xem', 'signedIn'],
    ['DELETE /api/mauemail/:id', { url: ['/mau-email'], flag: 'delete' }],
    ['POST /api/thongbaochung', { url: ['/thong-bao-chung'], flag: 'create' }],
    ['HEAD /api/nhanvien/me', 'signedIn'],
    ['PUT /api/nhanvien/:id', { url: staffUrls, flag: 'update', self: 'id' }],
    ['GET /api/diachi/tinh', 'public'],
    ['GET /api/diachi/tra-cuu', 'public'],
    ['GET /api/diachi/xa', { url: ['/dia-chi'], flag: 'view', anonymous: true }],
    ['PUT /api/diachi/xa/:id', { url: ['/dia-chi'], flag: 'update' }],
    ['GET /api/phongkham/:id', { url: ['/quan-ly-phong-kham'], flag: 'view' }],
    ['DELETE /api/phongkham/:id', { url: ['/quan-ly-phong-kham'], flag: 'delete' }],
    ['GET /api/nganhang', { url: ['/quan-ly-phong-kham'], flag: 'view' }],
  ])('declares %s as %j', (key, access) => {
    expect(declared.find((route) => routeKey(route) === key)?.access).toEqual(access);
  });

  it('tells in the registry (/api/resource) every route the public may call, beside the grant when staff get more', () => {
    const registry = new Map(
      apiResources(declared).flatMap((resource) => resource.routes.map((route) => [routeKey(route), route.access])),
    );
    for (const route of declared) {
      if (route.method === 'HEAD' || route.url.startsWith('/api/docs')) continue;
      const listed = registry.get(routeKey(route));
      const servesPublic = route.access === 'public' || (typeof route.access === 'object' && !!route.access.anonymous);
      const listsPublic = listed === 'public' || (typeof listed === 'object' && listed.public === true);
      expect(listsPublic, routeKey(route)).toBe(servesPublic);
      if (typeof route.access === 'object') expect(listed, routeKey(route)).toMatchObject({ flag: route.access.flag });
    }
    expect(registry.get('GET /api/tintuc')).toEqual({ urls: ['/tin-tuc'], flag: 'view', public: true });
    expect(registry.get('POST /api/lichhen')).toEqual({ urls: ['/dat-lich-hen'], flag: 'create', public: true });
  });

  it('names only back-office urls the role menus know, real flags, and route parameters that exist', () => {
    const urls = backOfficePages.map((page) => page.url);
    for (const route of declared) {
      if (typeof route.access === 'string') {
        expect(['public', 'signedIn'], routeKey(route)).toContain(route.access);
        continue;
      }
      for (const url of accessUrls(route.access)) expect(urls, routeKey(route)).toContain(url);
      expect(permissionFlags, routeKey(route)).toContain(route.access.flag);
      if (route.access.self) expect(route.url, routeKey(route)).toContain(`:${route.access.self}`);
    }
  });

  it('refuses to register an /api route without a declaration, naming it', async () => {
    const fresh = await buildApp({
      config: { publicUrl: 'http://localhost:3000', logLevel: 'silent', mode: 'test', jwtSecret: TEST_JWT_SECRET },
      database,
      logger: false,
    });
    try {
      expect(() => fresh.get('/api/khong-khai-bao', async () => ({}))).toThrow(
        'GET /api/khong-khai-bao declares no config.access',
      );
      expect(() => fresh.post('/api/nhanvien/khong-khai-bao', { config: {} }, async () => ({}))).toThrow(
        /POST \/api\/nhanvien\/khong-khai-bao/,
      );
      // Declared routes, and routes outside /api (pages), are fine.
      expect(() => fresh.get('/api/co-khai-bao', { config: { access: 'signedIn' } }, async () => ({}))).not.toThrow();
      expect(() => fresh.get('/trang-khong-phai-api', async () => ({}))).not.toThrow();
      await fresh.ready();
      expect(fresh.hasRoute({ method: 'GET', url: '/api/khong-khai-bao' })).toBe(false);
      expect(fresh.declaredRoutes.map(routeKey)).toContain('GET /api/co-khai-bao');
      expect((await fresh.inject({ method: 'GET', url: '/api/co-khai-bao' })).statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});

// The authorization matrix: each role × each guarded route × each way of presenting a token.

const roleStaff = {} as Record<RoleCode, TestStaff>;
const sessions = {} as Record<RoleCode, { token: string; refreshToken: string }>;
// Staff of the site's clinic, as a clinic's staff are: clinic-scoped routes refuse staff of no clinic.
const [site] = await db.select({ phongkham_id: settings.phongkham_id }).from(settings).limit(1);
for (const role of roleCodes) {
  roleStaff[role] = await createStaff(db, {
    role,
    taikhoan: `vai.tro.${role.toLowerCase()}`,
    phongkham_id: site!.phongkham_id,
  });
  sessions[role] = await signIn(app, roleStaff[role]);
}
/** The staff member whose records the requests touch: never the caller. */
const other = await createStaff(db, { role: 'BACSY', taikhoan: 'nguoi.khac' });

type Variant = 'valid' | 'valid cookie' | 'none' | 'expired' | 'tampered' | 'other secret' | 'refresh token';
const variants: Variant[] = ['valid', 'valid cookie', 'none', 'expired', 'tampered', 'other secret', 'refresh token'];

/**
 * The full grid (every role with a valid token on every route, each other variant once) runs on PGlite. PGlite is
 * PostgreSQL's own engine; what the PostgreSQL run adds is the driver, the pool and real concurrency, which the grid
 * does not exercise: there each route is tried by the owner, one other role taking turns from route to route, and
 * one other variant taking turns (decision 0028), so every route still meets PostgreSQL, allowed and refused.
 */
const fullGrid = database.kind !== 'postgres';
/** Roles and variants tried on `route` (its index among the routes tried): the whole grid, or the sample. */
function gridOf(index: number): { role: RoleCode; variant: Variant }[] {
  const others = variants.filter((variant) => variant !== 'valid');
  const valid: readonly RoleCode[] = fullGrid
    ? roleCodes
    : [roleCodes[0], roleCodes[1 + (index % (roleCodes.length - 1))]!];
  const refused = fullGrid ? others : [others[index % others.length]!];
  return [
    ...valid.map((role) => ({ role, variant: 'valid' as Variant })),
    ...refused.map((variant) => ({
      variant,
      role: roleCodes[(index + others.indexOf(variant)) % roleCodes.length]!,
    })),
  ];
}

// Requests that use their target up (deactivate, delete) each get a fresh one: one per case of a route.
const CASES_PER_ROUTE = gridOf(0).length;
const [doctorRole] = await db.select({ _id: roles._id }).from(roles).where(eq(roles.ma, 'BACSY'));
const doctorRoleId = doctorRole!._id;
const newsReader = { url: '/tin-tuc', view: true, create: false, update: false, delete: false, actions: [] };
const toDeactivate: string[] = [];
const toDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  toDeactivate.push((await createStaff(db, { role: 'BACSY', taikhoan: `se.khoa.${i}`, matkhau: 'mat-khau-tam' }))._id);
  toDelete.push((await createStaff(db, { role: 'BACSY', taikhoan: `se.xoa.${i}`, matkhau: 'mat-khau-tam' }))._id);
}
const customRole = async (ma: string) =>
  (
    await db
      .insert(roles)
      .values({ ma: ma as RoleCode, ten: ma, menu: [newsReader] })
      .returning({ _id: roles._id })
  )[0]!._id;
const editableRole = await customRole('LE_TAN');
const rolesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) rolesToDelete.push(await customRole(`SE_XOA_${i}`));
const take = (pool: string[]) => pool.shift() ?? 'pool-exhausted';

// News and categories: one of each to edit, and a fresh one per case to delete.
const [newsCategory] = await db
  .select({ _id: newsCategories._id, tendanhmuc: newsCategories.tendanhmuc })
  .from(newsCategories)
  .limit(1);
const articleBody = { dmtintuc_id: newsCategory!._id, tieude: 'Bài kiểm tra quyền', hienthi: false };
const matrixOwnerStaff = await createStaff(db, { role: 'ADMINISTRATOR', taikhoan: 'chu.ma.tran' });
const matrixOwner = await signIn(app, matrixOwnerStaff);
const asOwner = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${matrixOwner.token}` } });
const editableArticle = (await asOwner('/api/tintuc', articleBody)).json().data._id as string;
const articlesToDelete: string[] = [];
const categoriesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  articlesToDelete.push((await asOwner('/api/tintuc', articleBody)).json().data._id);
  categoriesToDelete.push((await asOwner('/api/dmtintuc', { tendanhmuc: `Danh mục xóa ${i}` })).json().data._id);
}
// Service groups and services: one of each to edit, and a fresh one per case to delete.
const serviceGroupBody = { tendanhmuc: 'Nhóm kiểm tra quyền', hienthi: false };
const editableServiceGroup = (await asOwner('/api/dmdichvu', serviceGroupBody)).json().data._id as string;
const serviceBody = {
  dmdichvu_id: editableServiceGroup,
  tendichvu: 'Dịch vụ kiểm tra quyền',
  gia: 100_000,
  loai: 'KHAC',
  hienthi: false,
};
const editableService = (await asOwner('/api/dichvu', serviceBody)).json().data._id as string;
const serviceGroupsToDelete: string[] = [];
const servicesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  serviceGroupsToDelete.push((await asOwner('/api/dmdichvu', serviceGroupBody)).json().data._id);
  servicesToDelete.push((await asOwner('/api/dichvu', serviceBody)).json().data._id);
}
// Diseases, products and product categories: one of each to edit, and a fresh one per case to delete.
const diseaseBody = { tenbenh: 'Bệnh kiểm tra quyền', hienthi: false, dichvu_ids: [], bacsi_ids: [] };
const productBody = { tensanpham: 'Sản phẩm kiểm tra quyền', gia: null, hienthi: false };
const editableDisease = (await asOwner('/api/benh', diseaseBody)).json().data._id as string;
const editableProduct = (await asOwner('/api/sanpham', productBody)).json().data._id as string;
const productCategoryBody = { tendanhmuc: 'Danh mục kiểm tra quyền' };
const editableProductCategory = (await asOwner('/api/dmsanpham', productCategoryBody)).json().data._id as string;
const diseasesToDelete: string[] = [];
const productsToDelete: string[] = [];
const productCategoriesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  diseasesToDelete.push((await asOwner('/api/benh', diseaseBody)).json().data._id);
  productsToDelete.push((await asOwner('/api/sanpham', productBody)).json().data._id);
  productCategoriesToDelete.push(
    (await asOwner('/api/dmsanpham', { tendanhmuc: `Danh mục sản phẩm xóa ${i}` })).json().data._id,
  );
}
// FAQ and guides with their catalogues: one of each to edit, and a fresh one per case to delete.
const faqCatalogueBody = { tendanhmuc: 'Danh mục hỏi đáp kiểm tra quyền' };
const editableFaqCatalogue = (await asOwner('/api/dmfaq', faqCatalogueBody)).json().data._id as string;
const faqBody = {
  dmfaq_id: editableFaqCatalogue,
  cauhoi: 'Câu hỏi kiểm tra quyền?',
  traloi: '<p>Có.</p>',
  hienthi: false,
};
const editableFaq = (await asOwner('/api/faq', faqBody)).json().data._id as string;
const guideCatalogueBody = { tendanhmuc: 'Danh mục hướng dẫn kiểm tra quyền' };
const editableGuideCatalogue = (await asOwner('/api/dmhuongdan', guideCatalogueBody)).json().data._id as string;
const guideBody = { dmhuongdan_id: editableGuideCatalogue, tieude: 'Hướng dẫn kiểm tra quyền', hienthi: false };
const editableGuide = (await asOwner('/api/huongdan', guideBody)).json().data._id as string;
const faqsToDelete: string[] = [];
const faqCataloguesToDelete: string[] = [];
const guidesToDelete: string[] = [];
const guideCataloguesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  faqsToDelete.push((await asOwner('/api/faq', faqBody)).json().data._id);
  faqCataloguesToDelete.push((await asOwner('/api/dmfaq', faqCatalogueBody)).json().data._id);
  guidesToDelete.push((await asOwner('/api/huongdan', guideBody)).json().data._id);
  guideCataloguesToDelete.push((await asOwner('/api/dmhuongdan', guideCatalogueBody)).json().data._id);
}
// Catalogue entries (rooms of the site's clinic): one to edit, a fresh one per case to delete, a new code per create.
let catalogueCodes = 0;
const catalogueEntryBody = () => ({ loai: 'PHONG', ma: `QUYEN${++catalogueCodes}`, ten: 'Phòng kiểm tra quyền' });
const editableCatalogueEntry = (await asOwner('/api/danhmuc', { ...catalogueEntryBody(), ma: 'QUYEN' })).json().data
  ._id as string;
const catalogueEntriesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  catalogueEntriesToDelete.push((await asOwner('/api/danhmuc', catalogueEntryBody())).json().data._id);
}
// Suppliers of the site's clinic: one to edit, a fresh one per case to delete, a new tax code per create.
let supplierCodes = 0;
const supplierBody = () => ({
  ten: 'Nhà cung cấp kiểm tra quyền',
  masothue: `0399${String(++supplierCodes).padStart(6, '0')}`,
  tinh_ma: '79',
  xa_ma: '26740',
  diachi: '1 Lê Lợi',
  hoatdong: true,
});
const editableSupplier = (await asOwner('/api/nhacungcap', supplierBody())).json().data._id as string;
const suppliersToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  suppliersToDelete.push((await asOwner('/api/nhacungcap', supplierBody())).json().data._id);
}
// Service packages of the site's clinic: one to read and change, one per case to delete.
const packageBody = {
  ten: 'Gói kiểm tra quyền',
  giaban: 300_000,
  hieuluc_ngay: 30,
  quytac_hoantien: 'THEO_TY_LE',
  dong: [{ dichvu_id: editableService, soluot: 3 }],
};
const editablePackage = (await asOwner('/api/goidichvu', packageBody)).json().data._id as string;
const packagesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  packagesToDelete.push((await asOwner('/api/goidichvu', packageBody)).json().data._id);
}
// Member registrations of the site's clinic (where the roles' staff work): one to read, a coded one per case to mark.
const memberRow = (n: number) => ({
  phongkham_id: site!.phongkham_id,
  hoten: 'Người đăng ký kiểm tra quyền',
  dienthoai: `0977${String(n).padStart(6, '0')}`,
  makhuyenmai: `KM-Q${String(n).padStart(5, '0')}`,
  giamgia: 30,
});
const codesToMark = (
  await db
    .insert(memberRegistrations)
    .values(Array.from({ length: CASES_PER_ROUTE + 1 }, (_, n) => memberRow(n)))
    .returning({ _id: memberRegistrations._id })
).map((row) => row._id);
const memberToRead = codesToMark.pop()!;
// E-mail templates: the seeded password-reset one to read and edit; a second template of its code (409) and its
// deletion (409, the system sends with it) are refused for their content once let in. Notices: one open to every
// staff member to read and mark read, a fresh one per case to delete.
const [resetTemplate] = await db.select().from(emailTemplates).where(eq(emailTemplates.ma, 'DAT_LAI_MAT_KHAU'));
const templateBody = { tieude: resetTemplate!.tieude, noidung: resetTemplate!.noidung };
const noticeBody = {
  tieude: 'Thông báo kiểm tra quyền',
  noidung: '<p>Nội dung kiểm tra quyền.</p>',
  doituong: 'TATCA',
  tungay: new Date(Date.now() - 60_000).toISOString(),
  hienthi: true,
};
const openNotice = (await asOwner('/api/thongbaochung', noticeBody)).json().data._id as string;
const noticesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  noticesToDelete.push((await asOwner('/api/thongbaochung', noticeBody)).json().data._id);
}
// Requests: one a visitor sent, left unreachable so that "unreachable again" is a move every case may make.
const inboxRequest = (
  await app.inject({
    method: 'POST',
    url: '/api/yeucau',
    payload: { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Khách kiểm tra quyền', dienthoai: '0919555000' },
    remoteAddress: '192.0.2.250',
  })
).json().data._id as string;
await db.update(requests).set({ trangthai: 'KHONG_LIEN_LAC' }).where(eq(requests._id, inboxRequest));
// Doctors: one profile to edit, a fresh one per case to delete, and a fresh account per case to give a profile.
const doctorBody = { chuyenkhoa: 'Khoa kiểm tra quyền', hienthi: false, lichlamviec: [] };
const doctorProfile = async () =>
  (await asOwner('/api/bacsi', { nhanvien_id: (await createStaff(db))._id, ...doctorBody })).json().data._id as string;
const editableDoctor = await doctorProfile();
const doctorsToDelete: string[] = [];
const doctorAccounts: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  doctorsToDelete.push(await doctorProfile());
  doctorAccounts.push((await createStaff(db))._id);
}
// Clinics: one to edit, a fresh one per case to delete; a commune (of the units) to correct.
const clinicBody = {
  ten: 'Phòng khám kiểm tra quyền',
  tinh_ma: '79',
  xa_ma: '26740',
  diachi: '1 Lê Lợi',
  dienthoai: '028 3823 0000',
  kichhoat: true,
  giomocua: [],
};
const editableClinic = (await asOwner('/api/phongkham', clinicBody)).json().data._id as string;
/** The clinic a role's staff member may open: the owner any, the others their own (the site's). */
const clinicFor = (who: TestStaff) => (who.role === 'ADMINISTRATOR' ? editableClinic : site!.phongkham_id);
const clinicsToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++)
  clinicsToDelete.push((await asOwner('/api/phongkham', clinicBody)).json().data._id);
// Patients of the site's clinic: one to read and edit (and to merge into), fresh ones per case to delete, to merge
// away and to anonymise (written straight to the table: many rows, one statement each); a request to convert.
const patientBody = { hoten: 'Bệnh nhân kiểm tra quyền', dienthoai: '0900000001' };
let patientCodes = 0;
const patientRows = async (n: number) =>
  (
    await db
      .insert(patients)
      .values(
        Array.from({ length: n }, () => ({
          phongkham_id: site!.phongkham_id,
          ma: `BN-Q${++patientCodes}`,
          hoten: patientBody.hoten,
          dienthoai: patientBody.dienthoai,
        })),
      )
      .returning({ _id: patients._id })
  ).map((row) => row._id);
const [editablePatient] = await patientRows(1);
const patientsToDelete = await patientRows(CASES_PER_ROUTE);
const patientsToMerge = await patientRows(CASES_PER_ROUTE);
const patientsToAnonymise = await patientRows(CASES_PER_ROUTE);
// Reception: a room of the site's clinic and a visit already called there (a recall always succeeds; a move to the
// room it is in is refused for its content).
const [matrixRoom] = await db
  .insert(catalogueEntries)
  .values({ phongkham_id: site!.phongkham_id, loai: 'PHONG', ma: 'P-MATRAN', ten: 'Phòng kiểm tra quyền' })
  .returning({ _id: catalogueEntries._id });
const [calledVisit] = await db
  .insert(visits)
  .values({
    phongkham_id: site!.phongkham_id,
    benhnhan_id: editablePatient!,
    phong_id: matrixRoom!._id,
    ngay: '2026-01-05',
    sothutu: 1,
    trangthai: 'DANG_GOI',
  })
  .returning({ _id: visits._id });
// Examination: a visit nobody was assigned to (any role on /kham-benh may take it), opened, with its record, and a
// signed record (signing again is refused for its state; an addendum is accepted).
const [openVisit, signedVisit] = await db
  .insert(visits)
  .values(
    [2, 3].map((sothutu) => ({
      phongkham_id: site!.phongkham_id,
      benhnhan_id: editablePatient!,
      phong_id: matrixRoom!._id,
      ngay: '2026-01-05',
      sothutu,
      trangthai: 'DANG_KHAM' as const,
    })),
  )
  .returning({ _id: visits._id });
const [openRecord, signedRecord] = await db
  .insert(examinations)
  .values([
    { phongkham_id: site!.phongkham_id, luotkham_id: openVisit!._id },
    {
      phongkham_id: site!.phongkham_id,
      luotkham_id: signedVisit!._id,
      chandoan_chinh: 'I10',
      kyluc: new Date(),
      nguoiky_id: roleStaff.ADMINISTRATOR._id,
    },
  ])
  .returning({ _id: examinations._id });
// Appointments: one confirmed (moves to its own state and to a doctor without sessions are refused, 409), the
// schedule's holidays and exceptions: one of each to edit, a fresh one per case to delete.
const [matrixAppointment] = await db
  .insert(appointments)
  .values({
    phongkham_id: site!.phongkham_id,
    bacsi_id: editableDoctor,
    benhnhan_id: editablePatient!,
    batdau: new Date('2030-01-07T01:00:00Z'),
    ketthuc: new Date('2030-01-07T01:30:00Z'),
    hoten: 'Người hẹn kiểm tra',
    dienthoai: '0900000003',
    nguon: 'NHAN_VIEN',
    trangthai: 'DA_XAC_NHAN',
  })
  .returning({ _id: appointments._id });
let holidaySequence = 0;
const freshHolidayDay = () =>
  new Date(Date.UTC(2040, 0, 1) + holidaySequence++ * 86_400_000).toISOString().slice(0, 10);
const newHoliday = async () =>
  (
    await db
      .insert(holidays)
      .values({ phongkham_id: site!.phongkham_id, ngay: freshHolidayDay(), ten: 'Ngày nghỉ kiểm tra' })
      .returning({ _id: holidays._id })
  )[0]!._id;
const newException = async () =>
  (
    await db
      .insert(scheduleExceptions)
      .values({ phongkham_id: site!.phongkham_id, bacsi_id: editableDoctor, ngay: '2030-01-07', loai: 'NGHI' })
      .returning({ _id: scheduleExceptions._id })
  )[0]!._id;
const editableHoliday = await newHoliday();
const editableException = await newException();
const holidaysToDelete: string[] = [];
const exceptionsToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  holidaysToDelete.push(await newHoliday());
  exceptionsToDelete.push(await newException());
}
// Lab and imaging: a panel with one test, and order lines of the called visit: one per case to cancel, one with a
// sample taken whose result may be entered again and again (until verified).
const labService = (await asOwner('/api/dichvu', { ...serviceBody, loai: 'XET_NGHIEM' })).json().data._id as string;
const imagingService = (await asOwner('/api/dichvu', { ...serviceBody, loai: 'CHAN_DOAN_HINH_ANH' })).json().data
  ._id as string;
const labTestRows = await db
  .insert(labTests)
  .values(
    Array.from({ length: CASES_PER_ROUTE + 1 }, (_, i) => ({
      phongkham_id: site!.phongkham_id,
      dichvu_id: labService,
      ma: `QUYEN${i}`,
      ten: `Chỉ số kiểm tra quyền ${i}`,
      khoang: [{ thap: 1, cao: 2 }],
    })),
  )
  .returning({ _id: labTests._id });
const [editableLabTest, ...labTestsToDelete] = labTestRows.map((row) => row._id);
let labTestCodes = 0;
const orderRows = async (dichvu_id: string, n: number, trangthai: 'CHI_DINH' | 'DA_THUC_HIEN') =>
  (
    await db
      .insert(orderLines)
      .values(
        Array.from({ length: n }, () => ({
          phongkham_id: site!.phongkham_id,
          luotkham_id: calledVisit!._id,
          dichvu_id,
          tendichvu: 'Chỉ định kiểm tra quyền',
          dongia: 1,
          trangthai,
        })),
      )
      .returning({ _id: orderLines._id, phongkham_id: orderLines.phongkham_id })
  ).map((row) => row._id);
const labOrdersToCancel = await orderRows(labService, CASES_PER_ROUTE, 'CHI_DINH');
const imagingOrdersToCancel = await orderRows(imagingService, CASES_PER_ROUTE, 'CHI_DINH');
const [labOrderTaken] = await orderRows(labService, 1, 'DA_THUC_HIEN');
const [imagingOrderTaken] = await orderRows(imagingService, 1, 'DA_THUC_HIEN');
// The drug catalogue: one drug to edit, a fresh one per case to delete.
const drugBody = {
  tenthuoc: 'Thuốc kiểm tra quyền',
  thanhphan: [{ hoatchat: 'Paracetamol', hamluong: '500 mg' }],
  dangbaoche: 'Viên nén',
  donvitinh: 'viên',
  duongdung: 'UONG',
  loaithuoc: 'THUONG',
};
const drugRows = await db
  .insert(drugs)
  .values(
    Array.from({ length: CASES_PER_ROUTE + 1 }, () => ({
      ...drugBody,
      duongdung: 'UONG' as const,
      loaithuoc: 'THUONG' as const,
    })),
  )
  .returning({ _id: drugs._id });
const [editableDrug, ...drugsToDelete] = drugRows.map((row) => row._id);
// Prescriptions: a cancelled visit (opening its prescription is refused for its state), a signed prescription
// (changing or signing it is refused) and a cancelled one (cancelling again is refused).
const [cancelledVisit] = await db
  .insert(visits)
  .values({
    phongkham_id: site!.phongkham_id,
    benhnhan_id: editablePatient!,
    phong_id: matrixRoom!._id,
    ngay: '2026-01-05',
    sothutu: 9,
    trangthai: 'HUY',
  })
  .returning({ _id: visits._id });
const [signedPrescription, cancelledPrescription] = await db
  .insert(prescriptions)
  .values(
    (['DA_KY', 'HUY'] as const).map((trangthai, i) => ({
      phongkham_id: site!.phongkham_id,
      luotkham_id: openVisit!._id,
      benhnhan_id: editablePatient!,
      madonthuoc: `79K01MATRAN${i}-c`,
      trangthai,
    })),
  )
  .returning({ _id: prescriptions._id });
// The cashier's shifts: every role's staff member has one open (so opening another is refused), and another staff
// member's shift is closed (so closing it again is refused).
await db
  .insert(cashierShifts)
  .values(roleCodes.map((role) => ({ phongkham_id: site!.phongkham_id, nhanvien_id: roleStaff[role]._id })));
const [closedShift] = await db
  .insert(cashierShifts)
  .values({
    phongkham_id: site!.phongkham_id,
    nhanvien_id: other._id,
    trangthai: 'DA_DONG',
    dong_luc: new Date(),
    tienmatthucte: 0,
    tienmatdukien: 0,
    chenhlech: 0,
  })
  .returning({ _id: cashierShifts._id });
// An expense entered by hand, for reading it.
const cashEntry = (
  await asOwner('/api/soquy/thuchikhac', { loai: 'CHI', phuongthuc: 'THE', sotien: 1_000, noidung: 'Kiểm tra quyền' })
).json().data._id as string;
// A counter bill paid in full by card, and its receipt: every money route then answers its 409 (nothing is due,
// nothing is a draft), the same for each role and token.
const paidBill = (
  await asOwner('/api/hoadon', {
    khachhang: 'Khách kiểm tra quyền',
    dong: [{ loai: 'DICH_VU', dichvu_id: editableService, soluong: 1 }],
  })
).json().data as { _id: string; dong: { _id: string }[] };
const paidReceipt = (
  await asOwner(`/api/hoadon/${paidBill._id}/thanhtoan`, { phuongthuc: 'THE', sotien: 100_000 })
).json().data._id as string;
await db
  .insert(results)
  .values([labOrderTaken!, imagingOrderTaken!].map((chidinh_id) => ({ phongkham_id: site!.phongkham_id, chidinh_id })));
const [requestToConvert] = await db
  .insert(requests)
  .values({
    phongkham_id: site!.phongkham_id,
    loaiyeucau: 'DAT_LICH_HEN',
    hoten: 'Người gửi kiểm tra',
    dienthoai: '0900000002',
  })
  .returning({ _id: requests._id });
const correctedCommune = (await app.inject({ method: 'GET', url: '/api/diachi/xa?q=26740' })).json().data.docs[0] as {
  _id: string;
  ten: string;
};
// Sponsored operations, their donations and success stories: one of each to edit, a fresh one per case to delete.
const operationBody = { tieude: 'Ca mổ kiểm tra quyền', chiphi: 1_000_000, trangthai: 'DANG_KEU_GOI', hienthi: false };
const editableOperation = (await asOwner('/api/taitro', operationBody)).json().data._id as string;
const donationBody = {
  taitro_id: editableOperation,
  nhataitro: 'Nhà tài trợ kiểm tra',
  sotien: 100_000,
  ngay: '2025-01-02',
};
const editableDonation = (await asOwner('/api/quyengop', donationBody)).json().data._id as string;
const storyBody = { tieude: 'Câu chuyện kiểm tra quyền', hienthi: false };
const editableStory = (await asOwner('/api/cauchuyen', storyBody)).json().data._id as string;
const operationsToDelete: string[] = [];
const donationsToDelete: string[] = [];
const storiesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  operationsToDelete.push((await asOwner('/api/taitro', operationBody)).json().data._id);
  donationsToDelete.push((await asOwner('/api/quyengop', donationBody)).json().data._id);
  storiesToDelete.push((await asOwner('/api/cauchuyen', storyBody)).json().data._id);
}
// Charity cases under review (site's clinic): one to read, edit and step (refused: MOI cannot be approved), a fresh
// one per case to delete.
const caseBody = {
  hoten: 'Người gửi kiểm tra',
  dienthoai: '0912345678',
  tenbenhnhan: 'Người bệnh kiểm tra',
  tinh_ma: '79',
  xa_ma: '27301',
  diachi: '1 Trần Hưng Đạo',
  hoancanh: 'Hoàn cảnh kiểm tra quyền',
  hotro: 'Phẫu thuật',
};
const insertCase = async (n: number) =>
  (
    await db
      .insert(profileReviews)
      .values({ ...caseBody, ma: `HS-MT${n}`, phongkham_id: site!.phongkham_id })
      .returning({ _id: profileReviews._id })
  )[0]!._id;
const editableCase = await insertCase(0);
const casesToDelete: string[] = [];
for (let i = 1; i <= CASES_PER_ROUTE; i++) casesToDelete.push(await insertCase(i));
const settingBody = {
  tenphongkham: 'Phòng khám Đa khoa An Tâm',
  diachi: '12 Nguyễn Trãi, Phường Bến Thành, Thành phố Hồ Chí Minh',
  dienthoai: '0909115115',
  email: 'lienhe@antam.vn',
};
let created = 0;
// One history entry to read: the article created above left it.
const [historyEntry] = await db.select({ _id: activityLog._id }).from(activityLog).limit(1);

// The outbox: one message to read, and failed ones to send again (each retry takes one).
const failedMessage = (n: number) => ({
  kenh: 'SMS' as const,
  nguoinhan: `09120000${String(n % 100).padStart(2, '0')}`,
  noidung: 'Mã kiểm tra quyền',
  trangthai: 'FAILED' as const,
  loi: 'eSMS 99: lỗi thử',
});
const messagesToRetry = (
  await db
    .insert(outbox)
    .values(Array.from({ length: CASES_PER_ROUTE + 1 }, (_, n) => failedMessage(n)))
    .returning({ _id: outbox._id })
).map((m) => m._id);
const messageToRead = messagesToRetry.pop()!;

// Files: one to describe, and a small picture to upload.
const [storedSample] = await db
  .insert(files)
  .values({ tenfile: 'mau.webp', duongdan: 'mau-ma-tran.webp', loai: 'image/webp', kichthuoc: 10 })
  .returning({ _id: files._id });
const picture = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#06adf0' } })
  .png()
  .toBuffer();

// Languages and overrides: one language to edit, a fresh one per case to delete; each created override takes a
// text of its own (one override per text and language), and a fresh override per case to delete.
const languageCode = (i: number) =>
  `x${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
const languageBody = (ma: string) => ({ ma, ten: `Ngôn ngữ ${ma}`, locale: 'fr-FR', macdinh: false, kichhoat: false });
const editableLanguage = (await asOwner('/api/ngonngu', languageBody('zz'))).json().data._id as string;
const languagesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  languagesToDelete.push((await asOwner('/api/ngonngu', languageBody(languageCode(i)))).json().data._id);
}
const [english] = await db.select({ _id: languages._id }).from(languages).where(eq(languages.ma, 'en'));
const plainTexts = shippedTexts()
  .list.filter((text) => !text.en.includes('{{'))
  .map((text) => text.khoa);
const overrideBody = () => ({ ngonngu_id: english!._id, khoa: plainTexts.shift()!, noidung: 'Kiểm tra quyền' });
const editableOverride = overrideBody();
const editableOverrideId = (await asOwner('/api/bandich', editableOverride)).json().data._id as string;
const overridesToDelete: string[] = [];
for (let i = 0; i < CASES_PER_ROUTE; i++) {
  overridesToDelete.push((await asOwner('/api/bandich', overrideBody())).json().data._id);
}

interface Sample {
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
  /** The status of a request that is allowed (a 400: allowed in, then refused for its content). */
  success: number;
}

/**
 * One allowed-looking request per guarded route, keyed "METHOD url". A new guarded route must be added here, or the
 * test below fails. HEAD routes use their GET sample.
 */
const samples: Record<string, (context: { self: TestStaff; other: TestStaff }) => Sample> = {
  'GET /api/nhanvien/me': () => ({ url: '/api/nhanvien/me', success: 200 }),
  'GET /api/ngonngu': () => ({ url: '/api/ngonngu', success: 200 }),
  'GET /api/ngonngu/:id': () => ({ url: `/api/ngonngu/${editableLanguage}`, success: 200 }),
  'GET /api/ngonngu/:id/khoa': () => ({ url: `/api/ngonngu/${english!._id}/khoa?q=menu`, success: 200 }),
  'POST /api/ngonngu': () => ({
    url: '/api/ngonngu',
    payload: languageBody(languageCode(100 + ++created)),
    success: 201,
  }),
  'PUT /api/ngonngu/:id': () => ({
    url: `/api/ngonngu/${editableLanguage}`,
    payload: languageBody('zz'),
    success: 200,
  }),
  'DELETE /api/ngonngu/:id': () => ({ url: `/api/ngonngu/${take(languagesToDelete)}`, success: 200 }),
  'GET /api/bandich': () => ({ url: `/api/bandich?ngonngu_id=${english!._id}`, success: 200 }),
  'GET /api/bandich/:id': () => ({ url: `/api/bandich/${editableOverrideId}`, success: 200 }),
  'POST /api/bandich': () => ({ url: '/api/bandich', payload: overrideBody(), success: 201 }),
  'PUT /api/bandich/:id': () => ({
    url: `/api/bandich/${editableOverrideId}`,
    payload: editableOverride,
    success: 200,
  }),
  'DELETE /api/bandich/:id': () => ({ url: `/api/bandich/${take(overridesToDelete)}`, success: 200 }),
  'PUT /api/nhanvien/:id': ({ other }) => ({
    url: `/api/nhanvien/${other._id}`,
    payload: { hoten: 'Nguyễn Thị Khác', dienthoai: '0912345678', email: 'khac@phongkham.vn' },
    success: 200,
  }),
  'GET /api/lich-su-hoat-dong': () => ({ url: '/api/lich-su-hoat-dong?page=1&limit=5', success: 200 }),
  'GET /api/lich-su-hoat-dong/:id': () => ({ url: `/api/lich-su-hoat-dong/${historyEntry!._id}`, success: 200 }),
  'GET /api/hop-thu-di': () => ({ url: '/api/hop-thu-di?page=1&limit=5&trangthai=FAILED', success: 200 }),
  'GET /api/hop-thu-di/:id': () => ({ url: `/api/hop-thu-di/${messageToRead}`, success: 200 }),
  'POST /api/hop-thu-di/:id/gui-lai': () => ({ url: `/api/hop-thu-di/${take(messagesToRetry)}/gui-lai`, success: 200 }),
  'GET /api/nhanvien': () => ({ url: '/api/nhanvien?page=1&limit=5&q=khac', success: 200 }),
  'GET /api/nhanvien/:id': ({ other }) => ({ url: `/api/nhanvien/${other._id}`, success: 200 }),
  'POST /api/nhanvien': () => ({
    url: '/api/nhanvien',
    payload: { taikhoan: `moi.${++created}`, matkhau: 'mat-khau-moi', hoten: 'Lê Văn Mới', vaitro_id: doctorRoleId },
    success: 201,
  }),
  'PUT /api/nhanvien/:id/kichhoat': () => ({
    url: `/api/nhanvien/${take(toDeactivate)}/kichhoat`,
    payload: { kichhoat: false },
    success: 200,
  }),
  'PUT /api/nhanvien/:id/matkhau': ({ other }) => ({
    url: `/api/nhanvien/${other._id}/matkhau`,
    payload: { matkhau: 'mat-khau-dat-lai' },
    success: 200,
  }),
  'POST /api/nhanvien/:id/mo-khoa': ({ other }) => ({
    url: `/api/nhanvien/${other._id}/mo-khoa`,
    payload: {},
    success: 200,
  }),
  'DELETE /api/nhanvien/:id': () => ({ url: `/api/nhanvien/${take(toDelete)}`, success: 200 }),
  'GET /api/vaitro': () => ({ url: '/api/vaitro?limit=0', success: 200 }),
  'GET /api/vaitro/:id': () => ({ url: `/api/vaitro/${doctorRoleId}`, success: 200 }),
  'POST /api/vaitro': () => ({
    url: '/api/vaitro',
    payload: { ma: `MAU_${++created}`, ten: 'Vai trò mẫu', menu: [newsReader] },
    success: 201,
  }),
  'PUT /api/vaitro/:id': () => ({
    url: `/api/vaitro/${editableRole}`,
    payload: { ten: 'Lễ tân', menu: [newsReader] },
    success: 200,
  }),
  'DELETE /api/vaitro/:id': () => ({ url: `/api/vaitro/${take(rolesToDelete)}`, success: 200 }),
  'GET /api/menu': () => ({ url: '/api/menu', success: 200 }),
  'GET /api/resource': () => ({ url: '/api/resource', success: 200 }),
  'GET /api/action': () => ({ url: '/api/action', success: 200 }),
  // A right current password would end the caller's sessions and every later case: a wrong one proves the way in.
  'POST /api/nhanvien/change-password': () => ({
    url: '/api/nhanvien/change-password',
    payload: { matkhaucu: 'khong-phai-mat-khau', matkhaumoi: 'mat-khau-moi-123' },
    success: 400,
  }),
  'POST /api/uploads': () => ({
    url: '/api/uploads',
    ...multipartBody({}, [{ filename: 'anh.png', contentType: 'image/png', bytes: picture }]),
    success: 201,
  }),
  'GET /api/files/:id': () => ({ url: `/api/files/${storedSample!._id}`, success: 200 }),
  'GET /api/thong-tin-ung-dung': () => ({ url: '/api/thong-tin-ung-dung', success: 200 }),
  'POST /api/tintuc': () => ({ url: '/api/tintuc', payload: articleBody, success: 201 }),
  'PUT /api/tintuc/:id': () => ({ url: `/api/tintuc/${editableArticle}`, payload: articleBody, success: 200 }),
  'DELETE /api/tintuc/:id': () => ({ url: `/api/tintuc/${take(articlesToDelete)}`, success: 200 }),
  'POST /api/dmtintuc': () => ({ url: '/api/dmtintuc', payload: { tendanhmuc: `Mới ${++created}` }, success: 201 }),
  'PUT /api/dmtintuc/:id': () => ({
    url: `/api/dmtintuc/${newsCategory!._id}`,
    payload: { tendanhmuc: newsCategory!.tendanhmuc },
    success: 200,
  }),
  'DELETE /api/dmtintuc/:id': () => ({ url: `/api/dmtintuc/${take(categoriesToDelete)}`, success: 200 }),
  'POST /api/dmdichvu': () => ({ url: '/api/dmdichvu', payload: serviceGroupBody, success: 201 }),
  'PUT /api/dmdichvu/:id': () => ({
    url: `/api/dmdichvu/${editableServiceGroup}`,
    payload: serviceGroupBody,
    success: 200,
  }),
  'DELETE /api/dmdichvu/:id': () => ({ url: `/api/dmdichvu/${take(serviceGroupsToDelete)}`, success: 200 }),
  'POST /api/dichvu': () => ({ url: '/api/dichvu', payload: serviceBody, success: 201 }),
  'PUT /api/dichvu/:id': () => ({ url: `/api/dichvu/${editableService}`, payload: serviceBody, success: 200 }),
  'DELETE /api/dichvu/:id': () => ({ url: `/api/dichvu/${take(servicesToDelete)}`, success: 200 }),
  'POST /api/benh': () => ({ url: '/api/benh', payload: diseaseBody, success: 201 }),
  'PUT /api/benh/:id': () => ({ url: `/api/benh/${editableDisease}`, payload: diseaseBody, success: 200 }),
  'DELETE /api/benh/:id': () => ({ url: `/api/benh/${take(diseasesToDelete)}`, success: 200 }),
  'POST /api/sanpham': () => ({ url: '/api/sanpham', payload: productBody, success: 201 }),
  'PUT /api/sanpham/:id': () => ({ url: `/api/sanpham/${editableProduct}`, payload: productBody, success: 200 }),
  'DELETE /api/sanpham/:id': () => ({ url: `/api/sanpham/${take(productsToDelete)}`, success: 200 }),
  'POST /api/dmsanpham': () => ({
    url: '/api/dmsanpham',
    payload: { tendanhmuc: `Danh mục sản phẩm mới ${++created}` },
    success: 201,
  }),
  'PUT /api/dmsanpham/:id': () => ({
    url: `/api/dmsanpham/${editableProductCategory}`,
    payload: productCategoryBody,
    success: 200,
  }),
  'DELETE /api/dmsanpham/:id': () => ({
    url: `/api/dmsanpham/${take(productCategoriesToDelete)}`,
    success: 200,
  }),
  'GET /api/cauhinh': () => ({ url: '/api/cauhinh', success: 200 }),
  'PUT /api/cauhinh': () => ({ url: '/api/cauhinh', payload: { gioihan_phut: 10 }, success: 200 }),
  // The suite's template has no demo (only a first start makes one): passing the guard, the owner hears it is over.
  'POST /api/demo/ketthuc': () => ({ url: '/api/demo/ketthuc', success: 404 }),
  'POST /api/demo/mo': () => ({ url: '/api/demo/mo', success: 404 }),
  'GET /api/dashboard': () => ({ url: '/api/dashboard', success: 200 }),
  'GET /api/dangkythanhvien': () => ({ url: '/api/dangkythanhvien?page=1&limit=5&q=kiem%20tra', success: 200 }),
  'GET /api/dangkythanhvien/:id': () => ({ url: `/api/dangkythanhvien/${memberToRead}`, success: 200 }),
  'POST /api/dangkythanhvien/:id/dung-ma': () => ({
    url: `/api/dangkythanhvien/${take(codesToMark)}/dung-ma`,
    success: 200,
  }),
  'GET /api/danhmuc': () => ({ url: '/api/danhmuc?loai=PHONG&q=phong', success: 200 }),
  'GET /api/danhmuc/:id': () => ({ url: `/api/danhmuc/${editableCatalogueEntry}`, success: 200 }),
  'POST /api/danhmuc': () => ({ url: '/api/danhmuc', payload: catalogueEntryBody(), success: 201 }),
  'PUT /api/danhmuc/:id': () => ({
    url: `/api/danhmuc/${editableCatalogueEntry}`,
    payload: { ...catalogueEntryBody(), ma: 'QUYEN' },
    success: 200,
  }),
  'DELETE /api/danhmuc/:id': () => ({ url: `/api/danhmuc/${take(catalogueEntriesToDelete)}`, success: 200 }),
  'GET /api/nhacungcap': () => ({ url: '/api/nhacungcap?hoatdong=true&q=kiem%20tra', success: 200 }),
  'GET /api/nhacungcap/:id': () => ({ url: `/api/nhacungcap/${editableSupplier}`, success: 200 }),
  'POST /api/nhacungcap': () => ({ url: '/api/nhacungcap', payload: supplierBody(), success: 201 }),
  'PUT /api/nhacungcap/:id': () => ({
    url: `/api/nhacungcap/${editableSupplier}`,
    payload: { ...supplierBody(), masothue: null },
    success: 200,
  }),
  'DELETE /api/nhacungcap/:id': () => ({ url: `/api/nhacungcap/${take(suppliersToDelete)}`, success: 200 }),
  'GET /api/goidichvu': () => ({ url: '/api/goidichvu?hoatdong=true&q=kiem%20tra', success: 200 }),
  'GET /api/goidichvu/:id': () => ({ url: `/api/goidichvu/${editablePackage}`, success: 200 }),
  'POST /api/goidichvu': () => ({ url: '/api/goidichvu', payload: packageBody, success: 201 }),
  'PUT /api/goidichvu/:id': () => ({ url: `/api/goidichvu/${editablePackage}`, payload: packageBody, success: 200 }),
  'DELETE /api/goidichvu/:id': () => ({ url: `/api/goidichvu/${take(packagesToDelete)}`, success: 200 }),
  'GET /api/goidichvu/benhnhan/:id': () => ({ url: `/api/goidichvu/benhnhan/${editablePatient}`, success: 200 }),
  // A package nobody bought: each allowed role reaches the refund and finds nothing to refund.
  'POST /api/goidichvu/goibenhnhan/:id/hoantien': () => ({
    url: `/api/goidichvu/goibenhnhan/${editablePackage}/hoantien`,
    payload: { lydo: 'Kiểm tra quyền', phuongthuc: 'THE' },
    success: 404,
  }),
  'GET /api/goidichvu/doanhthu': () => ({ url: '/api/goidichvu/doanhthu?tungay=2026-01-05', success: 200 }),
  'POST /api/dmfaq': () => ({ url: '/api/dmfaq', payload: faqCatalogueBody, success: 201 }),
  'PUT /api/dmfaq/:id': () => ({ url: `/api/dmfaq/${editableFaqCatalogue}`, payload: faqCatalogueBody, success: 200 }),
  'DELETE /api/dmfaq/:id': () => ({ url: `/api/dmfaq/${take(faqCataloguesToDelete)}`, success: 200 }),
  'POST /api/faq': () => ({ url: '/api/faq', payload: faqBody, success: 201 }),
  'PUT /api/faq/:id': () => ({ url: `/api/faq/${editableFaq}`, payload: faqBody, success: 200 }),
  'DELETE /api/faq/:id': () => ({ url: `/api/faq/${take(faqsToDelete)}`, success: 200 }),
  'GET /api/mauemail': () => ({ url: '/api/mauemail?q=mat%20khau', success: 200 }),
  'GET /api/mauemail/:id': () => ({ url: `/api/mauemail/${resetTemplate!._id}`, success: 200 }),
  'POST /api/mauemail': () => ({
    url: '/api/mauemail',
    payload: { ma: 'DAT_LAI_MAT_KHAU', ...templateBody },
    success: 409,
  }),
  'PUT /api/mauemail/:id': () => ({ url: `/api/mauemail/${resetTemplate!._id}`, payload: templateBody, success: 200 }),
  'DELETE /api/mauemail/:id': () => ({ url: `/api/mauemail/${resetTemplate!._id}`, success: 409 }),
  'POST /api/mauemail/xem-truoc': () => ({
    url: '/api/mauemail/xem-truoc',
    payload: { ma: 'DAT_LAI_MAT_KHAU', lang: 'vi', ...templateBody },
    success: 200,
  }),
  'GET /api/thongbaochung': () => ({ url: '/api/thongbaochung', success: 200 }),
  'GET /api/thongbaochung/:id': () => ({ url: `/api/thongbaochung/${openNotice}`, success: 200 }),
  'POST /api/thongbaochung': () => ({ url: '/api/thongbaochung', payload: noticeBody, success: 201 }),
  'PUT /api/thongbaochung/:id': () => ({ url: `/api/thongbaochung/${openNotice}`, payload: noticeBody, success: 200 }),
  'DELETE /api/thongbaochung/:id': () => ({ url: `/api/thongbaochung/${take(noticesToDelete)}`, success: 200 }),
  'GET /api/thongbaochung/vai-tro': () => ({ url: '/api/thongbaochung/vai-tro', success: 200 }),
  'GET /api/thongbaochung/cua-toi': () => ({ url: '/api/thongbaochung/cua-toi', success: 200 }),
  'GET /api/yeucau': () => ({ url: '/api/yeucau?trangthai=KHONG_LIEN_LAC&q=0919', success: 200 }),
  'GET /api/yeucau/:id': () => ({ url: `/api/yeucau/${inboxRequest}`, success: 200 }),
  'POST /api/yeucau/:id/trangthai': () => ({
    url: `/api/yeucau/${inboxRequest}/trangthai`,
    payload: { trangthai: 'KHONG_LIEN_LAC', ghichu: 'Thuê bao' },
    success: 200,
  }),
  'PUT /api/yeucau/:id/phancong': () => ({
    url: `/api/yeucau/${inboxRequest}/phancong`,
    payload: { nhanvien_id: null },
    success: 200,
  }),
  'GET /api/yeucau/:id/nguoiphutrach': () => ({ url: `/api/yeucau/${inboxRequest}/nguoiphutrach`, success: 200 }),
  // A malformed resume id is refused after the access check: the sample proves access without opening a stream.
  'GET /api/events': () => ({ url: '/api/events?lastEventId=abc', success: 400 }),
  'POST /api/thongbaochung/:id/da-xem': () => ({ url: `/api/thongbaochung/${openNotice}/da-xem`, success: 200 }),
  'POST /api/dmhuongdan': () => ({ url: '/api/dmhuongdan', payload: guideCatalogueBody, success: 201 }),
  'PUT /api/dmhuongdan/:id': () => ({
    url: `/api/dmhuongdan/${editableGuideCatalogue}`,
    payload: guideCatalogueBody,
    success: 200,
  }),
  'DELETE /api/dmhuongdan/:id': () => ({ url: `/api/dmhuongdan/${take(guideCataloguesToDelete)}`, success: 200 }),
  'POST /api/huongdan': () => ({ url: '/api/huongdan', payload: guideBody, success: 201 }),
  'PUT /api/huongdan/:id': () => ({ url: `/api/huongdan/${editableGuide}`, payload: guideBody, success: 200 }),
  'DELETE /api/huongdan/:id': () => ({ url: `/api/huongdan/${take(guidesToDelete)}`, success: 200 }),
  'PUT /api/setting': () => ({ url: '/api/setting', payload: settingBody, success: 200 }),
  'GET /api/banggia/quanly': () => ({ url: '/api/banggia/quanly', success: 200 }),
  'POST /api/banggia/doi-chieu': () => ({ url: '/api/banggia/doi-chieu', payload: [], success: 200 }),
  // An empty list of changes proves the way in without changing a price.
  'PUT /api/banggia': () => ({ url: '/api/banggia', payload: { thaydoi: [] }, success: 400 }),
  'POST /api/taitro': () => ({ url: '/api/taitro', payload: operationBody, success: 201 }),
  'PUT /api/taitro/:id': () => ({ url: `/api/taitro/${editableOperation}`, payload: operationBody, success: 200 }),
  'DELETE /api/taitro/:id': () => ({ url: `/api/taitro/${take(operationsToDelete)}`, success: 200 }),
  'GET /api/quyengop': () => ({ url: `/api/quyengop?taitro_id=${editableOperation}`, success: 200 }),
  'GET /api/quyengop/:id': () => ({ url: `/api/quyengop/${editableDonation}`, success: 200 }),
  'POST /api/quyengop': () => ({ url: '/api/quyengop', payload: donationBody, success: 201 }),
  'PUT /api/quyengop/:id': () => ({ url: `/api/quyengop/${editableDonation}`, payload: donationBody, success: 200 }),
  'DELETE /api/quyengop/:id': () => ({ url: `/api/quyengop/${take(donationsToDelete)}`, success: 200 }),
  'POST /api/cauchuyen': () => ({ url: '/api/cauchuyen', payload: storyBody, success: 201 }),
  'PUT /api/cauchuyen/:id': () => ({ url: `/api/cauchuyen/${editableStory}`, payload: storyBody, success: 200 }),
  'DELETE /api/cauchuyen/:id': () => ({ url: `/api/cauchuyen/${take(storiesToDelete)}`, success: 200 }),
  'GET /api/xetduyethoso': () => ({ url: '/api/xetduyethoso', success: 200 }),
  'GET /api/xetduyethoso/:id': () => ({ url: `/api/xetduyethoso/${editableCase}`, success: 200 }),
  'PUT /api/xetduyethoso/:id': () => ({ url: `/api/xetduyethoso/${editableCase}`, payload: caseBody, success: 200 }),
  'DELETE /api/xetduyethoso/:id': () => ({ url: `/api/xetduyethoso/${take(casesToDelete)}`, success: 200 }),
  // A new case cannot be approved at once: allowed in, then refused by the workflow.
  'POST /api/xetduyethoso/:id/trangthai': () => ({
    url: `/api/xetduyethoso/${editableCase}/trangthai`,
    payload: { trangthai: 'DUYET' },
    success: 409,
  }),
  // A document that is not there: allowed in, then not found (a found one answers bytes, not the envelope).
  'GET /api/xetduyethoso/:id/tailieu/:tailieuId': () => ({
    url: `/api/xetduyethoso/${editableCase}/tailieu/01900000-0000-7000-8000-000000000000`,
    success: 404,
  }),
  // A case not approved, an operation not performed: allowed in, then refused (409).
  'POST /api/xetduyethoso/:id/taitro': () => ({ url: `/api/xetduyethoso/${editableCase}/taitro`, success: 409 }),
  'POST /api/taitro/:id/cauchuyen': () => ({ url: `/api/taitro/${editableOperation}/cauchuyen`, success: 409 }),
  'GET /api/bacsi/nhanvien': () => ({ url: '/api/bacsi/nhanvien', success: 200 }),
  'POST /api/bacsi': () => ({
    url: '/api/bacsi',
    payload: { nhanvien_id: take(doctorAccounts), ...doctorBody },
    success: 201,
  }),
  'PUT /api/bacsi/:id': () => ({ url: `/api/bacsi/${editableDoctor}`, payload: doctorBody, success: 200 }),
  'DELETE /api/bacsi/:id': () => ({ url: `/api/bacsi/${take(doctorsToDelete)}`, success: 200 }),
  'GET /api/phongkham': () => ({ url: '/api/phongkham', success: 200 }),
  'GET /api/nganhang': () => ({ url: '/api/nganhang', success: 200 }),
  // Clinics are scoped on their own id (decision 0013): the role staff, of the site's clinic, read and edit that one;
  // only the owner adds a clinic, and another clinic is not found for them.
  'GET /api/phongkham/:id': ({ self }) => ({ url: `/api/phongkham/${clinicFor(self)}`, success: 200 }),
  'POST /api/phongkham': ({ self }) => ({
    url: '/api/phongkham',
    payload: clinicBody,
    success: self.role === 'ADMINISTRATOR' ? 201 : 403,
  }),
  'PUT /api/phongkham/:id': ({ self }) => ({
    url: `/api/phongkham/${clinicFor(self)}`,
    payload: clinicBody,
    success: 200,
  }),
  'DELETE /api/phongkham/:id': ({ self }) => ({
    url: `/api/phongkham/${take(clinicsToDelete)}`,
    success: self.role === 'ADMINISTRATOR' ? 200 : 404,
  }),
  'GET /api/benhnhan': () => ({ url: '/api/benhnhan?q=kiem tra', success: 200 }),
  'GET /api/benhnhan/:id': () => ({ url: `/api/benhnhan/${editablePatient}`, success: 200 }),
  'POST /api/benhnhan': () => ({ url: '/api/benhnhan', payload: patientBody, success: 201 }),
  'PUT /api/benhnhan/:id': () => ({ url: `/api/benhnhan/${editablePatient}`, payload: patientBody, success: 200 }),
  'DELETE /api/benhnhan/:id': () => ({ url: `/api/benhnhan/${take(patientsToDelete)}`, success: 200 }),
  'GET /api/benhnhan/trung-lap': () => ({ url: '/api/benhnhan/trung-lap?dienthoai=0900000001', success: 200 }),
  'GET /api/benhnhan/:id/lienket': () => ({ url: `/api/benhnhan/${editablePatient}/lienket`, success: 200 }),
  // Merging needs delete (declared) and update (checked by the route): every role with delete here has update.
  'POST /api/benhnhan/:id/gop': () => ({
    url: `/api/benhnhan/${editablePatient}/gop`,
    payload: { trunglap_id: take(patientsToMerge) },
    success: 200,
  }),
  // The export needs the EXPORT action besides view: a doctor or a receptionist reads patients but does not
  // export them.
  'GET /api/benhnhan/:id/du-lieu': ({ self }) => ({
    url: `/api/benhnhan/${editablePatient}/du-lieu`,
    success: self.role === 'BACSY' || self.role === 'LETAN' ? 403 : 200,
  }),
  'POST /api/benhnhan/:id/an-danh': () => ({
    url: `/api/benhnhan/${take(patientsToAnonymise)}/an-danh`,
    payload: { lydo: 'Người bệnh yêu cầu xóa dữ liệu' },
    success: 200,
  }),
  'POST /api/benhnhan/tu-yeu-cau/:yeucau_id': () => ({
    url: `/api/benhnhan/tu-yeu-cau/${requestToConvert!._id}`,
    success: 200,
  }),
  'GET /api/luotkham': () => ({ url: '/api/luotkham?ngay=2026-01-05', success: 200 }),
  'GET /api/luotkham/:id': () => ({ url: `/api/luotkham/${calledVisit!._id}`, success: 200 }),
  'GET /api/luotkham/man-hinh': () => ({ url: '/api/luotkham/man-hinh', success: 200 }),
  'GET /api/luotkham/phong': () => ({ url: '/api/luotkham/phong', success: 200 }),
  'POST /api/luotkham': () => ({
    url: '/api/luotkham',
    payload: { benhnhan_id: editablePatient, phong_id: matrixRoom!._id },
    success: 201,
  }),
  'POST /api/luotkham/:id/trangthai': () => ({
    url: `/api/luotkham/${calledVisit!._id}/trangthai`,
    payload: { hanhdong: 'GOI_LAI' },
    success: 200,
  }),
  // Reception's change of a visit the doctor has not opened yet (the called visit): its reason, the same each time.
  'PUT /api/luotkham/:id': () => ({
    url: `/api/luotkham/${calledVisit!._id}`,
    payload: { lydo: 'Ho kéo dài' },
    success: 200,
  }),
  'POST /api/luotkham/:id/chuyenphong': () => ({
    url: `/api/luotkham/${calledVisit!._id}/chuyenphong`,
    payload: { phong_id: matrixRoom!._id },
    success: 400,
  }),
  'GET /api/icd10': () => ({ url: '/api/icd10?q=tang huyet ap', success: 200 }),
  'GET /api/khambenh': () => ({ url: '/api/khambenh', success: 200 }),
  'GET /api/khambenh/:id': () => ({ url: `/api/khambenh/${openRecord!._id}`, success: 200 }),
  'PUT /api/khambenh/:id': () => ({
    url: `/api/khambenh/${openRecord!._id}`,
    payload: { mach: 80, ketluan: 'Kiểm tra quyền' },
    success: 200,
  }),
  'GET /api/khambenh/hang-doi': () => ({ url: '/api/khambenh/hang-doi', success: 200 }),
  'GET /api/khambenh/benh-an/:benhnhan_id': () => ({ url: `/api/khambenh/benh-an/${editablePatient}`, success: 200 }),
  'POST /api/khambenh/:id/mo': () => ({ url: `/api/khambenh/${openVisit!._id}/mo`, success: 200 }),
  'POST /api/khambenh/:id/ky': () => ({ url: `/api/khambenh/${signedRecord!._id}/ky`, success: 409 }),
  'POST /api/khambenh/:id/bosung': () => ({
    url: `/api/khambenh/${signedRecord!._id}/bosung`,
    payload: { noidung: 'Bổ sung kiểm tra quyền' },
    success: 200,
  }),
  'GET /api/lichhen': () => ({ url: '/api/lichhen?tungay=2030-01-07', success: 200 }),
  'GET /api/lichhen/:id': () => ({ url: `/api/lichhen/${matrixAppointment!._id}`, success: 200 }),
  'POST /api/lichhen/:id/trangthai': () => ({
    url: `/api/lichhen/${matrixAppointment!._id}/trangthai`,
    payload: { trangthai: 'DA_XAC_NHAN' },
    success: 409,
  }),
  'POST /api/lichhen/:id/doilich': () => ({
    url: `/api/lichhen/${matrixAppointment!._id}/doilich`,
    payload: { bacsi_id: editableDoctor, batdau: '2030-01-07T02:00:00.000Z' },
    success: 409,
  }),
  'GET /api/ngaynghi': () => ({ url: '/api/ngaynghi?nam=2026', success: 200 }),
  'GET /api/ngaynghi/:id': () => ({ url: `/api/ngaynghi/${editableHoliday}`, success: 200 }),
  'POST /api/ngaynghi': () => ({
    url: '/api/ngaynghi',
    payload: { ngay: freshHolidayDay(), ten: 'Ngày nghỉ thêm' },
    success: 201,
  }),
  'PUT /api/ngaynghi/:id': () => ({
    url: `/api/ngaynghi/${editableHoliday}`,
    payload: { ngay: '2039-12-31', ten: 'Ngày nghỉ sửa' },
    success: 200,
  }),
  'DELETE /api/ngaynghi/:id': () => ({ url: `/api/ngaynghi/${take(holidaysToDelete)}`, success: 200 }),
  'GET /api/lichngoaile': () => ({ url: '/api/lichngoaile', success: 200 }),
  'GET /api/lichngoaile/:id': () => ({ url: `/api/lichngoaile/${editableException}`, success: 200 }),
  'POST /api/lichngoaile': () => ({
    url: '/api/lichngoaile',
    payload: { bacsi_id: editableDoctor, ngay: '2030-01-08', loai: 'THEM', batdau: '13:00', ketthuc: '15:00' },
    success: 201,
  }),
  'PUT /api/lichngoaile/:id': () => ({
    url: `/api/lichngoaile/${editableException}`,
    payload: { bacsi_id: editableDoctor, ngay: '2030-01-07', loai: 'NGHI', batdau: '08:00', ketthuc: '09:00' },
    success: 200,
  }),
  'DELETE /api/lichngoaile/:id': () => ({ url: `/api/lichngoaile/${take(exceptionsToDelete)}`, success: 200 }),
  'GET /api/chisoxetnghiem': () => ({ url: '/api/chisoxetnghiem', success: 200 }),
  'GET /api/chisoxetnghiem/bo': () => ({ url: '/api/chisoxetnghiem/bo', success: 200 }),
  'GET /api/chisoxetnghiem/:id': () => ({ url: `/api/chisoxetnghiem/${editableLabTest}`, success: 200 }),
  'POST /api/chisoxetnghiem': () => ({
    url: '/api/chisoxetnghiem',
    payload: { dichvu_id: labService, ma: `MOI${++labTestCodes}`, ten: 'Chỉ số mới', khoang: [{ cao: 5 }] },
    success: 201,
  }),
  'PUT /api/chisoxetnghiem/:id': () => ({
    url: `/api/chisoxetnghiem/${editableLabTest}`,
    payload: { dichvu_id: labService, ma: 'QUYEN0', ten: 'Chỉ số kiểm tra quyền 0' },
    success: 200,
  }),
  'DELETE /api/chisoxetnghiem/:id': () => ({
    url: `/api/chisoxetnghiem/${take(labTestsToDelete)}`,
    success: 200,
  }),
  'GET /api/thuoc': () => ({ url: '/api/thuoc?q=paracetamol', success: 200 }),
  'GET /api/thuoc/:id': () => ({ url: `/api/thuoc/${editableDrug}`, success: 200 }),
  'POST /api/thuoc': () => ({ url: '/api/thuoc', payload: drugBody, success: 201 }),
  'PUT /api/thuoc/:id': () => ({ url: `/api/thuoc/${editableDrug}`, payload: drugBody, success: 200 }),
  'DELETE /api/thuoc/:id': () => ({ url: `/api/thuoc/${take(drugsToDelete)}`, success: 200 }),
  'GET /api/donthuoc': () => ({ url: `/api/donthuoc?luotkham_id=${openVisit!._id}`, success: 200 }),
  'GET /api/donthuoc/:id': () => ({ url: `/api/donthuoc/${signedPrescription!._id}`, success: 200 }),
  'POST /api/donthuoc': () => ({ url: '/api/donthuoc', payload: { luotkham_id: cancelledVisit!._id }, success: 409 }),
  'PUT /api/donthuoc/:id': () => ({
    url: `/api/donthuoc/${signedPrescription!._id}`,
    payload: { chitiet: [] },
    success: 409,
  }),
  'POST /api/donthuoc/:id/ky': () => ({ url: `/api/donthuoc/${signedPrescription!._id}/ky`, success: 409 }),
  'GET /api/soquy': () => ({ url: '/api/soquy?tungay=2026-01-05', success: 200 }),
  'GET /api/soquy/ca': () => ({ url: '/api/soquy/ca', success: 200 }),
  'GET /api/soquy/ca/hientai': () => ({ url: '/api/soquy/ca/hientai', success: 200 }),
  'GET /api/soquy/ca/:id': () => ({ url: `/api/soquy/ca/${closedShift!._id}`, success: 200 }),
  'POST /api/soquy/ca': () => ({ url: '/api/soquy/ca', payload: { tiendauca: 0 }, success: 409 }),
  'POST /api/soquy/ca/:id/dong': () => ({
    url: `/api/soquy/ca/${closedShift!._id}/dong`,
    payload: { tienmatthucte: 0 },
    success: 409,
  }),
  'GET /api/soquy/thuchikhac': () => ({ url: '/api/soquy/thuchikhac?loai=CHI&phuongthuc=THE', success: 200 }),
  'GET /api/soquy/thuchikhac/:id': () => ({ url: `/api/soquy/thuchikhac/${cashEntry}`, success: 200 }),
  // By card: an entry outside the drawer, which every allowed role may make whether or not a shift is open.
  'POST /api/soquy/thuchikhac': () => ({
    url: '/api/soquy/thuchikhac',
    payload: { loai: 'CHI', phuongthuc: 'THE', sotien: 1_000, noidung: 'Kiểm tra quyền' },
    success: 201,
  }),
  'GET /api/hoadon': () => ({ url: '/api/hoadon?trangthai=DA_THANH_TOAN&q=kiem%20tra', success: 200 }),
  'GET /api/hoadon/:id': () => ({ url: `/api/hoadon/${paidBill._id}`, success: 200 }),
  'POST /api/hoadon': () => ({
    url: '/api/hoadon',
    payload: { dong: [{ loai: 'SAN_PHAM', sanpham_id: '00000000-0000-4000-8000-000000000000', soluong: 1 }] },
    success: 400,
  }),
  'POST /api/hoadon/:id/phathanh': () => ({ url: `/api/hoadon/${paidBill._id}/phathanh`, success: 409 }),
  'POST /api/hoadon/:id/huy': () => ({
    url: `/api/hoadon/${paidBill._id}/huy`,
    payload: { huy_lydo: 'Kiểm tra quyền' },
    success: 409,
  }),
  'PUT /api/hoadon/:id/giamgia': () => ({
    url: `/api/hoadon/${paidBill._id}/giamgia`,
    payload: { giamgia: 1000, giamgia_lydo: 'Kiểm tra quyền' },
    success: 409,
  }),
  'PUT /api/hoadon/:id/dong/:dongId/giamgia': () => ({
    url: `/api/hoadon/${paidBill._id}/dong/${paidBill.dong[0]!._id}/giamgia`,
    payload: { giamgia_phantram: 5, giamgia_lydo: 'Kiểm tra quyền' },
    success: 409,
  }),
  'POST /api/hoadon/:id/duyetgiamgia': () => ({ url: `/api/hoadon/${paidBill._id}/duyetgiamgia`, success: 409 }),
  'POST /api/hoadon/:id/thanhtoan': () => ({
    url: `/api/hoadon/${paidBill._id}/thanhtoan`,
    payload: { phuongthuc: 'THE', sotien: 1 },
    success: 409,
  }),
  'POST /api/hoadon/:id/hoantien': () => ({
    url: `/api/hoadon/${paidBill._id}/hoantien`,
    payload: { sotien: 100_001, lydo: 'Kiểm tra quyền', phuongthuc: 'THE' },
    success: 409,
  }),
  'GET /api/hoadon/:id/vietqr': () => ({ url: `/api/hoadon/${paidBill._id}/vietqr`, success: 409 }),
  'POST /api/hoadon/:id/dong': () => ({
    url: `/api/hoadon/${paidBill._id}/dong`,
    payload: { loai: 'DICH_VU', dichvu_id: editableService, soluong: 1 },
    success: 409,
  }),
  // A deposit by card (outside the drawer, so every allowed role may take one); paying back more than it holds.
  'POST /api/tamung': () => ({
    url: '/api/tamung',
    payload: { benhnhan_id: editablePatient, sotien: 1_000, phuongthuc: 'THE' },
    success: 201,
  }),
  'GET /api/tamung': () => ({ url: `/api/tamung?benhnhan_id=${editablePatient}`, success: 200 }),
  'POST /api/tamung/hoantien': () => ({
    url: '/api/tamung/hoantien',
    payload: { benhnhan_id: editablePatient, sotien: 1_000_000_000, lydo: 'Kiểm tra quyền', phuongthuc: 'THE' },
    success: 409,
  }),
  'GET /api/tamung/vietqr': () => ({
    url: `/api/tamung/vietqr?benhnhan_id=${editablePatient}&sotien=1000`,
    success: 409,
  }),
  'GET /api/hoadon/benhnhan/:id/tongquan': () => ({
    url: `/api/hoadon/benhnhan/${editablePatient}/tongquan`,
    success: 200,
  }),
  // E-invoices are off in this app: issuing and sending again answer 409 to whoever may.
  'GET /api/hoadon/:id/hoadondientu': () => ({ url: `/api/hoadon/${paidBill._id}/hoadondientu`, success: 200 }),
  'POST /api/hoadon/:id/hoadondientu': () => ({
    url: `/api/hoadon/${paidBill._id}/hoadondientu`,
    payload: {},
    success: 409,
  }),
  'POST /api/hoadon/:id/hoadondientu/guilai': () => ({
    url: `/api/hoadon/${paidBill._id}/hoadondientu/guilai`,
    success: 409,
  }),
  'GET /api/hoadon/giamgia': () => ({ url: '/api/hoadon/giamgia?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/doanhthu': () => ({ url: '/api/baocao/doanhthu?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/cho': () => ({ url: '/api/baocao/cho?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/luotkham': () => ({ url: '/api/baocao/luotkham?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/doanhso': () => ({ url: '/api/baocao/doanhso?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/khothuoc': () => ({ url: '/api/baocao/khothuoc?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/lamsang': () => ({ url: '/api/baocao/lamsang?tungay=2026-01-05', success: 200 }),
  'GET /api/baocao/thongke': () => ({ url: '/api/baocao/thongke?tungay=2026-01-01&denngay=2026-01-31', success: 200 }),
  'GET /api/phieuthu/:id': () => ({ url: `/api/phieuthu/${paidReceipt}`, success: 200 }),
  'POST /api/donthuoc/:id/huy': () => ({
    url: `/api/donthuoc/${cancelledPrescription!._id}/huy`,
    payload: { lydohuy: 'Kiểm tra quyền' },
    success: 409,
  }),
  'POST /api/donthuoc/:id/cap-lai': () => ({ url: `/api/donthuoc/${signedPrescription!._id}/cap-lai`, success: 409 }),
  'PUT /api/donthuoc/:id/benhnhan': () => ({
    url: `/api/donthuoc/${signedPrescription!._id}/benhnhan`,
    payload: { cccd: '079080001234' },
    success: 409,
  }),
  'GET /api/xetnghiem': () => ({ url: '/api/xetnghiem?ngay=2026-01-05', success: 200 }),
  'GET /api/xetnghiem/:id': () => ({ url: `/api/xetnghiem/${labOrderTaken}`, success: 200 }),
  'POST /api/xetnghiem': () => ({
    url: '/api/xetnghiem',
    payload: { luotkham_id: calledVisit!._id, dichvu_ids: [labService] },
    success: 201,
  }),
  'POST /api/xetnghiem/:id/trangthai': () => ({
    url: `/api/xetnghiem/${take(labOrdersToCancel)}/trangthai`,
    payload: { hanhdong: 'HUY' },
    success: 200,
  }),
  'PUT /api/xetnghiem/:id/ketqua': () => ({
    url: `/api/xetnghiem/${labOrderTaken}/ketqua`,
    payload: { giatri: [{ chiso_id: editableLabTest, giatri: 1.5 }] },
    success: 200,
  }),
  'GET /api/chandoanhinhanh': () => ({ url: '/api/chandoanhinhanh?ngay=2026-01-05', success: 200 }),
  'GET /api/chandoanhinhanh/:id': () => ({ url: `/api/chandoanhinhanh/${imagingOrderTaken}`, success: 200 }),
  'POST /api/chandoanhinhanh': () => ({
    url: '/api/chandoanhinhanh',
    payload: { luotkham_id: calledVisit!._id, dichvu_ids: [imagingService] },
    success: 201,
  }),
  'POST /api/chandoanhinhanh/:id/trangthai': () => ({
    url: `/api/chandoanhinhanh/${take(imagingOrdersToCancel)}/trangthai`,
    payload: { hanhdong: 'HUY' },
    success: 200,
  }),
  'PUT /api/chandoanhinhanh/:id/ketqua': () => ({
    url: `/api/chandoanhinhanh/${imagingOrderTaken}/ketqua`,
    payload: { ketluan: 'Không thấy bất thường' },
    success: 200,
  }),
  'GET /api/ketqua': () => ({ url: `/api/ketqua?luotkham_id=${calledVisit!._id}`, success: 200 }),
  'PUT /api/diachi/xa/:id': () => ({
    url: `/api/diachi/xa/${correctedCommune._id}`,
    payload: { ten: correctedCommune.ten },
    success: 200,
  }),
  'PUT /api/trang/:id': () => ({
    url: '/api/trang/DIEU_KHOAN_SU_DUNG',
    payload: { tieude: 'Điều khoản sử dụng', noidung: '<p>Điều khoản thử quyền.</p>' },
    success: 200,
  }),
};
// The stock alerts and reorder levels (modules/stock-alerts): a level set on a store of the site's clinic.
const [matrixStore] = await db
  .insert(stores)
  .values({ phongkham_id: site!.phongkham_id, ten: 'Kho kiểm tra quyền', loai: 'VAT_TU' })
  .returning({ _id: stores._id });
const [matrixDrug] = await db.select({ _id: drugs._id }).from(drugs).limit(1);
samples['GET /api/kho/canhbao'] = () => ({ url: `/api/kho/canhbao?kho_id=${matrixStore!._id}`, success: 200 });
samples['GET /api/kho/dinhmuc'] = () => ({ url: `/api/kho/dinhmuc?kho_id=${matrixStore!._id}`, success: 200 });
samples['GET /api/kho/dinhmuc/mathang'] = () => ({
  url: `/api/kho/dinhmuc/mathang?thuoc_id=${matrixDrug!._id}`,
  success: 200,
});
samples['PUT /api/kho/dinhmuc'] = () => ({
  url: '/api/kho/dinhmuc',
  payload: { kho_id: matrixStore!._id, thuoc_id: matrixDrug!._id, muc: 10 },
  success: 200,
});
// The stock core (modules/stock): reads of a batch, a goods receipt and a count sheet of the matrix's store; every
// write refused for its content (400), so the grant is what the test sees and nothing moves.
const matrixReceipt = await writing(db, { nhanvien_id: null, ip: null, userAgent: null }, (writer) =>
  postStockDocument(writer, null, {
    phongkham_id: site!.phongkham_id,
    loai: 'NHAP',
    kho_id: matrixStore!._id,
    dong: [
      { soluong: 5, lo: { thuoc_id: matrixDrug!._id, solo: 'QUYEN1', handung: '2099-12-31', gianhap: 1, giaban: 2 } },
    ],
  }),
);
const matrixBatch = matrixReceipt.dong[0]!.lohang_id;
const [matrixSheet] = await db
  .insert(stocktakes)
  .values({ phongkham_id: site!.phongkham_id, kho_id: matrixStore!._id })
  .returning({ _id: stocktakes._id });
const stockRead = (url: string) => () => ({ url, success: 200 });
const stockRefused =
  (url: string, payload: object = {}) =>
  () => ({ url, payload, success: 400 });
Object.assign(samples, {
  'GET /api/kho': stockRead('/api/kho'),
  'POST /api/kho': stockRefused('/api/kho', { ten: '', loai: 'KHAC' }),
  'PUT /api/kho/:id': stockRefused(`/api/kho/${matrixStore!._id}`, { ten: '', loai: 'VAT_TU' }),
  'GET /api/kho/ton': stockRead(`/api/kho/ton?thuoc_id=${matrixDrug!._id}&kho_id=${matrixStore!._id}`),
  'GET /api/kho/thekho': stockRead(`/api/kho/thekho?lohang_id=${matrixBatch}`),
  'GET /api/kho/lohang': stockRead(`/api/kho/lohang?kho_id=${matrixStore!._id}`),
  'GET /api/kho/lohang/:id': stockRead(`/api/kho/lohang/${matrixBatch}`),
  'POST /api/kho/lohang/:id/tamgiu': stockRefused(`/api/kho/lohang/${matrixBatch}/tamgiu`),
  'GET /api/kho/phieukho': stockRead('/api/kho/phieukho'),
  'GET /api/kho/phieukho/:id': stockRead(`/api/kho/phieukho/${matrixReceipt._id}`),
  'POST /api/kho/phieukho/:id/dieuchinh': stockRefused(`/api/kho/phieukho/${matrixReceipt._id}/dieuchinh`),
  'POST /api/kho/phieunhap': stockRefused('/api/kho/phieunhap'),
  'POST /api/kho/phieunhap/excel': stockRefused('/api/kho/phieunhap/excel'),
  'POST /api/kho/tondau': stockRefused('/api/kho/tondau'),
  'POST /api/kho/chuyenkho': stockRefused('/api/kho/chuyenkho'),
  'POST /api/kho/trancc': stockRefused('/api/kho/trancc'),
  'POST /api/kho/huy': stockRefused('/api/kho/huy'),
  'GET /api/kho/kiemke': stockRead('/api/kho/kiemke'),
  'GET /api/kho/kiemke/:id': stockRead(`/api/kho/kiemke/${matrixSheet!._id}`),
  'POST /api/kho/kiemke': stockRefused('/api/kho/kiemke'),
  'PUT /api/kho/kiemke/:id/dong': stockRefused(`/api/kho/kiemke/${matrixSheet!._id}/dong`, { dong: 'x' }),
  'POST /api/kho/kiemke/:id/chot': stockRefused(`/api/kho/kiemke/${matrixSheet!._id}/chot`),
  'POST /api/kho/kiemke/:id/huy': stockRefused(`/api/kho/kiemke/${matrixSheet!._id}/huy`),
});
// The pharmacy (modules/dispensing): a signed prescription read at the counter, its dispensing refused for a line
// it does not have (400, so the grant is what the test sees), the worklist, and a return and a counter sale refused
// for their content.
samples['POST /api/donthuoc/:id/phat'] = () => ({
  url: `/api/donthuoc/${signedPrescription!._id}/phat`,
  payload: { dong: [{ donthuoc_chitiet_id: '00000000-0000-4000-8000-000000000001', lo: [] }] },
  success: 400,
});
samples['GET /api/nhathuoc'] = () => ({ url: '/api/nhathuoc', success: 200 });
samples['GET /api/nhathuoc/ton'] = () => ({ url: '/api/nhathuoc/ton?q=para', success: 200 });
samples['GET /api/nhathuoc/:id'] = () => ({ url: `/api/nhathuoc/${signedPrescription!._id}`, success: 200 });
samples['POST /api/nhathuoc/tralai'] = () => ({ url: '/api/nhathuoc/tralai', payload: {}, success: 400 });
samples['POST /api/nhathuoc/banle'] = () => ({ url: '/api/nhathuoc/banle', payload: { dong: [] }, success: 400 });
const sampleFor = (route: DeclaredRoute) =>
  samples[routeKey(route)] ?? (route.method === 'HEAD' ? samples[`GET ${route.url}`] : undefined);

/** Routes that may refuse a caller: public reads that staff merely see more of (anonymous) never do. */
const guarded = app.declaredRoutes.filter(
  (route) => route.access !== 'public' && !(typeof route.access === 'object' && route.access.anonymous),
);

/** Routes that serve both audiences: the public as it is, staff holding the grant with more (anonymous). */
const bothAudiences = app.declaredRoutes.filter(
  (route) => typeof route.access === 'object' && route.access.anonymous && route.method !== 'HEAD',
);
// Their samples: the public booking and free times refused for their content alike, each list as it is, and a record
// its list shows.
samples['POST /api/lichhen'] = () => ({ url: '/api/lichhen', payload: {}, success: 400 });
samples['GET /api/lichhen/trong'] = () => ({ url: '/api/lichhen/trong', success: 400 });
for (const route of bothAudiences) {
  if (route.method !== 'GET' || samples[routeKey(route)]) continue;
  if (!route.url.includes(':')) {
    samples[routeKey(route)] = () => ({ url: route.url, success: 200 });
    continue;
  }
  const list = (await app.inject({ method: 'GET', url: `${route.url.replace(/\/:id$/, '')}?limit=1` })).json();
  const id = (list.data?.docs?.[0] as { _id?: string } | undefined)?._id;
  if (id) samples[routeKey(route)] = () => ({ url: route.url.replace(':id', id), success: 200 });
}

/** The request's credentials for a role and a variant. */
async function credentials(role: RoleCode, variant: Variant) {
  const { token, refreshToken } = sessions[role];
  const { sub, sid } = tokenClaims(token);
  const now = Math.floor(Date.now() / 1000);
  const bearer = (value: string) => ({ headers: { authorization: `Bearer ${value}` } });
  switch (variant) {
    case 'valid':
      return bearer(token);
    case 'valid cookie':
      return { cookies: { token } };
    case 'none':
      return {};
    case 'expired':
      return bearer(await accessToken({ sub, sid }, { iat: now - 1000, exp: now - 100 }));
    case 'tampered':
      // Another account's claims under this role's signature; for the owner, a changed signature.
      return bearer(
        role === 'ADMINISTRATOR' ? tamperSignature(token) : tamperClaims(token, { sub: roleStaff.ADMINISTRATOR._id }),
      );
    case 'other secret':
      return bearer(await accessToken({ sub, sid }, { secret: 'another-secret-that-is-at-least-32-characters' }));
    case 'refresh token':
      return bearer(refreshToken);
  }
}

function expectedStatus(role: RoleCode, variant: Variant, access: Access, success: number): number {
  // Both audiences: whatever the credentials, the caller is answered, as staff or as the public.
  if (typeof access === 'object' && access.anonymous) return success;
  if (variant !== 'valid' && variant !== 'valid cookie') return 401;
  if (access === 'public' || access === 'signedIn') return success;
  return grantsAny(defaultRoleMenus[role], accessUrls(access), access.flag) ? success : 403;
}

const isJson = (response: LightMyRequestResponse) =>
  String(response.headers['content-type'] ?? '').includes('json') && response.body.length > 0;

function expectAnswer(response: LightMyRequestResponse, method: string, status: number) {
  expect(response.statusCode).toBe(status);
  if (method === 'HEAD') return;
  if (status === 401) expect(response.json()).toEqual(UNAUTHORIZED);
  else if (status === 403) expect(response.json()).toEqual(FORBIDDEN);
  else expect(response.json().success).toBe(status < 400);
}

// The care relationship (docs/decisions/0038): the matrix's doctor reaches the clinical samples' visits as their
// doctor; a visit nobody was assigned to opens nothing once it is not today's and waiting.
const matrixDoctor = (
  await asOwner('/api/bacsi', { nhanvien_id: roleStaff.BACSY._id, chuyenkhoa: 'Nội tổng quát', hienthi: false })
).json().data._id as string;
await db
  .update(visits)
  .set({ bacsi_id: matrixDoctor })
  .where(inArray(visits._id, [calledVisit!._id, openVisit!._id, signedVisit!._id, cancelledVisit!._id]));

/** A route's sample request, sent as `role` presenting its session the `variant` way. */
async function sampleAnswer(route: DeclaredRoute, role: RoleCode, variant: Variant) {
  const sample = sampleFor(route)!({ self: roleStaff[role], other });
  const presented: { headers?: Record<string, string>; cookies?: Record<string, string> } = await credentials(
    role,
    variant,
  );
  const response = await app.inject({
    method: route.method as 'GET',
    url: sample.url,
    ...(sample.payload ? { payload: sample.payload } : {}),
    ...presented,
    headers: { ...sample.headers, ...presented.headers },
  });
  return { sample, response };
}

describe('the authorization matrix', () => {
  it('has a sample request for every route that serves the public and staff', () => {
    expect(bothAudiences.map(routeKey)).toEqual(expect.arrayContaining(['GET /api/tintuc', 'POST /api/lichhen']));
    const missing = bothAudiences.filter((route) => !sampleFor(route)).map(routeKey);
    expect(missing, 'add these routes to `samples` in access.test.ts').toEqual([]);
  });

  // Every role with a valid token, and every other way of presenting a session, is answered by a route that serves
  // both audiences: the registry's `public` beside the grant is what the router does. These run before the guarded
  // routes, whose samples delete records these reads show.
  const bothCases = bothAudiences
    .filter((route) => sampleFor(route))
    .flatMap((route, index) =>
      gridOf(index).map(({ role, variant }) => [routeKey(route), role, variant, route] as const),
    );

  it.each(bothCases)('%s answers %s with a %s token', async (_key, role, variant, route) => {
    const { sample, response } = await sampleAnswer(route, role, variant);
    expectAnswer(response, route.method, expectedStatus(role, variant, route.access, sample.success));
  });

  it('has a sample request for every guarded route', () => {
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    const missing = guarded.filter((route) => !sampleFor(route)).map(routeKey);
    expect(missing, 'add these routes to `samples` in access.test.ts').toEqual([]);
  });

  // Each role with a valid token on every route. The other ways of presenting a session (the cookie, and the
  // credentials that are not valid) are read before any role is, so each is tried once per route, the role taking
  // turns from route to route (every role meets every variant across the routes): the matrix stays whole at a
  // fraction of the requests. On PostgreSQL, the sample of gridOf().
  const cases = guarded
    .filter((route) => sampleFor(route))
    .flatMap((route, index) =>
      gridOf(index).map(({ role, variant }) => [routeKey(route), role, variant, route] as const),
    );

  it.each(cases)('%s as %s with a %s token', async (_key, role, variant, route) => {
    const { sample, response } = await sampleAnswer(route, role, variant);
    expectAnswer(response, route.method, expectedStatus(role, variant, route.access, sample.success));
    // No answer to a role without a clinical grant holds a clinical field's content (marked once, in contracts).
    if (variant === 'valid' && !holdsClinicalGrant(defaultRoleMenus[role]) && isJson(response)) {
      expect(clinicalContent(response.json()), routeKey(route)).toEqual([]);
    }
  });

  it('matches the role menus the contracts define (the matrix is not all 200 or all 403)', () => {
    const put = guarded.find((route) => routeKey(route) === 'PUT /api/nhanvien/:id')!;
    const allowed = roleCodes.filter((role) => expectedStatus(role, 'valid', put.access, 200) === 200);
    expect(allowed).toEqual(['ADMINISTRATOR', 'ADMIN']);
  });
});

// The activity history and the live stream, per role and clinic, after the matrix above has examined, ordered,
// entered results and prescribed (as the owner, an administrator and a doctor of the site's clinic).
describe('the history and the events stream, per role and clinic', () => {
  const clinic = site!.phongkham_id;
  const history = (token: string, query: string) =>
    app.inject({ method: 'GET', url: `/api/lich-su-hoat-dong${query}`, headers: { authorization: `Bearer ${token}` } });
  const clinical = Object.keys(clinicalResources);
  const elsewhere = async (role: RoleCode) =>
    signIn(
      app,
      await createStaff(db, {
        role,
        taikhoan: `noi.khac.${role.toLowerCase()}.${++elsewhereCount}`,
        phongkham_id: otherClinic,
      }),
    );
  let otherClinic: string;
  let elsewhereCount = 0;

  it('files clinical records’ entries under their clinic, the owner’s writes too', async () => {
    otherClinic = await createClinic(db);
    // The owner belongs to no clinic, and these entries' snapshots name none: the record's table tells.
    const [order] = await orderRows(labService, 1, 'CHI_DINH');
    const asClinicless = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${matrixOwner.token}` } });
    expect((await asClinicless(`/api/xetnghiem/${order}/trangthai`, { hanhdong: 'HUY' })).statusCode).toBe(200);
    const addendum = { noidung: 'Bổ sung của chủ hệ thống' };
    expect((await asClinicless(`/api/khambenh/${signedRecord!._id}/bosung`, addendum)).statusCode).toBe(200);
    const owners = await db
      .select({ phongkham_id: activityLog.phongkham_id })
      .from(activityLog)
      .where(and(eq(activityLog.nhanvien_id, matrixOwnerStaff._id), inArray(activityLog.tainguyen, clinical)));
    expect(owners.length).toBeGreaterThanOrEqual(2);
    expect(owners.filter((entry) => entry.phongkham_id !== clinic)).toEqual([]);
    const entries = await db
      .select({
        tainguyen: activityLog.tainguyen,
        phongkham_id: activityLog.phongkham_id,
        nhanvien_id: activityLog.nhanvien_id,
      })
      .from(activityLog)
      .where(inArray(activityLog.tainguyen, clinical));
    expect(new Set(entries.map((entry) => entry.tainguyen))).toEqual(new Set(clinical));
    expect(entries.some((entry) => entry.nhanvien_id === roleStaff.ADMINISTRATOR._id)).toBe(true);
    expect(entries.filter((entry) => entry.phongkham_id !== clinic)).toEqual([]);
  });

  it.each(roleCodes)(
    '%s reads the history of what its grants read, its clinic’s, without clinical text unless granted',
    async (role) => {
      const menu = defaultRoleMenus[role];
      const { token } = sessions[role];
      for (const tainguyen of [...clinical, '']) {
        const answer = await history(token, `?limit=100&tainguyen=${tainguyen}`);
        if (!grantsAny(menu, ['/lich-su-hoat-dong'], 'view')) {
          expectAnswer(answer, 'GET', 403);
          continue;
        }
        expectAnswer(answer, 'GET', 200);
        const { docs } = answer.json().data as { docs: { _id: string; phongkham_id: string | null }[] };
        if (role !== 'ADMINISTRATOR') expect(docs.filter((doc) => doc.phongkham_id !== clinic)).toEqual([]);
        if (tainguyen) expect(docs.length > 0, tainguyen).toBe(readsHistoryOf(menu, tainguyen));
        if (!holdsClinicalGrant(menu)) expect(clinicalContent(answer.json()), tainguyen).toEqual([]);
        // The owner and the administrator read the records' content: the walk above is not vacuous.
        else if (tainguyen === 'khambenh') expect(clinicalContent(answer.json())).not.toEqual([]);
        // One entry by id, as the list shows it.
        if (docs[0]) {
          const one = await history(token, `/${docs[0]._id}`);
          expect(one.json().data).toEqual(docs[0]);
        }
      }
      // An examination's entry by id: not found without the grant that reads examinations.
      const [examinationEntry] = await db
        .select({ _id: activityLog._id })
        .from(activityLog)
        .where(eq(activityLog.tainguyen, 'khambenh'))
        .limit(1);
      const one = await history(token, `/${examinationEntry!._id}`);
      const expected = !grantsAny(menu, ['/lich-su-hoat-dong'], 'view')
        ? 403
        : readsHistoryOf(menu, 'khambenh')
          ? 200
          : 404;
      expect(one.statusCode).toBe(expected);
    },
  );

  it('keeps one clinic’s history from another clinic’s administrator and manager', async () => {
    const [entry] = await db
      .select({ _id: activityLog._id })
      .from(activityLog)
      .where(eq(activityLog.tainguyen, 'khambenh'))
      .limit(1);
    for (const role of ['ADMIN', 'QUANLY'] as const) {
      const { token } = await elsewhere(role);
      const answer = (await history(token, '?limit=100')).json().data;
      expect(answer.docs.filter((doc: { phongkham_id: string }) => doc.phongkham_id !== otherClinic)).toEqual([]);
      expect((await history(token, `?limit=100&phongkham_id=${clinic}&tainguyen=khambenh`)).json().data.totalDocs).toBe(
        0,
      );
      expect((await history(token, `/${entry!._id}`)).statusCode).toBe(404);
    }
  });

  it('streams each role its clinic’s events, and no clinical text to a role without a clinical grant', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    /** Every stored event the stream replays to `token` from the start, read until the server says it listens. */
    const replay = (token: string) =>
      new Promise<{ id: number; data: unknown }[]>((resolve, reject) => {
        let text = '';
        const request = http.get(
          { host: '127.0.0.1', port, path: '/api/events?lastEventId=0', headers: { authorization: `Bearer ${token}` } },
          (response) => {
            expect(response.statusCode).toBe(200);
            response.setEncoding('utf8');
            response.on('data', (chunk: string) => {
              text += chunk;
              if (!text.includes(': connected')) return;
              request.destroy();
              resolve(
                text
                  .split('\n\n')
                  .filter((block) => block.startsWith('id: '))
                  .map((block) => {
                    const field = (name: string) =>
                      block
                        .split('\n')
                        .find((line) => line.startsWith(`${name}: `))!
                        .slice(name.length + 2);
                    return { id: Number(field('id')), data: JSON.parse(field('data')) as unknown };
                  }),
              );
            });
          },
        );
        request.on('error', reject);
      });
    const stored = await db.select({ id: liveEvents.id, phongkham_id: liveEvents.phongkham_id }).from(liveEvents);
    const ofClinic = new Set(stored.filter((event) => event.phongkham_id === clinic).map((event) => event.id));
    expect(ofClinic.size).toBeGreaterThan(0);
    for (const role of roleCodes) {
      const events = await replay(sessions[role].token);
      if (!holdsClinicalGrant(defaultRoleMenus[role])) expect(clinicalContent(events), role).toEqual([]);
    }
    // The owner receives the site clinic's events; another clinic's staff none of them.
    expect((await replay(sessions.ADMINISTRATOR.token)).some((event) => ofClinic.has(event.id))).toBe(true);
    for (const role of ['ADMIN', 'QUANLY', 'LETAN'] as const) {
      const events = await replay((await elsewhere(role)).token);
      expect(
        events.filter((event) => ofClinic.has(event.id)),
        role,
      ).toEqual([]);
    }
  });
});

describe('the self rule: every role may update its own profile', () => {
  const selfRoutes = guarded.filter((route) => typeof route.access === 'object' && route.access.self);

  it('applies to PUT /api/nhanvien/:id', () => {
    expect(selfRoutes.map(routeKey)).toEqual(['PUT /api/nhanvien/:id']);
  });

  it.each(roleCodes.flatMap((role) => variants.map((variant) => [role, variant] as const)))(
    '%s with a %s token',
    async (role, variant) => {
      const me = roleStaff[role];
      const response = await app.inject({
        method: 'PUT',
        url: `/api/nhanvien/${me._id}`,
        payload: { hoten: `Hồ sơ của ${role}` },
        ...(await credentials(role, variant)),
      });
      const valid = variant === 'valid' || variant === 'valid cookie';
      expectAnswer(response, 'PUT', valid ? 200 : 401);
      if (valid) expect(response.json().data).toMatchObject({ _id: me._id, hoten: `Hồ sơ của ${role}` });
    },
  );

  it('does not stretch to someone else’s id written differently', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/nhanvien/${other._id.toUpperCase()}`,
      payload: { hoten: 'Chữ hoa' },
      headers: { authorization: `Bearer ${sessions.BACSY.token}` },
    });
    expect(response.statusCode).toBe(403);
  });
});
