// Journeys on the home page: server-rendered content, languages, the back office entry, not found.
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

describe('home page', () => {
  it("carries the clinic's address in the first HTML, before any script runs", async () => {
    const response = await fetch(`${journey.server.url}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="vi">');
    expect(html).toContain('125 Nguyễn Văn Cừ');
    expect(html).toContain('Phường Chợ Quán');
    expect(html).toContain('href="tel:0909115115"');
    expect(html).toContain('lienhe@phongkhamantam.vn');

    const { context, page } = await journey.open({ javaScript: false });
    await page.goto(`${journey.server.url}/`);
    const address = page.getByTestId('header-address');
    await expect
      .poll(() => address.locator('span').allInnerTexts())
      .toEqual(['125 Nguyễn Văn Cừ', 'Phường Chợ Quán', 'Thành phố Hồ Chí Minh']);
    expect(await page.title()).toBe('Phòng khám Đa khoa An Tâm - Khám chữa bệnh và tiểu phẫu');
    await context.close();
  });

  it('renders in English on the server when the cookie says en', async () => {
    const html = await (await fetch(`${journey.server.url}/`, { headers: { cookie: 'i18nextLng=en' } })).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Welcome to Phòng khám Đa khoa An Tâm');
    expect(html).toContain('Book an appointment');
    expect(html).not.toContain('Đặt lịch hẹn');
  });

  it('hydrates without errors and keeps a language switch across reloads', async () => {
    const { context, page } = await journey.open();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    await visit(page, `${journey.server.url}/`);
    await expect
      .poll(() => context.cookies().then((all) => all.find((c) => c.name === 'i18nextLng')?.value))
      .toBe('vi');

    await page.locator('button[data-lang="en"]').first().click();
    await expect.poll(() => page.locator('h2#promo-title').innerText()).toBe('30% off treatment or minor surgery');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');

    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('h2#promo-title').innerText()).toBe('30% off treatment or minor surgery');
    expect(problems).toEqual([]);
    await context.close();
  });

  it("takes over the server's footer as it is: hydration adds, removes and rewrites no node in it", async () => {
    const { context, page } = await journey.open();
    // Watches the footer from the end of parsing (the parser's own insertions are not hydration's) until <html
    // data-hydrated>, recording every change; hydration must not have ended before the watch began.
    await context.addInitScript(() => {
      const watched = { changes: [] as string[], hydratedBeforeWatch: false };
      Object.assign(window, { watched });
      document.addEventListener('DOMContentLoaded', () => {
        watched.hydratedBeforeWatch = document.documentElement.hasAttribute('data-hydrated');
        const watch = new MutationObserver((records) => {
          for (const record of records) {
            const target = record.target instanceof Element ? record.target : record.target.parentElement;
            if (!target?.closest('footer')) continue;
            const text = (record.target.textContent ?? '').slice(0, 40);
            watched.changes.push(`${record.type} in <${target.localName}>: ${text}`);
          }
          if (document.documentElement.hasAttribute('data-hydrated')) watch.disconnect();
        });
        watch.observe(document.body, { childList: true, characterData: true, subtree: true });
      });
    });
    await visit(page, `${journey.server.url}/`);
    const watched = await page.evaluate(
      () => (window as unknown as { watched: { changes: string[]; hydratedBeforeWatch: boolean } }).watched,
    );
    expect(watched).toEqual({ changes: [], hydratedBeforeWatch: false });
    await context.close();
  });

  it('answers an unknown path with the not-found page and status 404', async () => {
    const response = await fetch(`${journey.server.url}/khong-co-trang-nay`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('Không tìm thấy trang');

    const api = await fetch(`${journey.server.url}/api/khong-co`, { headers: { i18nextLng: 'en' } });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ success: false, message: 'The content you asked for was not found.' });
  });
});
