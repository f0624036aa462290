// The public side of the charity pipeline: a case sent as JSON or as multipart with its documents (a picture kept
// re-encoded, a PDF kept as sent, a disguised file, an active PDF, a file too large and one too many refused, nothing
// stored on refusal), consent required, the tracking code, and the look-up that answers a wrong phone exactly as an
// unknown code.
import { CONSENT_VERSION, DOCUMENT_MAX_BYTES, DOCUMENT_MAX_COUNT, trackingCodePattern } from '@phongkham/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { profileReviews, reviewDocuments, reviewSteps, settings } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { nextAddress, allowRepeatedPhones } from '../../test/factories';
import { multipartBody, type FilePart } from '../../test/multipart';
import { application, pdf } from './test-fixtures';

const { app, database } = await buildTestApp();
const db = database.db;
// Many cases come from one applicant's phone here; the per-phone limit is the requests' tests' concern.
await allowRepeatedPhones(app, db);
const [{ phongkham_id }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];

const cases = async () => (await db.select({ n: count() }).from(profileReviews))[0]!.n;

const postJson = (payload: unknown, lang = 'vi') =>
  app.inject({
    method: 'POST',
    url: '/api/xetduyethoso',
    payload: payload as object,
    headers: { i18nextLng: lang },
    remoteAddress: nextAddress(),
  });

const postWithFiles = (payload: unknown, files: FilePart[], lang = 'vi') => {
  const body = multipartBody(
    { data: JSON.stringify(payload) },
    files.map((file) => ({ field: 'tailieu', ...file })),
  );
  return app.inject({
    method: 'POST',
    url: '/api/xetduyethoso',
    payload: body.payload,
    headers: { ...body.headers, i18nextLng: lang },
    remoteAddress: nextAddress(),
  });
};

const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
  .jpeg()
  .withMetadata({ exif: { IFD0: { Artist: 'Trần Văn Tâm' } } })
  .toBuffer();

const lookup = (ma: string, dienthoai: string, lang = 'vi') =>
  app.inject({
    method: 'GET',
    url: `/api/xetduyethoso/tra-cuu?ma=${encodeURIComponent(ma)}&dienthoai=${encodeURIComponent(dienthoai)}`,
    headers: { i18nextLng: lang },
    remoteAddress: nextAddress(),
  });

describe('POST /api/xetduyethoso', () => {
  it('stores a case with its consent, address, cost and first status, and answers a tracking code', async () => {
    const response = await postJson({ ...application, email: '' });
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.ma).toMatch(trackingCodePattern);
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, data._id));
    expect(row).toMatchObject({
      phongkham_id,
      ma: data.ma,
      dienthoai: '0938765432',
      email: null,
      namsinh: 2019,
      tinh_ma: '79',
      xa_ma: '27301',
      hotro: 'Phẫu thuật tách dính ngón tay',
      chiphi: 25_000_000,
      trangthai: 'MOI',
      dongy_phienban: CONSENT_VERSION,
    });
    expect(row!.dongy_luc).toBeInstanceOf(Date);
    const steps = await db.select().from(reviewSteps).where(eq(reviewSteps.xetduyethoso_id, data._id));
    expect(steps).toMatchObject([{ tu: null, den: 'MOI', nhanvien_id: null }]);
  });

  it('refuses a case without consent, in vi and en, and stores nothing', async () => {
    const before = await cases();
    const { dongy: _dropped, ...withoutConsent } = application;
    const vi = await postJson(withoutConsent);
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({ dongy: 'Vui lòng đồng ý với chính sách bảo mật để tiếp tục' });
    const en = await postJson({ ...application, dongy: false }, 'en');
    expect(en.statusCode).toBe(400);
    expect(en.json().errors).toEqual({ dongy: 'Please agree to the privacy policy to continue' });
    expect(await cases()).toBe(before);
  });

  it('refuses an empty form field by field, and a commune outside the province', async () => {
    const empty = await postJson({ dongy: true });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(
      ['diachi', 'dienthoai', 'hoancanh', 'hoten', 'hotro', 'tenbenhnhan', 'tinh_ma', 'xa_ma'].sort(),
    );
    expect(empty.json().errors.hotro).toBe('Vui lòng cho biết cần hỗ trợ gì');
    const elsewhere = await postJson({ ...application, tinh_ma: '01' });
    expect(elsewhere.statusCode).toBe(400);
    expect(Object.keys(elsewhere.json().errors)).toEqual(['xa_ma']);
    const cost = await postJson({ ...application, chiphi: 'nhiều lắm' });
    expect(cost.json().errors).toEqual({ chiphi: 'Số tiền không hợp lệ' });
  });

  it('keeps a picture re-encoded without its metadata and a PDF as sent, readable by nobody at /uploads', async () => {
    const response = await postWithFiles(application, [
      { filename: 'giay-xac-nhan.jpg', contentType: 'image/jpeg', bytes: photo },
      { filename: 'benh-an.pdf', contentType: 'application/pdf', bytes: pdf },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const stored = await db
      .select()
      .from(reviewDocuments)
      .where(eq(reviewDocuments.xetduyethoso_id, response.json().data._id))
      .orderBy(reviewDocuments.tenfile);
    expect(stored.map((doc) => [doc.tenfile, doc.loai])).toEqual([
      ['benh-an.pdf', 'application/pdf'],
      ['giay-xac-nhan.jpg', 'image/webp'],
    ]);
    expect(Buffer.compare(stored[0]!.noidung, pdf)).toBe(0);
    const metadata = await sharp(stored[1]!.noidung).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();
    expect(stored[1]!.kichthuoc).toBe(stored[1]!.noidung.length);
  });

  it.each([
    ['text named as a picture', 'anh.jpg', 'image/jpeg', Buffer.from('không phải ảnh, chỉ là chữ')],
    ['a picture header on nothing', 'anh.png', 'image/png', Buffer.from('89504e470d0a1a0a0000', 'hex')],
    ['a PDF header on nothing', 'giay.pdf', 'application/pdf', Buffer.from('%PDF-1.7\nrác')],
    [
      'a PDF that runs script',
      'giay.pdf',
      'application/pdf',
      Buffer.from(pdf.toString('latin1').replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /JavaScript >>')),
    ],
  ])('refuses %s by its content, naming the file, and stores nothing', async (_what, filename, contentType, bytes) => {
    const before = await cases();
    const response = await postWithFiles(application, [
      { filename: 'that.jpg', contentType: 'image/jpeg', bytes: photo },
      { filename, contentType, bytes },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      tailieu: `Tệp "${filename}" không phải là ảnh hoặc tệp PDF hợp lệ.`,
    });
    expect(await cases()).toBe(before);
  });

  it('refuses a file over the limit (413) and one file too many, and stores nothing', async () => {
    const before = await cases();
    const large = Buffer.concat([pdf, Buffer.alloc(DOCUMENT_MAX_BYTES)]);
    const tooLarge = await postWithFiles(
      application,
      [{ filename: 'lon.pdf', contentType: 'application/pdf', bytes: large }],
      'en',
    );
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().errors).toEqual({
      tailieu: `The file "lon.pdf" is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB, please choose a smaller one.`,
    });
    const many = Array.from({ length: DOCUMENT_MAX_COUNT + 1 }, (_, i) => ({
      filename: `trang-${i}.pdf`,
      contentType: 'application/pdf',
      bytes: pdf,
    }));
    const tooMany = await postWithFiles(application, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors).toEqual({ tailieu: `Chỉ gửi được tối đa ${DOCUMENT_MAX_COUNT} tệp cho mỗi hồ sơ.` });
    expect(await cases()).toBe(before);
  });

  it('checks the multipart case as it checks JSON: consent and fields', async () => {
    const { dongy: _dropped, ...withoutConsent } = application;
    const response = await postWithFiles(withoutConsent, [{ filename: 'a.pdf', bytes: pdf }]);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors)).toEqual(['dongy']);
  });

  it('refuses a multipart case whose JSON nests too deeply, as JSON bodies are, with a localized 400', async () => {
    const body = multipartBody({ data: '['.repeat(100_000) + ']'.repeat(100_000) }, [
      { field: 'tailieu', filename: 'a.pdf', bytes: pdf },
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/xetduyethoso',
      payload: body.payload,
      headers: { ...body.headers, i18nextLng: 'en' },
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe('The data sent is nested too deeply (at most 32 levels).');
  });
});

describe('GET /api/xetduyethoso/tra-cuu', () => {
  it('tells the status to the code with its phone, whatever the case and spacing they are typed in', async () => {
    const sent = (await postJson(application)).json().data;
    const found = await lookup(` ${sent.ma.toLowerCase()} `, '0938 765 432');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({
      ma: sent.ma,
      trangthai: 'MOI',
      createdAt: sent.createdAt,
      capnhat: expect.any(String),
      lydo: null,
    });
    // Nothing personal comes back.
    expect(found.body).not.toContain('Trần');
  });

  it('answers a wrong phone exactly as an unknown code, in each language', async () => {
    const sent = (await postJson(application)).json().data;
    const wrongPhone = await lookup(sent.ma, '0900000000');
    const unknownCode = await lookup('HS-ZZZZZZ', '0938765432');
    const malformed = await lookup('không-phải-mã', '0938765432');
    for (const response of [wrongPhone, unknownCode, malformed]) {
      expect(response.statusCode).toBe(404);
      expect(response.body).toBe(wrongPhone.body);
    }
    expect(wrongPhone.json()).toEqual({
      success: false,
      message: 'Không tìm thấy hồ sơ với mã và số điện thoại này. Vui lòng kiểm tra lại.',
    });
    expect((await lookup(sent.ma, '0900000000', 'en')).json().message).toBe(
      'No application matches this code and phone number. Please check them.',
    );
  });

  it('asks for the code and a valid phone', async () => {
    const response = await lookup('', '12');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ma: 'Vui lòng nhập mã hồ sơ',
      dienthoai: 'Số điện thoại không hợp lệ',
    });
  });
});
