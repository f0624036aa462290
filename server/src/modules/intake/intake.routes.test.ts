import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberRegistrations, profileReviews, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { nextAddress } from '../../test/factories';
import { PUBLIC_FORM_LIMIT } from '../../lib/public-forms';

const { app, database } = await buildTestApp();
const db = database.db;
const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];

const rows = async (table: typeof memberRegistrations | typeof profileReviews) =>
  (await db.select({ n: count() }).from(table))[0]!.n;

/** Each call from its own address unless one is given, so the per-address limit stays out of the way. */
const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = nextAddress()) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers, remoteAddress });

const INVALID_VI = 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.';
const INVALID_EN = 'Some fields are not valid, please check the highlighted fields.';

const member = { hoten: 'Nguyễn Thị Hoa', dienthoai: '0903 123 456' };
const review = {
  hoten: 'Trần Văn Tâm',
  dienthoai: '+84 938 765 432',
  tenbenhnhan: 'Trần Gia Bảo',
  namsinh: '2019',
  hoancanh: 'Gia đình làm nông, bé cần phẫu thuật tách dính ngón tay nhưng không đủ chi phí.',
};

describe('POST /api/dangkythanhvien', () => {
  it('stores a registration for the site clinic and answers its receipt', async () => {
    const before = Date.now();
    const response = await post('/api/dangkythanhvien', {
      ...member,
      hoten: '  Nguyễn Thị Hoa ',
      email: ' hoa.nguyen@example.com ',
      ngaysinh: '1988-04-12',
      diachi: '',
      ghichu: 'Đăng ký cho cả gia đình',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({ success: true, data: { _id: expect.any(String), createdAt: expect.any(String) } });
    expect(Date.parse(body.data.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    const [row] = await db.select().from(memberRegistrations).where(eq(memberRegistrations._id, body.data._id));
    expect(row).toMatchObject({
      phongkham_id,
      hoten: 'Nguyễn Thị Hoa',
      dienthoai: '0903123456',
      email: 'hoa.nguyen@example.com',
      ngaysinh: '1988-04-12',
      diachi: null,
      ghichu: 'Đăng ký cho cả gia đình',
      trangthai: 'MOI',
    });
  });

  it('needs only a name and a phone', async () => {
    const response = await post('/api/dangkythanhvien', member);
    expect(response.statusCode).toBe(201);
  });

  it('refuses an empty form with a message per field, in vi and en, and stores nothing', async () => {
    const before = await rows(memberRegistrations);
    const vi = await post('/api/dangkythanhvien', {});
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      success: false,
      message: INVALID_VI,
      errors: { hoten: 'Vui lòng nhập họ tên', dienthoai: 'Số điện thoại không được để trống' },
    });
    const en = await post('/api/dangkythanhvien', { hoten: ' ', dienthoai: '' }, { i18nextLng: 'en' });
    expect(en.json()).toEqual({
      success: false,
      message: INVALID_EN,
      errors: { hoten: 'Please enter your full name', dienthoai: 'Phone number must not be empty' },
    });
    expect(await rows(memberRegistrations)).toBe(before);
  });

  it('refuses a bad phone, email, birth date and an overlong note', async () => {
    const before = await rows(memberRegistrations);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const response = await post('/api/dangkythanhvien', {
      hoten: 'Lê Văn Phúc',
      dienthoai: '09123',
      email: 'khong-phai-email',
      ngaysinh: tomorrow,
      ghichu: 'x'.repeat(1001),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      dienthoai: 'Số điện thoại không hợp lệ',
      email: 'Email không hợp lệ',
      ngaysinh: 'Ngày không hợp lệ',
      ghichu: 'Không được quá 1000 ký tự',
    });
    expect(await rows(memberRegistrations)).toBe(before);
  });

  it('refuses malformed JSON and a foreign origin without storing anything', async () => {
    const before = await rows(memberRegistrations);
    const broken = await app.inject({
      method: 'POST',
      url: '/api/dangkythanhvien',
      headers: { 'content-type': 'application/json' },
      payload: '{"hoten": ',
      remoteAddress: nextAddress(),
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ success: false, message: 'Dữ liệu gửi lên không đúng định dạng JSON.' });
    const foreign = await post('/api/dangkythanhvien', member, { origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(await rows(memberRegistrations)).toBe(before);
  });
});

describe('POST /api/xetduyethoso', () => {
  it('stores a case for review and answers its receipt', async () => {
    const response = await post('/api/xetduyethoso', { ...review, email: '', diachi: 'Xã Mỹ Hiệp, Đồng Tháp' });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, data._id));
    expect(row).toMatchObject({
      phongkham_id,
      hoten: 'Trần Văn Tâm',
      dienthoai: '0938765432',
      email: null,
      tenbenhnhan: 'Trần Gia Bảo',
      namsinh: 2019,
      diachi: 'Xã Mỹ Hiệp, Đồng Tháp',
      chandoan: null,
      hoancanh: review.hoancanh,
      trangthai: 'MOI',
    });
  });

  it('takes the year of birth as a number or left blank', async () => {
    expect((await post('/api/xetduyethoso', { ...review, namsinh: 1955 })).statusCode).toBe(201);
    const blank = await post('/api/xetduyethoso', { ...review, namsinh: '' });
    expect(blank.statusCode).toBe(201);
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, blank.json().data._id));
    expect(row!.namsinh).toBeNull();
  });

  it('refuses an empty form with a message per field, in vi and en, and stores nothing', async () => {
    const before = await rows(profileReviews);
    const vi = await post('/api/xetduyethoso', {});
    expect(vi.statusCode).toBe(400);
    expect(vi.json()).toEqual({
      success: false,
      message: INVALID_VI,
      errors: {
        hoten: 'Vui lòng nhập họ tên',
        dienthoai: 'Số điện thoại không được để trống',
        tenbenhnhan: 'Vui lòng nhập họ tên người bệnh',
        hoancanh: 'Vui lòng mô tả hoàn cảnh của người bệnh',
      },
    });
    const en = await post('/api/xetduyethoso', {}, { i18nextLng: 'en' });
    expect(en.json()).toEqual({
      success: false,
      message: INVALID_EN,
      errors: {
        hoten: 'Please enter your full name',
        dienthoai: 'Phone number must not be empty',
        tenbenhnhan: "Please enter the patient's full name",
        hoancanh: "Please describe the patient's circumstances",
      },
    });
    expect(await rows(profileReviews)).toBe(before);
  });

  it.each([['1899'], ['3000'], ['hai nghìn'], [2001.5]])('refuses the year of birth %j', async (namsinh) => {
    const before = await rows(profileReviews);
    const response = await post('/api/xetduyethoso', { ...review, namsinh });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ namsinh: 'Năm sinh không hợp lệ' });
    expect(await rows(profileReviews)).toBe(before);
  });

  it('refuses circumstances over 3000 characters, in English', async () => {
    const response = await post('/api/xetduyethoso', { ...review, hoancanh: 'a'.repeat(3001) }, { i18nextLng: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ hoancanh: 'Must be at most 3000 characters' });
  });
});

describe('per-address limit on the two forms', () => {
  it(`takes ${PUBLIC_FORM_LIMIT.max} forms from one address, then answers 429, localized`, async () => {
    const address = '203.0.113.7';
    // A phone of its own each time: the per-phone limit stays out of the way.
    const from = (i: number) => ({ ...member, dienthoai: `09040000${10 + i}` });
    for (let i = 0; i < PUBLIC_FORM_LIMIT.max; i++) {
      expect((await post('/api/dangkythanhvien', from(i), {}, address)).statusCode).toBe(201);
    }
    const before = await rows(memberRegistrations);
    const limited = await post('/api/dangkythanhvien', from(50), {}, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      success: false,
      message: 'Bạn thao tác quá nhanh, vui lòng thử lại sau ít phút.',
    });
    const english = await post('/api/dangkythanhvien', from(51), { i18nextLng: 'en' }, address);
    expect(english.json()).toEqual({
      success: false,
      message: 'Too many attempts, please try again in a few minutes.',
    });
    expect(await rows(memberRegistrations)).toBe(before);
  });

  it('counts each form and each address apart', async () => {
    expect((await post('/api/xetduyethoso', review, {}, '203.0.113.7')).statusCode).toBe(201);
    expect(
      (await post('/api/dangkythanhvien', { ...member, dienthoai: '0904000099' }, {}, '203.0.113.8')).statusCode,
    ).toBe(201);
  });
});
