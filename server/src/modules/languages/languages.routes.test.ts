// The languages screen's API: /api/ngonngu (vi stays the default and on; only shipped languages are enabled),
// /api/bandich (an override names a shipped text and keeps its placeholders), the editor's list of shipped texts,
// and the public overrides with their ETag, which change after each write without a restart.
import { languageRecord, overrideRecord } from '@phongkham/contracts';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activityLog, languages } from '../../db/schema';
import { onContentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';
import { apiCaller, createStaff, menuEntry, type SignedIn, signIn, staffWithMenu } from '../../test/factories';

const { app, database } = await buildTestApp();
const db = database.db;
const owner = await signIn(app, await createStaff(db, { role: 'ADMINISTRATOR' }));
const call = apiCaller(app);

const [vi] = await db.select().from(languages).where(eq(languages.ma, 'vi'));
const [en] = await db.select().from(languages).where(eq(languages.ma, 'en'));

const history = (id: string) =>
  db.select().from(activityLog).where(eq(activityLog.banghi_id, id)).orderBy(desc(activityLog.createdAt));

const languageBody = (changes: Record<string, unknown> = {}) => ({
  ma: 'fr',
  ten: 'Français',
  locale: 'fr-FR',
  macdinh: false,
  kichhoat: false,
  ...changes,
});

async function createOverride(body: Record<string, unknown>, who: SignedIn = owner) {
  const response = await call('POST', '/api/bandich', who, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; khoa: string; noidung: string };
}

const publicOverrides = async (lng: string) => (await call('GET', `/api/ngonngu/ban-dich?lng=${lng}`)).json().data;

describe('the languages', () => {
  it('starts with vi (default, enabled) and en (enabled), vi first', async () => {
    const body = (await call('GET', '/api/ngonngu', owner)).json();
    expect(body.data.docs.map((doc: { ma: string }) => doc.ma)).toEqual(['vi', 'en']);
    expect(body.data.docs[0]).toMatchObject({ macdinh: true, kichhoat: true, cosan: true, locale: 'vi-VN' });
    expect(body.data.docs[1]).toMatchObject({ macdinh: false, kichhoat: true, cosan: true, locale: 'en-US' });
    expect(languageRecord.safeParse(body.data.docs[0]).success).toBe(true);
  });

  it('searches by name without diacritics', async () => {
    const body = (await call('GET', '/api/ngonngu?q=tieng viet', owner)).json();
    expect(body.data.docs.map((doc: { ma: string }) => doc.ma)).toEqual(['vi']);
  });

  it('records a third language disabled, refuses to enable it without locale files, and deletes it', async () => {
    const created = await call('POST', '/api/ngonngu', owner, languageBody());
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data._id as string;
    expect(created.json().data).toMatchObject({ ma: 'fr', cosan: false, kichhoat: false, sobandich: 0 });

    const enabling = await call('PUT', `/api/ngonngu/${id}`, owner, languageBody({ kichhoat: true }));
    expect(enabling.statusCode).toBe(400);
    expect(enabling.json().errors).toEqual({ kichhoat: expect.stringContaining('chưa có tệp ngôn ngữ') });

    const renamed = await call('PUT', `/api/ngonngu/${id}`, owner, languageBody({ ten: 'Tiếng Pháp' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await history(id)).map((row) => row.hanhdong)).toEqual(['CAP_NHAT', 'TAO']);

    const duplicate = await call('POST', '/api/ngonngu', owner, languageBody());
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('ma');

    expect((await call('DELETE', `/api/ngonngu/${id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/ngonngu/${id}`, owner)).statusCode).toBe(404);
    expect((await history(id))[0]?.hanhdong).toBe('XOA');
  });

  it('keeps vi the default and enabled, no other default, and the shipped codes and rows', async () => {
    const viBody = { ma: 'vi', ten: 'Tiếng Việt', locale: 'vi-VN', macdinh: true, kichhoat: true };
    const cases: [string, Record<string, unknown>, string, string][] = [
      [vi!._id, { ...viBody, macdinh: false }, 'macdinh', 'Tiếng Việt luôn là ngôn ngữ mặc định'],
      [vi!._id, { ...viBody, kichhoat: false }, 'kichhoat', 'luôn được bật'],
      [vi!._id, { ...viBody, ma: 'vn' }, 'ma', 'Không thể đổi mã'],
      [en!._id, { ma: 'en', ten: 'English', locale: 'en-US', macdinh: true, kichhoat: true }, 'macdinh', 'mặc định'],
    ];
    for (const [id, body, field, text] of cases) {
      const response = await call('PUT', `/api/ngonngu/${id}`, owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field]).toContain(text);
    }
    const created = await call('POST', '/api/ngonngu', owner, languageBody({ macdinh: true }));
    expect(created.statusCode).toBe(400);

    const deleting = await call('DELETE', `/api/ngonngu/${vi!._id}`, owner, undefined, 'en');
    expect(deleting.statusCode).toBe(409);
    expect(deleting.json().message).toContain('cannot be deleted');
  });

  it('answers 400 for a malformed code or locale, in the caller’s language', async () => {
    const response = await call('POST', '/api/ngonngu', owner, languageBody({ ma: 'FR1', locale: 'fr' }), 'en');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ma: 'A language code is 2 or 3 lowercase letters, such as vi or en',
      locale: 'A locale reads language-COUNTRY, such as vi-VN or en-US',
    });
  });

  it('disables en: its public overrides are gone and it leaves the enabled list, until enabled again', async () => {
    const enBody = { ma: 'en', ten: 'English', locale: 'en-US', macdinh: false, kichhoat: true };
    expect((await call('PUT', `/api/ngonngu/${en!._id}`, owner, { ...enBody, kichhoat: false })).statusCode).toBe(200);
    const off = await publicOverrides('en');
    expect(off.ngonngu.map((language: { ma: string }) => language.ma)).toEqual(['vi']);
    expect(off.bandich).toEqual({});
    expect((await call('PUT', `/api/ngonngu/${en!._id}`, owner, enBody)).statusCode).toBe(200);
    expect((await publicOverrides('en')).ngonngu.map((language: { ma: string }) => language.ma)).toEqual(['vi', 'en']);
  });
});

describe('the overrides', () => {
  it('lists the shipped texts with both wordings, searched without diacritics, with the override once written', async () => {
    const search = async (q: string) =>
      (await call('GET', `/api/ngonngu/${vi!._id}/khoa?q=${encodeURIComponent(q)}`, owner)).json().data;
    const found = await search('kham chua benh va tieu phau');
    expect(found.docs).toContainEqual({
      khoa: 'site:home.eyebrow',
      vi: 'Khám chữa bệnh và tiểu phẫu',
      en: expect.any(String),
      bandich: null,
    });
    expect((await search('site:home.eyebrow')).totalDocs).toBe(1);
    const all = (await call('GET', `/api/ngonngu/${vi!._id}/khoa?limit=5&page=2`, owner)).json().data;
    expect(all.docs).toHaveLength(5);
    expect(all.totalDocs).toBeGreaterThan(1000);

    const override = await createOverride({
      ngonngu_id: vi!._id,
      khoa: 'site:home.eyebrow',
      noidung: 'Khám bệnh tận tâm',
    });
    expect((await search('site:home.eyebrow')).docs[0].bandich).toEqual({
      _id: override._id,
      noidung: 'Khám bệnh tận tâm',
    });
    const only = (await call('GET', `/api/ngonngu/${vi!._id}/khoa?chisua=true`, owner)).json().data;
    expect(only.docs.map((doc: { khoa: string }) => doc.khoa)).toEqual(['site:home.eyebrow']);
    expect((await call('DELETE', `/api/bandich/${override._id}`, owner)).statusCode).toBe(200);
  });

  it('creates, updates and deletes an override, with history, emptying the caches and changing the public table at once', async () => {
    const changes: string[] = [];
    const stop = onContentChanged((reason) => changes.push(reason));
    const before = await call('GET', '/api/ngonngu/ban-dich?lng=vi');
    const etag = before.headers.etag as string;
    expect(etag).toMatch(/^"vi-/);
    expect(
      (await app.inject({ url: '/api/ngonngu/ban-dich?lng=vi', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);

    const override = await createOverride({
      ngonngu_id: vi!._id,
      khoa: 'site:home.metaTitle',
      noidung: '{{name}} - Phòng khám gia đình',
    });
    expect(
      overrideRecord.safeParse((await call('GET', `/api/bandich/${override._id}`, owner)).json().data).success,
    ).toBe(true);
    const after = await call('GET', '/api/ngonngu/ban-dich?lng=vi');
    expect(after.headers.etag).not.toBe(etag);
    expect(after.json().data.bandich).toEqual({ 'site:home.metaTitle': '{{name}} - Phòng khám gia đình' });
    expect((await publicOverrides('en')).bandich).toEqual({});

    const updated = await call('PUT', `/api/bandich/${override._id}`, owner, {
      ngonngu_id: vi!._id,
      khoa: 'site:home.metaTitle',
      noidung: '{{name}} – Khám và tiểu phẫu',
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await publicOverrides('vi')).bandich['site:home.metaTitle']).toBe('{{name}} – Khám và tiểu phẫu');
    const list = (await call('GET', `/api/bandich?ngonngu_id=${vi!._id}&q=tieu phau`, owner)).json().data;
    expect(list.docs.map((doc: { _id: string }) => doc._id)).toEqual([override._id]);

    expect((await call('DELETE', `/api/bandich/${override._id}`, owner)).statusCode).toBe(200);
    expect((await publicOverrides('vi')).bandich).toEqual({});
    expect((await call('GET', `/api/bandich/${override._id}`, owner)).statusCode).toBe(404);
    expect((await history(override._id)).map((row) => row.hanhdong)).toEqual(['XOA', 'CAP_NHAT', 'TAO']);
    stop();
    expect(changes).toEqual(['bandich', 'bandich', 'bandich']);
  });

  it('answers 400 for an unknown key, a lost or added placeholder, an empty text and a language without files', async () => {
    const fr = (await call('POST', '/api/ngonngu', owner, languageBody({ ma: 'de', locale: 'de-DE' }))).json().data;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ngonngu_id: vi!._id, khoa: 'site:home.noSuchText', noidung: 'X' }, 'khoa', 'Khóa này không có'],
      [{ ngonngu_id: vi!._id, khoa: 'home.eyebrow', noidung: 'X' }, 'khoa', 'Khóa này không có'],
      [{ ngonngu_id: vi!._id, khoa: 'site:home', noidung: 'X' }, 'khoa', 'Khóa này không có'],
      [{ ngonngu_id: vi!._id, khoa: 'site:home.metaTitle', noidung: 'Phòng khám' }, 'noidung', '{{name}}'],
      [{ ngonngu_id: vi!._id, khoa: 'site:home.eyebrow', noidung: 'Chào {{ten}}' }, 'noidung', 'biến'],
      [{ ngonngu_id: vi!._id, khoa: 'site:home.eyebrow', noidung: '   ' }, 'noidung', ''],
      [{ ngonngu_id: fr._id, khoa: 'site:home.eyebrow', noidung: 'Bonjour' }, 'ngonngu_id', 'chưa có tệp ngôn ngữ'],
    ];
    for (const [body, field, text] of cases) {
      const response = await call('POST', '/api/bandich', owner, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().errors[field], JSON.stringify(body)).toContain(text);
    }
    // A language holding no overrides and no files is deleted; nothing was half-written.
    expect((await call('DELETE', `/api/ngonngu/${fr._id}`, owner)).statusCode).toBe(200);
    expect((await call('GET', `/api/bandich?ngonngu_id=${vi!._id}`, owner)).json().data.totalDocs).toBe(0);
  });

  it('answers 409 for a second override of the same key in the same language, and 404 for a missing one', async () => {
    const body = { ngonngu_id: en!._id, khoa: 'common:appName', noidung: 'Family Clinic' };
    const first = await createOverride(body);
    const second = await call('POST', '/api/bandich', owner, body);
    expect(second.statusCode).toBe(409);
    expect(second.json().errors).toHaveProperty('khoa');
    const missing = '01890000-0000-7000-8000-000000000000';
    expect((await call('PUT', `/api/bandich/${missing}`, owner, body)).statusCode).toBe(404);
    expect((await call('GET', `/api/ngonngu/${missing}/khoa`, owner)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/bandich/${first._id}`, owner)).statusCode).toBe(200);
  });
});

describe('who may', () => {
  let viewer: SignedIn;
  let creator: SignedIn;
  let updater: SignedIn;
  let deleter: SignedIn;
  let elsewhere: SignedIn;
  const body = () => ({ ngonngu_id: vi!._id, khoa: 'site:footer.hotline', noidung: 'Đường dây nóng' });
  beforeAll(async () => {
    const flags = (flag: 'create' | 'update' | 'delete') =>
      staffWithMenu(app, db, [menuEntry('/languages', { view: true, [flag]: true })]);
    viewer = await staffWithMenu(app, db, [menuEntry('/languages', { view: true })]);
    creator = await flags('create');
    updater = await flags('update');
    deleter = await flags('delete');
    elsewhere = await staffWithMenu(app, db, [menuEntry('/setting', { view: true, create: true, update: true })]);
  });

  it('reads the public overrides without sign-in, and nothing else', async () => {
    expect((await call('GET', '/api/ngonngu/ban-dich?lng=en')).statusCode).toBe(200);
    for (const path of ['/api/ngonngu', `/api/ngonngu/${vi!._id}`, `/api/ngonngu/${vi!._id}/khoa`, '/api/bandich']) {
      const response = await call('GET', path, undefined, undefined, 'en');
      expect(response.statusCode, path).toBe(401);
      expect(response.json().message).toBe('Your session has expired, please sign in again.');
    }
    expect((await call('POST', '/api/bandich', undefined, body())).statusCode).toBe(401);
  });

  it('answers 403 for each flag the role lacks, and lets each flag do its own write only', async () => {
    expect((await call('GET', '/api/ngonngu', elsewhere)).statusCode).toBe(403);
    expect((await call('GET', `/api/ngonngu/${vi!._id}/khoa`, elsewhere)).statusCode).toBe(403);
    expect((await call('GET', `/api/ngonngu/${vi!._id}/khoa`, viewer)).statusCode).toBe(200);
    expect((await call('POST', '/api/bandich', viewer, body())).statusCode).toBe(403);
    expect((await call('POST', '/api/ngonngu', viewer, languageBody())).statusCode).toBe(403);

    const created = await createOverride(body(), creator);
    const url = `/api/bandich/${created._id}`;
    expect((await call('PUT', url, creator, body())).statusCode).toBe(403);
    expect((await call('DELETE', url, creator)).statusCode).toBe(403);
    expect((await call('PUT', url, updater, { ...body(), noidung: 'Gọi ngay' })).statusCode).toBe(200);
    expect((await call('DELETE', url, updater)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/api/ngonngu/${en!._id}`, deleter, {
          ma: 'en',
          ten: 'English',
          locale: 'en-US',
          macdinh: false,
          kichhoat: true,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('DELETE', url, deleter)).statusCode).toBe(200);
  });
});
