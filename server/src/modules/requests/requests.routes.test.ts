import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONSENT_VERSION, systemDefaults } from '@phongkham/contracts';
import { requestHistory, requests, settings } from '../../db/schema';
import { PUBLIC_FORM_LIMIT } from '../../lib/public-forms';
import { buildTestApp } from '../../test/app';
import { nextAddress } from '../../test/factories';
import { FOLD_HOURS } from './requests.service';

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

describe('limits on requests', () => {
  const booking = (dienthoai: string) => ({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Văn Cường', dienthoai });
  const hotline = async () =>
    (await database.db.select({ dienthoai: settings.dienthoai }).from(settings))[0]!.dienthoai;

  it(`takes ${PUBLIC_FORM_LIMIT.max} requests from one address, then answers 429 naming the hotline, and stores nothing`, async () => {
    const address = '198.51.100.23';
    // Distinct phones: the per-phone limit stays out of the way.
    for (let i = 0; i < PUBLIC_FORM_LIMIT.max; i++) {
      expect((await post(booking(`09130000${10 + i}`), {}, address)).statusCode).toBe(201);
    }
    const before = await rowCount();
    const limited = await post(booking('0913000099'), {}, address);
    expect(limited.statusCode).toBe(429);
    const phone = await hotline();
    expect(limited.json()).toEqual({
      success: false,
      message: `Bạn đã gửi quá nhiều yêu cầu, vui lòng thử lại sau ít phút hoặc gọi đường dây nóng ${phone} để được hỗ trợ ngay.`,
    });
    const english = await post(booking('0913000098'), { i18nextLng: 'en' }, address);
    expect(english.statusCode).toBe(429);
    expect(english.json().message).toBe(
      `You have sent too many requests. Please try again in a few minutes, or call our hotline ${phone} for help right away.`,
    );
    expect(await rowCount()).toBe(before);
    // Another visitor is not held back by the first one.
    expect((await post(booking('0913000097'), {}, '198.51.100.24')).statusCode).toBe(201);
  });

  it(`limits one phone to ${systemDefaults.gioihan_sodienthoai} sends by default, from any address, with the hotline`, async () => {
    const phone = '0914000001';
    for (let i = 0; i < systemDefaults.gioihan_sodienthoai; i++) {
      expect((await post(booking(phone))).statusCode).toBe(201);
    }
    const limited = await post(booking('0914 000 001'));
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain(await hotline());
    // Another phone from the same network still gets through.
    expect((await post(booking('0914000002'))).statusCode).toBe(201);
  });
});

describe('abuse and repeats', () => {
  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await rowCount();
    const response = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Bot', dienthoai: '0915000001', website: 'x.io' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ success: true, data: { trangthai: 'MOI', dienthoai: '0915000001' } });
    expect(await rowCount()).toBe(before);
    const [stored] = await database.db.select().from(requests).where(eq(requests._id, response.json().data._id));
    expect(stored).toBeUndefined();
  });

  it('folds a repeat from the same phone into the open request, with a note in its history', async () => {
    const first = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Phạm Thị Dung', dienthoai: '0916000001' });
    expect(first.statusCode).toBe(201);
    const before = await rowCount();
    const again = await post({ loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Phạm Văn Em', dienthoai: '+84 916 000 001' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data._id).toBe(first.json().data._id);
    expect(await rowCount()).toBe(before);
    const [row] = await database.db.select().from(requests).where(eq(requests._id, first.json().data._id));
    expect(row?.solanlap).toBe(1);
    const notes = await database.db.select().from(requestHistory).where(eq(requestHistory.yeucau_id, row!._id));
    expect(notes).toEqual([
      expect.objectContaining({ hanhdong: 'LAP_LAI', sau: 'HO_TRO_TU_VAN', ghichu: 'Phạm Văn Em', nhanvien_id: null }),
    ]);
  });

  it('stores a new request when the earlier one is closed or older than 24 hours', async () => {
    const first = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Võ Văn Phúc', dienthoai: '0917000001' });
    await database.db.update(requests).set({ trangthai: 'HUY' }).where(eq(requests._id, first.json().data._id));
    const second = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Võ Văn Phúc', dienthoai: '0917000001' });
    expect(second.json().data._id).not.toBe(first.json().data._id);
    await database.db
      .update(requests)
      .set({ createdAt: new Date(Date.now() - (FOLD_HOURS + 1) * 3_600_000) })
      .where(eq(requests._id, second.json().data._id));
    const third = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Võ Văn Phúc', dienthoai: '0917000001' });
    expect(third.json().data._id).not.toBe(second.json().data._id);
  });
});

describe('consent', () => {
  const consentOf = async (id: string) =>
    (
      await database.db
        .select({ dongy_phienban: requests.dongy_phienban, dongy_luc: requests.dongy_luc })
        .from(requests)
        .where(eq(requests._id, id))
    )[0];

  it('stores the policy version and the moment with dongy: true', async () => {
    const response = await post({
      loaiyeucau: 'DAT_LICH_HEN',
      hoten: 'Đỗ Thị Giang',
      dienthoai: '0918000001',
      dongy: true,
    });
    expect(response.statusCode).toBe(201);
    const consent = await consentOf(response.json().data._id);
    expect(consent?.dongy_phienban).toBe(CONSENT_VERSION);
    expect(consent?.dongy_luc).toBeInstanceOf(Date);
  });

  it("keeps the spec's three fields alone working, recorded as without consent", async () => {
    const response = await post({ loaiyeucau: 'DAT_LICH_HEN', hoten: 'Đỗ Văn Hải', dienthoai: '0918000002' });
    expect(response.statusCode).toBe(201);
    expect(await consentOf(response.json().data._id)).toEqual({ dongy_phienban: null, dongy_luc: null });
  });

  it('refuses dongy: false with a 400 on the field and stores nothing', async () => {
    const before = await rowCount();
    const response = await post({
      loaiyeucau: 'DAT_LICH_HEN',
      hoten: 'Đỗ Văn Hải',
      dienthoai: '0918000003',
      dongy: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ dongy: 'Vui lòng đồng ý với chính sách bảo mật để tiếp tục' });
    expect(await rowCount()).toBe(before);
  });
});
