// The review queue (/api/xetduyethoso for staff): list, filter and search; the status steps MOI → DANG_XEM_XET →
// DUYET or TU_CHOI with who, when and why kept (and a refusal's reason required); documents readable only with the
// review grant and only in the case's clinic; an approved case made a draft operation, a performed operation a draft
// story, each once; 401, 403 per flag, 404 and clinic isolation.
import { profileReviewRecord } from '@phongkham/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  activityLog,
  profileReviews,
  reviewDocuments,
  settings,
  sponsoredOperations,
  successStories,
} from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { expectClinicIsolation } from '../../test/clinic-isolation';
import {
  apiCaller,
  createStaff,
  menuEntry,
  nextAddress,
  signIn,
  staffWithMenu,
  tokenClaims,
  allowRepeatedPhones,
} from '../../test/factories';
import { multipartBody } from '../../test/multipart';
import { application, pdf } from './test-fixtures';

const { app, database } = await buildTestApp();
const db = database.db;
// Many cases come from one applicant's phone here; the per-phone limit is the requests' tests' concern.
await allowRepeatedPhones(app, db);
const call = apiCaller(app);
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const URL = '/xet-duyet-ho-so';
/** Cases from the site belong to the site's clinic; its staff review them. */
const [{ phongkham_id: site }] = (await db.select({ phongkham_id: settings.phongkham_id }).from(settings)) as [
  { phongkham_id: string },
];
const ofSite = { phongkham_id: site };
const reviewer = await staffWithMenu(
  app,
  db,
  [
    menuEntry(URL, { view: true, update: true }),
    menuEntry('/tai-tro-ca-mo', { view: true, create: true, update: true }),
    menuEntry('/cau-chuyen-thanh-cong', { view: true, create: true }),
  ],
  ofSite,
);
const reviewerId = tokenClaims(reviewer.token).sub;

/** A case sent from the public site, with a PDF; answers its id and tracking code. */
async function sendCase(changes: Record<string, unknown> = {}) {
  const body = multipartBody({ data: JSON.stringify({ ...application, ...changes }) }, [
    { field: 'tailieu', filename: 'benh-an.pdf', contentType: 'application/pdf', bytes: pdf },
  ]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/xetduyethoso',
    ...body,
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; ma: string };
}

const decide = (id: string, body: Record<string, unknown>, who = reviewer, lang = 'vi') =>
  call('POST', `/api/xetduyethoso/${id}/trangthai`, who, body, lang);

describe('the review queue', () => {
  it('lists cases newest first with their document count, filters by status and searches without diacritics', async () => {
    const first = await sendCase({ tenbenhnhan: 'Lê Thị Hằng' });
    const second = await sendCase({ tenbenhnhan: 'Phạm Quốc Việt' });
    await decide(second._id, { trangthai: 'DANG_XEM_XET' });
    const all = await call('GET', '/api/xetduyethoso?limit=0', reviewer);
    expect(all.statusCode).toBe(200);
    const ids = all.json().data.docs.map((doc: { _id: string }) => doc._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(all.json().data.docs.find((doc: { _id: string }) => doc._id === first._id)).toMatchObject({
      ma: first.ma,
      sotailieu: 1,
      trangthai: 'MOI',
      chiphi: 25_000_000,
    });
    const reviewing = await call('GET', '/api/xetduyethoso?limit=0&trangthai=DANG_XEM_XET', reviewer);
    expect(reviewing.json().data.docs.map((doc: { _id: string }) => doc._id)).toContain(second._id);
    expect(reviewing.json().data.docs.map((doc: { _id: string }) => doc._id)).not.toContain(first._id);
    const search = await call('GET', '/api/xetduyethoso?q=le%20thi%20hang', reviewer);
    expect(search.json().data.docs.map((doc: { _id: string }) => doc._id)).toEqual([first._id]);
    const byCode = await call('GET', `/api/xetduyethoso?q=${first.ma}`, reviewer);
    expect(byCode.json().data.docs.map((doc: { _id: string }) => doc._id)).toEqual([first._id]);
  });

  it('answers a record with its address in words, documents, consent and first step', async () => {
    const sent = await sendCase();
    const response = await call('GET', `/api/xetduyethoso/${sent._id}`, reviewer);
    expect(response.statusCode).toBe(200);
    const record = response.json().data;
    expect(profileReviewRecord.safeParse(record).success).toBe(true);
    expect(record.diachi_day_du).toBe('12 Hẻm 5 Trần Hưng Đạo, Phường Chợ Quán, Thành phố Hồ Chí Minh');
    expect(record.tailieu).toMatchObject([{ tenfile: 'benh-an.pdf', loai: 'application/pdf', kichthuoc: pdf.length }]);
    expect(record.lichsu).toMatchObject([{ tu: null, den: 'MOI', nhanvien_id: null }]);
    expect(record.dongy_phienban).not.toBeNull();
    expect(record.taitro).toBeNull();
  });
});

describe('status steps', () => {
  it('goes MOI → DANG_XEM_XET → DUYET, each step kept with who, when and the note, and in the activity history', async () => {
    const { _id } = await sendCase();
    const review = await decide(_id, { trangthai: 'DANG_XEM_XET', ghichu: 'Gọi xác minh hoàn cảnh' });
    expect(review.statusCode, review.body).toBe(200);
    const approved = await decide(_id, { trangthai: 'DUYET', ghichu: 'Đủ điều kiện' });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.trangthai).toBe('DUYET');
    expect(approved.json().data.lichsu).toMatchObject([
      { tu: null, den: 'MOI' },
      { tu: 'MOI', den: 'DANG_XEM_XET', ghichu: 'Gọi xác minh hoàn cảnh', nhanvien_id: reviewerId },
      { tu: 'DANG_XEM_XET', den: 'DUYET', ghichu: 'Đủ điều kiện', nhanvien_ten: expect.any(String) },
    ]);
    const history = await db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.banghi_id, _id), eq(activityLog.tainguyen, 'xetduyethoso')))
      .orderBy(desc(activityLog.createdAt));
    expect(history[0]).toMatchObject({
      nhanvien_id: reviewerId,
      hanhdong: 'CAP_NHAT',
      truoc: { trangthai: 'DANG_XEM_XET' },
      sau: { trangthai: 'DUYET', ghichu: 'Đủ điều kiện' },
    });
  });

  it('refuses a refusal without its reason, keeps the reason, and shows it in the look-up', async () => {
    const sent = await sendCase();
    await decide(sent._id, { trangthai: 'DANG_XEM_XET' });
    const bare = await decide(sent._id, { trangthai: 'TU_CHOI', lydo: '  ' }, reviewer, 'en');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual({ lydo: 'Please give the reason for the refusal' });
    const refused = await decide(sent._id, { trangthai: 'TU_CHOI', lydo: 'Đã được bảo hiểm chi trả toàn bộ' });
    expect(refused.statusCode).toBe(200);
    const lookup = await app.inject({
      method: 'GET',
      url: `/api/xetduyethoso/tra-cuu?ma=${sent.ma}&dienthoai=0938765432`,
      remoteAddress: nextAddress(),
    });
    expect(lookup.json().data).toMatchObject({ trangthai: 'TU_CHOI', lydo: 'Đã được bảo hiểm chi trả toàn bộ' });
  });

  it('refuses steps the workflow does not allow (409) and changes nothing', async () => {
    const { _id } = await sendCase();
    expect((await decide(_id, { trangthai: 'DUYET' })).statusCode).toBe(409);
    await decide(_id, { trangthai: 'DANG_XEM_XET' });
    await decide(_id, { trangthai: 'TU_CHOI', lydo: 'Không đủ giấy tờ' });
    const again = await decide(_id, { trangthai: 'DUYET' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Không thể chuyển hồ sơ từ trạng thái hiện tại sang trạng thái này.');
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, _id));
    expect(row!.trangthai).toBe('TU_CHOI');
  });
});

describe('who may do what', () => {
  it('asks for a session (401), the view, update and delete flags (403 each), and answers 404 for no case', async () => {
    const { _id } = await sendCase();
    const viewer = await staffWithMenu(app, db, [menuEntry(URL, { view: true })], ofSite);
    const stranger = await staffWithMenu(app, db, [menuEntry('/tin-tuc', { view: true })], ofSite);
    expect((await call('GET', '/api/xetduyethoso')).statusCode).toBe(401);
    expect((await call('GET', `/api/xetduyethoso/${_id}`)).statusCode).toBe(401);
    expect(
      (await call('POST', `/api/xetduyethoso/${_id}/trangthai`, undefined, { trangthai: 'DANG_XEM_XET' })).statusCode,
    ).toBe(401);
    expect((await call('GET', '/api/xetduyethoso', stranger)).statusCode).toBe(403);
    expect((await call('GET', `/api/xetduyethoso/${_id}`, stranger)).statusCode).toBe(403);
    expect((await call('GET', '/api/xetduyethoso', viewer)).statusCode).toBe(200);
    expect((await decide(_id, { trangthai: 'DANG_XEM_XET' }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `/api/xetduyethoso/${_id}`, viewer, application)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/xetduyethoso/${_id}`, reviewer)).statusCode).toBe(403);
    expect((await call('POST', `/api/xetduyethoso/${_id}/taitro`, viewer)).statusCode).toBe(403);
    const missing = '01900000-0000-7000-8000-000000000000';
    expect((await call('GET', `/api/xetduyethoso/${missing}`, reviewer)).statusCode).toBe(404);
    expect((await decide(missing, { trangthai: 'DANG_XEM_XET' })).statusCode).toBe(404);
  });

  it("keeps each clinic's cases to its staff on every route", async () => {
    const { clinicA, staffA, staffB } = await expectClinicIsolation(app, db, {
      api: '/api/xetduyethoso',
      url: URL,
      insert: async (clinic) => {
        const { _id } = await sendCase();
        await db.update(profileReviews).set({ phongkham_id: clinic }).where(eq(profileReviews._id, _id));
        return _id;
      },
      update: () => ({ ...application, dongy: undefined, hotro: 'Sửa: phẫu thuật và thuốc sau mổ' }),
    });
    // The custom routes too: another clinic's case is not found, and stays as it was.
    const { _id } = await sendCase();
    await db.update(profileReviews).set({ phongkham_id: clinicA }).where(eq(profileReviews._id, _id));
    const [document] = await db.select().from(reviewDocuments).where(eq(reviewDocuments.xetduyethoso_id, _id));
    expect((await decide(_id, { trangthai: 'DANG_XEM_XET' }, staffB)).statusCode).toBe(404);
    expect((await call('GET', `/api/xetduyethoso/${_id}/tailieu/${document!._id}`, staffB)).statusCode).toBe(404);
    expect((await call('GET', `/api/xetduyethoso/${_id}/tailieu/${document!._id}`, staffA)).statusCode).toBe(200);
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, _id));
    expect(row!.trangthai).toBe('MOI');
  });
});

describe('documents', () => {
  it('serves a document only to staff holding the review grant, never cached, never run as a page', async () => {
    const { _id } = await sendCase();
    const record = (await call('GET', `/api/xetduyethoso/${_id}`, reviewer)).json().data;
    const url = `/api/xetduyethoso/${_id}/tailieu/${record.tailieu[0]._id}`;
    const editor = await staffWithMenu(app, db, [menuEntry('/tai-tro-ca-mo', { view: true, create: true })], ofSite);
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', url, editor)).statusCode).toBe(403);
    const served = await call('GET', url, reviewer);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['cache-control']).toBe('private, no-store');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['content-disposition']).toContain("filename*=UTF-8''benh-an.pdf");
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0);
    // Another case's document id under this case is not found.
    const other = await sendCase();
    expect(
      (await call('GET', `/api/xetduyethoso/${other._id}/tailieu/${record.tailieu[0]._id}`, reviewer)).statusCode,
    ).toBe(404);
  });
});

describe('from case to operation to story', () => {
  it('makes an approved case a draft operation, prefilled and linked, once', async () => {
    const { _id, ma } = await sendCase();
    expect((await call('POST', `/api/xetduyethoso/${_id}/taitro`, reviewer)).statusCode).toBe(409);
    await decide(_id, { trangthai: 'DANG_XEM_XET' });
    await decide(_id, { trangthai: 'DUYET' });
    const made = await call('POST', `/api/xetduyethoso/${_id}/taitro`, reviewer);
    expect(made.statusCode, made.body).toBe(201);
    const link = made.json().data.taitro;
    expect(link).toMatchObject({ trangthai: 'DANG_KEU_GOI', hienthi: false, cauchuyen_id: null });
    const [operation] = await db.select().from(sponsoredOperations).where(eq(sponsoredOperations._id, link._id));
    const age = new Date().getFullYear() - 2019;
    expect(operation).toMatchObject({
      hienthi: false,
      chiphi: 25_000_000,
      benhnhan: `T.G.B., ${age} tuổi`,
      benhnhan_en: `T.G.B., aged ${age}`,
      tieude: `Chung tay hỗ trợ T.G.B., ${age} tuổi`,
      mota: 'Dính ngón tay bẩm sinh',
    });
    expect(operation!.noidung).toContain(application.hoancanh);
    expect(operation!.noidung).toContain(ma);
    // The patient's full name stays out of what may be published.
    expect(JSON.stringify(operation)).not.toContain('Trần Gia Bảo');
    const history = await db.select().from(activityLog).where(eq(activityLog.banghi_id, link._id));
    expect(history).toMatchObject([{ hanhdong: 'TAO', tainguyen: 'taitro', nhanvien_id: reviewerId }]);
    // The public does not see the draft.
    const publicRead = await app.inject({ method: 'GET', url: `/api/taitro/${link._id}` });
    expect(publicRead.statusCode).toBe(404);

    const twice = await call('POST', `/api/xetduyethoso/${_id}/taitro`, reviewer);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Hồ sơ này đã có ca tài trợ.');
    expect(
      (await db.select().from(sponsoredOperations).where(eq(sponsoredOperations.tieude, operation!.tieude))).length,
    ).toBe(1);
  });

  it('asks for the right to add operations besides the review grant', async () => {
    const { _id } = await sendCase();
    await decide(_id, { trangthai: 'DANG_XEM_XET' });
    await decide(_id, { trangthai: 'DUYET' });
    const reviewOnly = await staffWithMenu(app, db, [menuEntry(URL, { view: true, update: true })], ofSite);
    const refused = await call('POST', `/api/xetduyethoso/${_id}/taitro`, reviewOnly);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bạn cần quyền thêm ca tài trợ để tạo ca tài trợ từ hồ sơ.');
    const [row] = await db.select().from(profileReviews).where(eq(profileReviews._id, _id));
    expect(row!.taitro_id).toBeNull();
  });

  it('drafts the story of a performed operation, prefilled, unpublished and linked, once', async () => {
    const { _id } = await sendCase();
    await decide(_id, { trangthai: 'DANG_XEM_XET' });
    await decide(_id, { trangthai: 'DUYET' });
    const operationId = (await call('POST', `/api/xetduyethoso/${_id}/taitro`, reviewer)).json().data.taitro._id;
    const early = await call('POST', `/api/taitro/${operationId}/cauchuyen`, owner);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Ca mổ chưa được đánh dấu là đã phẫu thuật.');
    await db
      .update(sponsoredOperations)
      .set({ trangthai: 'DA_PHAU_THUAT' })
      .where(eq(sponsoredOperations._id, operationId));

    const storyWriterless = await staffWithMenu(app, db, [menuEntry('/cau-chuyen-thanh-cong', { view: true })], ofSite);
    expect((await call('POST', `/api/taitro/${operationId}/cauchuyen`, storyWriterless)).statusCode).toBe(403);
    expect((await call('POST', `/api/taitro/${operationId}/cauchuyen`)).statusCode).toBe(401);

    const drafted = await call('POST', `/api/taitro/${operationId}/cauchuyen`, reviewer);
    expect(drafted.statusCode, drafted.body).toBe(201);
    const age = new Date().getFullYear() - 2019;
    expect(drafted.json().data).toMatchObject({
      taitro_id: operationId,
      hienthi: false,
      tieude: `Hành trình vượt qua bệnh tật của T.G.B., ${age} tuổi`,
      mota: 'Dính ngón tay bẩm sinh',
    });
    const record = (await call('GET', `/api/xetduyethoso/${_id}`, reviewer)).json().data;
    expect(record.taitro.cauchuyen_id).toBe(drafted.json().data._id);
    const again = await call('POST', `/api/taitro/${operationId}/cauchuyen`, reviewer);
    expect(again.statusCode).toBe(409);
    const stories = await db.select().from(successStories).where(eq(successStories.taitro_id, operationId));
    expect(stories).toHaveLength(1);
    expect(
      (await call('POST', '/api/taitro/01900000-0000-7000-8000-000000000000/cauchuyen', reviewer)).statusCode,
    ).toBe(404);
  });
});
