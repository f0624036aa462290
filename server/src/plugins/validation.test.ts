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
