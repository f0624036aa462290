import { desc, eq } from 'drizzle-orm';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyContextConfig } from 'fastify';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { demoSetting } from '../../db/seed/content';
import { contentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';

/** The requests that went past the ready answers (plugins/ready-answers.ts) to the rest of the hooks and the route. */
const routed: string[] = [];
/** The route's ready answer, as the front door and the ready-answers hook call it (read off a HEAD request). */
let readyAnswer: FastifyContextConfig['readyAnswer'];
const { app, database } = await buildTestApp({
  routes: (app) =>
    app.addHook('onRequest', async (request) => {
      routed.push(`${request.method} ${request.url}`);
      if (request.url === '/api/setting') readyAnswer ??= request.routeOptions.config.readyAnswer;
    }),
});

/** The header and footer texts the demo leaves to the site's built-in wording. */
const unsetTexts = Object.fromEntries(
  ['giomocua', 'ngaymocua', 'giolamviec', 'khuyenmai_tieude', 'khuyenmai_noidung', 'vanhanhboi'].flatMap((name) => [
    [name, null],
    [`${name}_en`, null],
  ]),
);

describe('GET /api/setting', () => {
  it('answers the seeded settings in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/setting' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        _id: expect.any(String),
        ...demoSetting,
        ...unsetTexts,
        logo: null,
        // The first-N member promotion as the spec puts it: 30 % off for the first 50 registrants.
        khuyenmai_soluong: 50,
        khuyenmai_giamgia: 30,
        updatedAt: expect.any(String),
      },
    });
    expect(body.data._id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('shows only public fields: no clinic id, no creation time', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(Object.keys(data).sort()).toEqual(
      [
        '_id',
        'tenphongkham',
        'diachi',
        'dienthoai',
        'email',
        'link_facebook',
        'link_youtube',
        'link_tiktok',
        'logo',
        ...Object.keys(unsetTexts),
        'chiduong',
        'chiduong_en',
        'bando_vido',
        'bando_kinhdo',
        'khuyenmai_soluong',
        'khuyenmai_giamgia',
        'updatedAt',
      ].sort(),
    );
    expect(JSON.stringify(data)).not.toContain('phongkham_id');
    const [row] = await database.db.select().from(settings);
    expect(JSON.stringify(data)).not.toContain(row!.phongkham_id);
  });

  it('sends updatedAt as ISO 8601 text of the stored moment', async () => {
    const { data } = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(data.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const [row] = await database.db.select().from(settings);
    expect(data.updatedAt).toBe(row!.updatedAt.toISOString());
  });

  it('keeps an unset link as null, and the data does not change with the language', async () => {
    const vi = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    const en = (await app.inject({ method: 'GET', url: '/api/setting', headers: { i18nextLng: 'en' } })).json();
    expect(vi.data.link_tiktok).toBeNull();
    expect(en).toEqual(vi);
  });

  it('reflects an edit at once, as every write announces itself with contentChanged()', async () => {
    const [row] = await database.db.select().from(settings);
    await database.db
      .update(settings)
      .set({ link_tiktok: 'https://www.tiktok.com/@phongkhamantam' })
      .where(eq(settings._id, row!._id));
    contentChanged('setting');
    const { data } = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(data.link_tiktok).toBe('https://www.tiktok.com/@phongkhamantam');
  });

  it('answers from memory until content changes', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    // A change the application was not told about (straight into the table) is not seen…
    await database.db.update(settings).set({ dienthoai: '0911 222 333' });
    const cached = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(cached).toEqual(before);
    // …until a write says content changed.
    contentChanged('setting');
    const fresh = (await app.inject({ method: 'GET', url: '/api/setting' })).json();
    expect(fresh.data.dienthoai).toBe('0911 222 333');
  });
});

describe('GET /api/setting, kept ready to send', () => {
  const get = (headers: Record<string, string> = {}) => app.inject({ method: 'GET', url: '/api/setting', headers });

  it('sends the same settings as brotli, gzip or plain JSON, each under its own ETag', async () => {
    const plain = await get();
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
    for (const answer of [plain, br, gz]) {
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.vary).toContain('accept-encoding');
      // Public and the same for everyone: kept by a browser, asked again each time.
      expect(answer.headers['cache-control']).toBe('no-cache');
    }
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
  });

  it('answers 304 to a matching If-None-Match, and the new settings under a new ETag after a change', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const [row] = await database.db.select().from(settings);
    await database.db.update(settings).set({ email: 'lienhe@antam.vn' }).where(eq(settings._id, row!._id));
    contentChanged('setting');
    const changed = await get({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.email).toBe('lienhe@antam.vn');
  });
});

describe('GET /api/setting, answered before the request work', () => {
  it('is ready without waiting once read, for a visitor without a session, until content changes', async () => {
    await app.inject({ method: 'HEAD', url: '/api/setting' });
    const visitor = { url: '/api/setting', headers: { 'accept-encoding': 'gzip' }, cookies: {}, lang: 'vi' as const };
    contentChanged('setting');
    const read = readyAnswer!(visitor);
    expect(read).toBeInstanceOf(Promise);
    expect(await read).toMatchObject({ status: 200 });
    // Written in the same turn from now on: the front door needs no promise.
    expect(readyAnswer!(visitor)).toMatchObject({ status: 200 });
    expect(readyAnswer!({ ...visitor, cookies: { token: 'a-session' } })).toBeInstanceOf(Promise);
    contentChanged('setting');
    expect(readyAnswer!(visitor)).toBeInstanceOf(Promise);
  });

  /** The headers in the answer's order, but the date. */
  const listed = (headers: Record<string, unknown>) => Object.entries(headers).filter(([name]) => name !== 'date');

  it('writes the kept answer at once, with the headers the route gives it, security headers included', async () => {
    for (const headers of [{ 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br' }]) {
      routed.length = 0;
      const early = await app.inject({ method: 'GET', url: '/api/setting', headers });
      expect(early.statusCode).toBe(200);
      expect(routed).toEqual([]);
      // HEAD takes the route, and answers what GET would without the body.
      const route = await app.inject({ method: 'HEAD', url: '/api/setting', headers });
      expect(routed).toEqual(['HEAD /api/setting']);
      expect(listed(early.headers)).toEqual(listed(route.headers));
      expect(early.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'cache-control': 'no-cache' });

      const revalidate = { ...headers, 'if-none-match': String(early.headers.etag) };
      routed.length = 0;
      const notModified = await app.inject({ method: 'GET', url: '/api/setting', headers: revalidate });
      expect(notModified.statusCode).toBe(304);
      expect(routed).toEqual([]);
      // The 200's headers without those of a body.
      const withoutBody = listed(early.headers).filter(
        ([name]) => !['content-encoding', 'content-length'].includes(name),
      );
      expect(listed(notModified.headers)).toEqual(withoutBody);
    }
  });

  it('still refuses a query with a NUL, as every route does', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/setting?x=%00',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/setting on an installation without settings', async () => {
  const empty = await buildTestApp({ seed: false });

  it('answers 503 with the default message rather than an empty success', async () => {
    const response = await empty.app.inject({ method: 'GET', url: '/api/setting' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'Có lỗi xảy ra, vui lòng kiểm tra và thử lại.' });
  });
});

describe('PUT /api/setting (general information)', async () => {
  const { createStaff, menuEntry, signIn, staffWithMenu } = await import('../../test/factories');
  const { activityLog } = await import('../../db/schema');
  const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
  const viewer = await staffWithMenu(app, database.db, [menuEntry('/thong-tin-chung', { view: true })]);
  const put = (payload: unknown, token?: string, lang = 'vi') =>
    app.inject({
      method: 'PUT',
      url: '/api/setting',
      payload: payload as object,
      headers: { i18nextLng: lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const current = async () => (await app.inject({ method: 'GET', url: '/api/setting' })).json().data;
  const form = async (changes: Record<string, unknown>) => {
    const { _id, updatedAt, logo, ...fields } = await current();
    void _id;
    void updatedAt;
    return { ...fields, logo_id: logo?._id ?? null, ...changes };
  };

  it('saves the seeded information as it is: a hotline written with spaces, or a 1900 number', async () => {
    const seeded = await form({ dienthoai: demoSetting.dienthoai });
    expect(seeded.dienthoai).toBe('0909 115 115');
    expect((await put(seeded, owner.token)).statusCode).toBe(200);
    const response = await put(await form({ dienthoai: '1900 6868' }), owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.dienthoai).toBe('1900 6868');
  });

  it('saves the hotline and the header texts, answers the saved setting, and the public read shows it at once', async () => {
    const response = await put(await form({ dienthoai: '0909123456', giomocua: '7h30 - 20h00' }), owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ dienthoai: '0909123456', giomocua: '7h30 - 20h00' });
    expect(await current()).toMatchObject({ dienthoai: '0909123456', giomocua: '7h30 - 20h00' });
    const [row] = await database.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.tainguyen, 'setting'))
      .orderBy(desc(activityLog.createdAt), desc(activityLog._id))
      .limit(1);
    expect(row).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(row!.sau).toMatchObject({ dienthoai: '0909123456' });
  });

  it('saves the member promotion (codes, discount) and refuses a discount outside 1–100 %, in vi and en', async () => {
    const saved = await put(await form({ khuyenmai_soluong: 80, khuyenmai_giamgia: 20 }), owner.token);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await current()).toMatchObject({ khuyenmai_soluong: 80, khuyenmai_giamgia: 20 });
    const before = await current();
    const vi = await put(await form({ khuyenmai_soluong: -1, khuyenmai_giamgia: 101 }), owner.token);
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      khuyenmai_soluong: 'Giá trị phải là số nguyên trong khoảng cho phép',
      khuyenmai_giamgia: 'Mức giảm là số nguyên từ 1 đến 100 (%)',
    });
    const en = await put(await form({ khuyenmai_giamgia: 0 }), owner.token, 'en');
    expect(en.json().errors).toEqual({ khuyenmai_giamgia: 'The discount is a whole number from 1 to 100 (%)' });
    expect(await current()).toEqual(before);
  });

  it('refuses a bad phone, e-mail and link with field messages, and changes nothing', async () => {
    const before = await current();
    const response = await put(
      await form({ dienthoai: '123', email: 'khong-phai-email', link_facebook: 'javascript:alert(1)' }),
      owner.token,
      'en',
    );
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['dienthoai', 'email', 'link_facebook']);
    expect(response.json().errors.link_facebook).toBe('A link must start with http:// or https://.');
    expect(await current()).toEqual(before);
  });

  it('answers 401 without sign-in and 403 without the update flag', async () => {
    expect((await put(await form({}))).statusCode).toBe(401);
    expect((await put(await form({}), viewer.token)).statusCode).toBe(403);
  });

  it('saves the map position and the directions in both languages, and clears the position with both empty', async () => {
    const placed = await put(
      await form({ bando_vido: 21.0285, bando_kinhdo: 105.8542, chiduong: 'Đối diện Hồ Gươm.', chiduong_en: null }),
      owner.token,
    );
    expect(placed.statusCode).toBe(200);
    expect(await current()).toMatchObject({
      bando_vido: 21.0285,
      bando_kinhdo: 105.8542,
      chiduong: 'Đối diện Hồ Gươm.',
      chiduong_en: null,
    });
    // Left out of a request, the position is kept.
    const { bando_vido: _lat, bando_kinhdo: _lng, ...withoutPosition } = await form({});
    expect((await put(withoutPosition, owner.token)).statusCode).toBe(200);
    expect(await current()).toMatchObject({ bando_vido: 21.0285, bando_kinhdo: 105.8542 });
    expect((await put(await form({ bando_vido: null, bando_kinhdo: null }), owner.token)).statusCode).toBe(200);
    expect(await current()).toMatchObject({ bando_vido: null, bando_kinhdo: null });
    // Put the demo position back for the tests after this one.
    const restored = await form({ bando_vido: demoSetting.bando_vido, bando_kinhdo: demoSetting.bando_kinhdo });
    expect((await put(restored, owner.token)).statusCode).toBe(200);
  });

  it('refuses a position out of range, or half a position, with the message on the field, in vi and en', async () => {
    const before = await current();
    const range = await put(await form({ bando_vido: 91, bando_kinhdo: -180.5 }), owner.token);
    expect(range.statusCode).toBe(400);
    expect(range.json().errors).toEqual({
      bando_vido: 'Vĩ độ phải là số từ -90 đến 90 (ví dụ: 10,7588)',
      bando_kinhdo: 'Kinh độ phải là số từ -180 đến 180 (ví dụ: 106,6843)',
    });
    const text = await put(await form({ bando_vido: '10,75' }), owner.token, 'en');
    expect(text.json().errors).toEqual({ bando_vido: 'Latitude must be a number from -90 to 90 (e.g. 10.7588)' });
    const half = await put(await form({ bando_vido: 10.5, bando_kinhdo: null }), owner.token);
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual({ bando_kinhdo: 'Nhập cả vĩ độ và kinh độ, hoặc để trống cả hai' });
    const { bando_vido: _lat, ...onlyLongitude } = await form({ bando_kinhdo: 106.7 });
    const other = await put(onlyLongitude, owner.token, 'en');
    expect(other.statusCode).toBe(400);
    expect(other.json().errors).toEqual({ bando_vido: 'Enter both latitude and longitude, or leave both empty' });
    const long = await put(await form({ chiduong: 'x'.repeat(1001) }), owner.token);
    expect(Object.keys(long.json().errors)).toEqual(['chiduong']);
    expect(await current()).toEqual(before);
  });

  it('refuses a logo that is not an uploaded file with 400 on the field', async () => {
    const response = await put(await form({ logo_id: crypto.randomUUID() }), owner.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ logo_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
  });
});
