import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { PUBLIC_FORM_LIMIT } from '../../lib/public-forms';
import { buildTestApp } from '../../test/app';
import { nextAddress } from '../../test/factories';

const { app, database } = await buildTestApp();
const rowCount = async () => (await database.db.select({ n: count() }).from(requests))[0]!.n;

/** Each call from its own address unless one is given, so the per-address limit stays out of the way. */
const post = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url: '/api/yeucau', payload: payload as object, headers, remoteAddress });

describe('POST /api/yeucau', () => {
  it('stores a booking with its time and answers the envelope', async () => {
    const before = Date.now();
    const response = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: '  Nguyễn Văn An ', dienthoai: '0912345678' });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      loaiyeucau: 'DAT_LICH_HEN',
      hoten: 'Nguyễn Văn An',
      dienthoai: '0912345678',
      trangthai: 'MOI',
    });
    expect(Date.parse(body.data.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await database.db.select().from(requests).where(eq(requests._id, body.data._id));
    expect(row?.hoten).toBe('Nguyễn Văn An');
    expect(row?.phongkham_id).toBeTruthy();
  });

  it.each([
    ['0912 345 678', '0912345678'],
    ['0912.345.678', '0912345678'],
    ['+84 912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
  ])('normalises the phone %s to %s', async (typed, stored) => {
    const response = await post({ loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Trần Thị Bình', dienthoai: typed });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.dienthoai).toBe(stored);
  });

  it('refuses an empty body with Vietnamese messages per field and stores nothing', async () => {
    const before = await rowCount();
    const response = await app.inject({
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
      errors: {
        loaiyeucau: 'Loại yêu cầu không hợp lệ',
        hoten: 'Vui lòng nhập họ tên',
        dienthoai: 'Số điện thoại không được để trống',
      },
    });
    expect(await rowCount()).toBe(before);
  });

  it('answers in English when the i18nextLng header says en', async () => {
    const response = await post({}, { i18nextLng: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      loaiyeucau: 'Request type is invalid',
      hoten: 'Please enter your full name',
      dienthoai: 'Phone number must not be empty',
    });
  });

  it('refuses a whitespace-only name, a short phone and an unknown type', async () => {
    const before = await rowCount();
    const response = await post({ loaiyeucau: 'KHAC', hoten: '   ', dienthoai: '09123' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      loaiyeucau: 'Loại yêu cầu không hợp lệ',
      hoten: 'Vui lòng nhập họ tên',
      dienthoai: 'Số điện thoại không hợp lệ',
    });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body with no body at all and malformed JSON with a 400', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/yeucau' });
    expect(none.statusCode).toBe(400);
    expect(Object.keys(none.json().errors)).toEqual(['loaiyeucau', 'hoten', 'dienthoai']);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/yeucau',
      headers: { 'content-type': 'application/json' },
      payload: '{"hoten": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'Dữ liệu gửi lên không đúng định dạng JSON.' });
  });

  it('refuses a post from a foreign origin', async () => {
    const before = await rowCount();
    const response = await post(
      { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Văn Cường', dienthoai: '0912345678' },
      { origin: 'https://evil.example' },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().success).toBe(false);
    expect(await rowCount()).toBe(before);
  });
});

describe('per-address limit on requests', () => {
  const booking = { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Văn Cường', dienthoai: '0912345678' };

  it(`takes ${PUBLIC_FORM_LIMIT.max} requests from one address, then answers 429, localized, and stores nothing`, async () => {
    const address = '198.51.100.23';
    for (let i = 0; i < PUBLIC_FORM_LIMIT.max; i++) {
      expect((await post(booking, {}, address)).statusCode).toBe(201);
    }
    const before = await rowCount();
    const limited = await post(booking, {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
    });
    const english = await post(booking, { i18nextLng: 'en' }, address);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe('Too many attempts, please try again in a few minutes.');
    expect(await rowCount()).toBe(before);
    // Another visitor is not held back by the first one.
    expect((await post(booking, {}, '198.51.100.24')).statusCode).toBe(201);
  });
});
