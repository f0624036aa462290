import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { settings } from '../../db/schema';
import { demoSetting } from '../../db/seed/content';
import { contentChanged } from '../../lib/content-events';
import { buildTestApp } from '../../test/app';

const { app, database } = await buildTestApp();

describe('GET /api/setting', () => {
  it('answers the seeded settings in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/setting' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: { _id: expect.any(String), ...demoSetting, updatedAt: expect.any(String) },
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

describe('GET /api/setting on an installation without settings', async () => {
  const empty = await buildTestApp({ seed: false });

  it('answers 503 with the default message rather than an empty success', async () => {
    const response = await empty.app.inject({ method: 'GET', url: '/api/setting' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: 'Có lỗi xảy ra, vui lòng kiểm tra và thử lại.' });
  });
});
