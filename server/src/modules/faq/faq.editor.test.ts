// The FAQ editors' API, built by the module kit: catalogues (/api/dmfaq) and questions (/api/faq). The public reads
// published questions of live catalogues; staff list drafts, write with a history row, get field errors, and every
// flag is checked on the server. A catalogue holding live questions is not deleted.
import { faqCategoryRecord, faqRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, faqCategories, faqs } from '../../db/schema';
import { demoFaqCategories } from '../../db/seed/faq';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, type SignedIn, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const [booking, fees] = await db.select().from(faqCategories).orderBy(faqCategories.thutu);

const question = (changes: Record<string, unknown> = {}) => ({
  dmfaq_id: booking!._id,
  cauhoi: 'Phòng khám có chỗ đậu xe ô tô không?',
  cauhoi_en: 'Is there car parking at the clinic?',
  traloi: '<p>Có, bãi đậu xe <strong>miễn phí</strong> ngay trước cổng.</p>',
  traloi_en: '<p>Yes, free parking right at the gate.</p>',
  thutu: 9,
  hienthi: true,
  ...changes,
});

async function createQuestion(changes: Record<string, unknown> = {}, who: SignedIn = owner) {
  const response = await call('POST', '/api/faq', who, question(changes));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; hienthi: boolean; traloi: string; dmfaq_id: string };
}

async function createCatalogue(body: Record<string, unknown>, who: SignedIn = owner) {
  const response = await call('POST', '/api/dmfaq', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; socauhoi: number; thutu: number };
}

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

const questionsOf = (body: { data: { docs: { cauhoi: string }[] } }) => body.data.docs.map((doc) => doc.cauhoi);

describe('the public reads', () => {
  it('lists the catalogues in their order, each with its published questions counted', async () => {
    const body = (await call('GET', '/api/dmfaq?limit=0')).json();
    expect(body.data.docs.map((doc: { tendanhmuc: string }) => doc.tendanhmuc)).toEqual(
      demoFaqCategories.map((category) => category.tendanhmuc),
    );
    expect(body.data.docs.map((doc: { socauhoi: number }) => doc.socauhoi)).toEqual(
      demoFaqCategories.map((category) => category.cauhoi.length),
    );
    expect(faqCategoryRecord.safeParse(body.data.docs[0]).success).toBe(true);
  });

  it('lists every published question catalogue by catalogue, each in its order, with its answer', async () => {
    const body = (await call('GET', '/api/faq?limit=0')).json();
    expect(questionsOf(body)).toEqual(demoFaqCategories.flatMap((c) => c.cauhoi.map((q) => q.cauhoi)));
    expect(body.data.docs[0]).toMatchObject({
      danhmuc: { _id: booking!._id, tendanhmuc: 'Đặt lịch và thủ tục khám', tendanhmuc_en: 'Booking and registration' },
      traloi: expect.stringContaining('<p>'),
      traloi_en: expect.stringContaining('<p>'),
      hienthi: true,
    });
  });

  it('searches questions in both languages without diacritics', async () => {
    const search = async (q: string) => questionsOf((await call('GET', `/api/faq?q=${encodeURIComponent(q)}`)).json());
    expect(await search('cat chi')).toEqual(['Bao lâu thì cắt chỉ?']);
    expect(await search('BẢO HIỂM Y TẾ')).toEqual(['Phòng khám có nhận bảo hiểm y tế không?']);
    expect(await search('bao hiem y te')).toEqual(['Phòng khám có nhận bảo hiểm y tế không?']);
    expect(await search('stitches')).toEqual(['Bao lâu thì cắt chỉ?']);
    expect(await search('xyz khong co')).toEqual([]);
    const catalogues = (await call('GET', '/api/dmfaq?q=chi phi')).json();
    expect(catalogues.data.docs.map((doc: { tendanhmuc: string }) => doc.tendanhmuc)).toEqual(['Chi phí và bảo hiểm']);
  });

  it('sorts by position catalogue by catalogue (as the back office asks, sort=thutu), or by the question', async () => {
    const seeded = demoFaqCategories.flatMap((c) => c.cauhoi.map((q) => q.cauhoi));
    expect(questionsOf((await call('GET', '/api/faq?limit=0&sort=thutu')).json())).toEqual(seeded);
    expect(questionsOf((await call('GET', '/api/faq?limit=0&sort=-thutu')).json())).toEqual([...seeded].reverse());
    const byText = questionsOf((await call('GET', '/api/faq?limit=0&sort=cauhoi')).json());
    expect(byText).toEqual([...seeded].sort((a, b) => a.localeCompare(b, 'vi')));
  });

  it('filters by catalogue', async () => {
    const body = (await call('GET', `/api/faq?limit=0&dmfaq_id=${fees!._id}`)).json();
    expect(questionsOf(body)).toEqual(demoFaqCategories[1]!.cauhoi.map((q) => q.cauhoi));
  });
});

describe('writing questions', () => {
  it('creates one with 201 for the site clinic and one history row; the public sees it at once', async () => {
    const created = await createQuestion();
    expect(faqRecord.safeParse(created).success).toBe(true);
    const [row] = await db.select().from(faqs).where(eq(faqs._id, created._id));
    expect(row!.phongkham_id).toBe(booking!.phongkham_id);
    const rows = await history(created._id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ hanhdong: 'TAO', tainguyen: 'faq', truoc: null });
    expect((await call('GET', `/api/faq/${created._id}`)).statusCode).toBe(200);
  });

  it('keeps an unpublished question from the public, in the list and the record, and shows it to staff', async () => {
    const draft = await createQuestion({ cauhoi: 'Câu hỏi nháp về giờ nghỉ trưa', hienthi: false });
    expect((await call('GET', `/api/faq/${draft._id}`)).statusCode).toBe(404);
    expect((await call('GET', `/api/faq/${draft._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', '/api/faq?q=gio nghi trua')).json().data.totalDocs).toBe(0);
    expect((await call('GET', '/api/faq?q=gio nghi trua', owner)).json().data.totalDocs).toBe(1);
    // The staff's filter on the published flag; the public's counts leave drafts out.
    const drafts = (await call('GET', '/api/faq?limit=0&hienthi=false', owner)).json().data.docs;
    expect(drafts.map((d: { _id: string }) => d._id)).toContain(draft._id);
    expect(drafts.every((d: { hienthi: boolean }) => !d.hienthi)).toBe(true);
    const count = async (who?: SignedIn) => (await call('GET', `/api/dmfaq/${booking!._id}`, who)).json().data.socauhoi;
    expect(await count(owner)).toBe((await count()) + 1);
  });

  it('updates it, records before and after, and unpublishing removes it from the public', async () => {
    const created = await createQuestion({ cauhoi: 'Có wifi miễn phí không?' });
    const response = await call(
      'PUT',
      `/api/faq/${created._id}`,
      owner,
      question({ cauhoi: 'Phòng chờ có wifi miễn phí không?', hienthi: false }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ cauhoi: 'Phòng chờ có wifi miễn phí không?', hienthi: false });
    const [update] = await history(created._id);
    expect(update).toMatchObject({ hanhdong: 'CAP_NHAT' });
    expect(update!.truoc).toMatchObject({ cauhoi: 'Có wifi miễn phí không?', hienthi: true });
    expect(update!.sau).toMatchObject({ cauhoi: 'Phòng chờ có wifi miễn phí không?', hienthi: false });
    expect((await call('GET', `/api/faq/${created._id}`)).statusCode).toBe(404);
  });

  it('moves it to another catalogue', async () => {
    const created = await createQuestion({ cauhoi: 'Có xuất hóa đơn điện tử không?' });
    await call(
      'PUT',
      `/api/faq/${created._id}`,
      owner,
      question({ cauhoi: 'Có xuất hóa đơn điện tử không?', dmfaq_id: fees!._id }),
    );
    const moved = (await call('GET', `/api/faq/${created._id}`)).json().data;
    expect(moved.danhmuc).toMatchObject({ _id: fees!._id, tendanhmuc: 'Chi phí và bảo hiểm' });
  });

  it('deletes it: gone for everyone, history kept', async () => {
    const created = await createQuestion({ cauhoi: 'Câu hỏi sẽ xóa' });
    expect((await call('DELETE', `/api/faq/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/faq/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/faq/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'TAO']);
  });

  it('cleans the answers in both languages', async () => {
    const attack = '<p onclick="alert(1)">bấm</p><script>alert(1)</script><a href="javascript:alert(1)">liên kết</a>';
    const created = await createQuestion({ traloi: attack, traloi_en: attack });
    const record = (await call('GET', `/api/faq/${created._id}`, owner)).json().data;
    for (const answer of [record.traloi, record.traloi_en] as string[]) {
      expect(answer).not.toMatch(/<script|onclick|javascript:/i);
      expect(answer).toContain('<p>bấm</p>');
    }
  });

  it('empties the public caches after each committed write', async () => {
    const reasons: string[] = [];
    const stop = onContentChanged((reason) => reasons.push(reason));
    const created = await createQuestion({ cauhoi: 'Câu hỏi về bộ nhớ đệm' });
    await call('PUT', `/api/faq/${created._id}`, owner, question());
    await call('DELETE', `/api/faq/${created._id}`, owner);
    await call('POST', '/api/faq', owner, { cauhoi: '' });
    stop();
    expect(reasons).toEqual(['faq', 'faq', 'faq']);
  });
});

describe('refusing bad questions', () => {
  it('answers 400 with a message under each field, in vi and en, and writes nothing', async () => {
    const before = (await db.select().from(activityLog)).length;
    const vi = await call('POST', '/api/faq', owner, { cauhoi: '   ', traloi: '<p> </p>', hienthi: 'yes' });
    expect(vi.statusCode).toBe(400);
    expect(vi.json().errors).toEqual({
      dmfaq_id: 'Không được để trống',
      cauhoi: 'Không được để trống',
      traloi: 'Không được để trống',
      hienthi: expect.any(String),
    });
    const en = await call('POST', '/api/faq', owner, question({ cauhoi: 'x'.repeat(501) }), 'en');
    expect(en.statusCode).toBe(400);
    expect(Object.keys(en.json().errors)).toEqual(['cauhoi']);
    expect((await db.select().from(activityLog)).length).toBe(before);
  });

  it('answers 400 on the field for a catalogue that does not exist or was deleted', async () => {
    const unknown = await call('POST', '/api/faq', owner, question({ dmfaq_id: crypto.randomUUID() }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ dmfaq_id: 'Mục được chọn không tồn tại hoặc đã bị xóa.' });
    const removed = await createCatalogue({ tendanhmuc: 'Danh mục đã gỡ' });
    expect((await call('DELETE', `/api/dmfaq/${removed._id}`, owner)).statusCode).toBe(200);
    const into = await call('POST', '/api/faq', owner, question({ dmfaq_id: removed._id }), 'en');
    expect(into.statusCode).toBe(400);
    expect(into.json().errors).toEqual({ dmfaq_id: 'The selected item does not exist or was deleted.' });
  });

  it('answers 404 for an unknown question, 400 for a malformed id', async () => {
    expect((await call('GET', `/api/faq/${crypto.randomUUID()}`, owner)).statusCode).toBe(404);
    expect((await call('PUT', `/api/faq/${crypto.randomUUID()}`, owner, question())).statusCode).toBe(404);
    expect((await call('DELETE', '/api/faq/42', owner)).statusCode).toBe(400);
    expect((await call('GET', '/api/faq?sort=traloi')).statusCode).toBe(400);
  });
});

describe('writing catalogues', () => {
  it('creates, updates and deletes one with its history rows, in the order staff set', async () => {
    const created = await createCatalogue({ tendanhmuc: 'Tiêm chủng', tendanhmuc_en: 'Vaccination', thutu: 0 });
    expect(created).toMatchObject({ thutu: 0, socauhoi: 0 });
    expect((await call('GET', '/api/dmfaq?limit=1')).json().data.docs[0]._id).toBe(created._id);
    const updated = await call('PUT', `/api/dmfaq/${created._id}`, owner, {
      tendanhmuc: 'Tiêm chủng cho trẻ',
      tendanhmuc_en: null,
      thutu: 7,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ tendanhmuc: 'Tiêm chủng cho trẻ', tendanhmuc_en: null, thutu: 7 });
    expect((await call('DELETE', `/api/dmfaq/${created._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/dmfaq/${created._id}`, owner)).statusCode).toBe(404);
    expect((await history(created._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
    expect((await history(created._id))[0]).toMatchObject({ tainguyen: 'dmfaq' });
  });

  it('refuses to delete a catalogue holding live questions (409 with the count), drafts included', async () => {
    const catalogue = await createCatalogue({ tendanhmuc: 'Khám sức khỏe doanh nghiệp' });
    const published = await createQuestion({ dmfaq_id: catalogue._id });
    const draft = await createQuestion({ dmfaq_id: catalogue._id, hienthi: false });
    const vi = await call('DELETE', `/api/dmfaq/${catalogue._id}`, owner);
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toBe(
      'Danh mục đang có 2 câu hỏi nên không thể xóa. Hãy chuyển hoặc xóa các câu hỏi trước.',
    );
    expect((await call('DELETE', `/api/dmfaq/${catalogue._id}`, owner, undefined, 'en')).json().message).toBe(
      'The catalogue still holds 2 questions, so it cannot be deleted. Move or delete those questions first.',
    );
    // Deleted questions no longer hold it.
    await call('DELETE', `/api/faq/${published._id}`, owner);
    await call('DELETE', `/api/faq/${draft._id}`, owner);
    expect((await call('DELETE', `/api/dmfaq/${catalogue._id}`, owner)).statusCode).toBe(200);
  });

  it('hides the questions of a catalogue removed behind the kit’s back', async () => {
    const catalogue = await createCatalogue({ tendanhmuc: 'Danh mục sẽ biến mất' });
    const created = await createQuestion({ dmfaq_id: catalogue._id, cauhoi: 'Câu hỏi trong danh mục biến mất' });
    await db.update(faqCategories).set({ deletedAt: new Date() }).where(eq(faqCategories._id, catalogue._id));
    expect((await call('GET', `/api/faq/${created._id}`, owner)).statusCode).toBe(404);
    expect((await call('GET', '/api/faq?q=danh muc bien mat', owner)).json().data.totalDocs).toBe(0);
  });

  it('answers 400 with the field message for an empty name, and 404 for an unknown catalogue', async () => {
    const response = await call('POST', '/api/dmfaq', owner, { tendanhmuc: ' ', thutu: -1 }, 'en');
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['tendanhmuc', 'thutu']);
    expect(response.json().errors.tendanhmuc).toBe('Must not be left empty');
    expect((await call('PUT', `/api/dmfaq/${crypto.randomUUID()}`, owner, { tendanhmuc: 'X' })).statusCode).toBe(404);
  });
});

describe('who may do what', () => {
  const flags = (flag: 'create' | 'update' | 'delete' | null) => {
    const granted = { view: true, ...(flag ? { [flag]: true } : {}) };
    return staffWithMenu(app, db, [menuEntry('/faq', granted), menuEntry('/dmfaq', granted)]);
  };
  let viewer: SignedIn, creator: SignedIn, updater: SignedIn, deleter: SignedIn, elsewhere: SignedIn, url: string;
  // Made when the tests run, not when they are collected: the public reads above count the seeded questions only.
  beforeAll(async () => {
    viewer = await flags(null);
    creator = await flags('create');
    updater = await flags('update');
    deleter = await flags('delete');
    // Grants on the guides do not reach the questions.
    elsewhere = await staffWithMenu(app, db, [menuEntry('/huongdan', { view: true, create: true, update: true })]);
    url = `/api/faq/${(await createQuestion({ cauhoi: 'Câu hỏi để thử quyền' }))._id}`;
  });

  it('answers 401 to a write without sign-in, in the caller’s language', async () => {
    for (const [method, path] of [
      ['POST', '/api/faq'],
      ['PUT', url],
      ['DELETE', url],
      ['POST', '/api/dmfaq'],
      ['PUT', `/api/dmfaq/${booking!._id}`],
      ['DELETE', `/api/dmfaq/${booking!._id}`],
    ] as const) {
      const response = await call(method, path, undefined, question(), 'en');
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('POST', '/api/faq', viewer, question())).statusCode).toBe(403);
    expect((await call('PUT', url, viewer, question())).statusCode).toBe(403);
    expect((await call('DELETE', url, viewer)).statusCode).toBe(403);
    expect((await call('POST', '/api/faq', elsewhere, question())).statusCode).toBe(403);
    expect((await call('PUT', url, elsewhere, question())).statusCode).toBe(403);

    expect((await call('POST', '/api/faq', creator, question())).statusCode).toBe(201);
    expect((await call('PUT', url, creator, question())).statusCode).toBe(403);
    expect((await call('PUT', url, updater, question({ cauhoi: 'Đã sửa' }))).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect((await call('POST', '/api/faq', deleter, question())).statusCode).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });

  it('checks each flag on the catalogues too', async () => {
    expect((await call('POST', '/api/dmfaq', viewer, { tendanhmuc: 'A' })).statusCode).toBe(403);
    const created = await createCatalogue({ tendanhmuc: 'Danh mục thử quyền' }, creator);
    const path = `/api/dmfaq/${created._id}`;
    expect((await call('PUT', path, creator, { tendanhmuc: 'B' })).statusCode).toBe(403);
    expect((await call('PUT', path, updater, { tendanhmuc: 'C' })).statusCode).toBe(200);
    expect((await call('DELETE', path, updater)).statusCode).toBe(403);
    expect((await call('DELETE', path, viewer)).statusCode).toBe(403);
    expect((await call('DELETE', path, deleter)).statusCode).toBe(200);
  });

  it('shows drafts only to staff who may view the questions; others read as the public', async () => {
    const draft = await createQuestion({ cauhoi: 'Nháp chỉ người biên tập thấy', hienthi: false });
    expect((await call('GET', `/api/faq/${draft._id}`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/faq/${draft._id}`, elsewhere)).statusCode).toBe(404);
  });
});
