import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../db/schema';
import { buildTestApp } from '../test/app';
import { nextAddress } from '../test/factories';

// Each request comes from its own address: /api/yeucau takes only a few per address (lib/public-forms.ts).

const { app, database } = await buildTestApp();
const rowCount = async () => (await database.db.select({ n: count() }).from(requests))[0]!.n;
const validRequest = { loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Phạm Thị Dung', dienthoai: '0987654321' };

describe('request bodies', () => {
  it('takes JSON with a charset', async () => {
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: JSON.stringify(validRequest),
    });
    expect(response.statusCode).toBe(201);
  });

  it.each([
    ['text/plain', 'Nguyễn Văn An 0912345678'],
    ['text/plain', JSON.stringify(validRequest)],
    ['application/x-www-form-urlencoded', 'loaiyeucau=DAT_LICH_HEN&hoten=An&dienthoai=0912345678'],
    ['application/xml', '<yeucau/>'],
  ])('refuses %s with 415, localized, and stores nothing', async (type, payload) => {
    const before = await rowCount();
    const vi = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': type },
      payload,
    });
    expect(vi.statusCode).toBe(415);
    expect(vi.json()).toEqual({ success: false, message: 'Định dạng dữ liệu gửi lên không được hỗ trợ.' });
    const en = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': type, i18nextLng: 'en' },
      payload,
    });
    expect(en.statusCode).toBe(415);
    expect(en.json()).toEqual({ success: false, message: 'The format of the data sent is not supported.' });
    expect(await rowCount()).toBe(before);
  });

  it.each([
    ['POST /api/yeucau', '/api/yeucau', (deep: unknown) => ({ ...validRequest, noidung: deep })],
    ['POST /api/nhanvien/login', '/api/nhanvien/login', (deep: unknown) => ({ taikhoan: deep, matkhau: 'x' })],
    ['POST /api/dangkythanhvien', '/api/dangkythanhvien', (deep: unknown) => ({ ...validRequest, hoten: deep })],
  ])('refuses deeply nested JSON on %s with a localized 400 before anything walks it', async (_, url, body) => {
    const before = await rowCount();
    // 50,000 nested objects in a field, 100,000 nested arrays as the whole body; built as text (stringify recurses).
    const objects = JSON.stringify(body('__DEEP__')).replace(
      '"__DEEP__"',
      '{"a":'.repeat(50_000) + '1' + '}'.repeat(50_000),
    );
    const arrays = '['.repeat(100_000) + ']'.repeat(100_000);
    for (const [payload, lang] of [
      [objects, 'vi'],
      [arrays, 'en'],
    ] as const) {
      const response = await app.inject({
        remoteAddress: nextAddress(),
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', i18nextLng: lang },
        payload,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toBe(
        lang === 'vi'
          ? 'Dữ liệu gửi lên lồng nhau quá sâu (tối đa 32 cấp).'
          : 'The data sent is nested too deeply (at most 32 levels).',
      );
    }
    // Brackets inside a text are not nesting (a phone of its own: a repeat would fold into the open request).
    const bracketed = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        ...validRequest,
        hoten: `Phạm ${'[{'.repeat(30)}\\"]`,
        dienthoai: `0987650${String(url.length).padStart(3, '0')}`,
      }),
    });
    expect(bracketed.statusCode, bracketed.body).toBe(201);
    expect(await rowCount()).toBe(before + 1);
  });

  it('refuses a body over 1 MB with the 413 envelope', async () => {
    const before = await rowCount();
    const payload = JSON.stringify({ ...validRequest, hoten: 'A'.repeat(1024 * 1024) });
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Dữ liệu gửi lên quá lớn.' });
    const en = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json', i18nextLng: 'en' },
      payload,
    });
    expect(en.json()).toEqual({ success: false, message: 'The data sent is too large.' });
    expect(await rowCount()).toBe(before);
  });

  it('takes a body just under 1 MB as far as validation', async () => {
    const payload = JSON.stringify({ ...validRequest, hoten: 'A'.repeat(1000 * 1000) });
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ hoten: 'Họ tên không được quá 100 ký tự' });
  });

  it.each(['[]', '"Nguyễn Văn An"', '42', 'null'])('refuses the JSON %s as a body with 400', async (payload) => {
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
    });
  });

  it('treats a whitespace-only JSON body as an empty object', async () => {
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload: '  \n ',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['loaiyeucau', 'hoten', 'dienthoai']);
  });

  it('ignores fields the contract does not know', async () => {
    const response = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      payload: { ...validRequest, trangthai: 'HUY', phongkham_id: '0190f4a0-0000-7000-8000-000000000000' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.trangthai).toBe('MOI');
    const [row] = await database.db.select().from(requests).where(eq(requests._id, response.json().data._id));
    expect(row?.phongkham_id).not.toBe('0190f4a0-0000-7000-8000-000000000000');
  });
});

describe('a NUL character (U+0000) in any text', async () => {
  const { createStaff, signIn } = await import('../test/factories');
  const { newsCategories } = await import('../db/schema');
  const owner = await signIn(app, await createStaff(database.db, { role: 'ADMINISTRATOR' }));
  const [category] = await database.db.select().from(newsCategories).limit(1);
  const bearer = { authorization: `Bearer ${owner.token}` };
  const NUL = '\u0000';

  it('answers 400 on the field, never 500, in vi and en: a public form, a list search, sign-in, an editor', async () => {
    const form = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      payload: { ...validRequest, hoten: `Phạm${NUL}Dung` },
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual({
      hoten: 'Nội dung có ký tự không hợp lệ (ký tự rỗng U+0000), vui lòng nhập lại.',
    });
    const search = await app.inject({ method: 'GET', url: '/api/tintuc?q=kh%00am', headers: { i18nextLng: 'en' } });
    expect(search.statusCode).toBe(400);
    expect(search.json().errors).toEqual({
      q: 'The text holds a character that is not allowed (the null character U+0000), please type it again.',
    });
    const signInName = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/nhanvien/login',
      payload: { taikhoan: `admin${NUL}`, matkhau: 'mat-khau-bat-ky' },
    });
    expect(signInName.statusCode).toBe(400);
    const article = await app.inject({
      method: 'POST',
      url: '/api/tintuc',
      headers: bearer,
      payload: { dmtintuc_id: category!._id, tieude: `Tin${NUL}`, hienthi: true },
    });
    expect(article.statusCode).toBe(400);
    expect(Object.keys(article.json().errors)).toEqual(['tieude']);
    const nested = await app.inject({
      method: 'POST',
      url: '/api/vaitro',
      headers: bearer,
      payload: { ma: 'LE_TAN', ten: 'Lễ tân', menu: [{ url: `/tin-tuc${NUL}`, view: true }] },
    });
    expect(nested.statusCode).toBe(400);
    expect(Object.keys(nested.json().errors)).toEqual(['menu.0.url']);
  });

  it('stores nothing', async () => {
    const before = await rowCount();
    await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      payload: { ...validRequest, hoten: `An${NUL}` },
    });
    expect(await rowCount()).toBe(before);
  });
});

describe('a lone surrogate (half of a UTF-16 pair) in any text', () => {
  it('answers 400 on the field in a JSON body and a query, and keeps a whole emoji', async () => {
    const signInName = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/nhanvien/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"taikhoan":"admin\\ud800","matkhau":"mat-khau-bat-ky"}',
    });
    expect(signInName.statusCode).toBe(400);
    expect(signInName.json().errors).toEqual({
      taikhoan: 'Nội dung có ký tự bị lỗi (một nửa biểu tượng cảm xúc hoặc ký hiệu), vui lòng nhập lại.',
    });
    const search = await app.inject({ method: 'GET', url: '/api/tintuc?q=%ED%A0%80', headers: { i18nextLng: 'en' } });
    expect(search.statusCode).toBeLessThan(500);
    const form = await app.inject({
      remoteAddress: nextAddress(),
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json', i18nextLng: 'en' },
      payload: JSON.stringify({ ...validRequest, hoten: 'An' }).replace('"An"', '"An\\udc00"'),
    });
    expect(form.statusCode).toBe(400);
    expect(form.json().errors).toEqual({
      hoten: 'The text holds a broken character (half of an emoji or symbol), please type it again.',
    });
    const emoji = await app.inject({ method: 'GET', url: `/api/tintuc?q=${encodeURIComponent('khám 😷')}` });
    expect(emoji.statusCode).toBe(200);
  });
});
