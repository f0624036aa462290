// A translation override written at /admin/languages changes the public site's text without a restart: the
// server's HTML and the hydrated page read the same override (no hydration error), the English page keeps its own
// text, a visitor switching language in the browser gets the override too, the back office's own texts follow at
// once, and removing the override brings the shipped text back.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

const SHIPPED_VI = 'Khám chữa bệnh và tiểu phẫu';
const SHIPPED_EN = 'Treatment and minor surgery';
const OVERRIDE = 'Phòng khám gia đình, tận tâm mỗi ngày';

/** Opens Vietnamese at /admin/languages and finds one text of the locale files by its key. */
async function findText(page: Page, key: string) {
  await page.goto(`${journey.server.url}/admin/languages`);
  await page.getByRole('link', { name: 'Tiếng Việt' }).click();
  await page.waitForURL(/\/admin\/languages\/[0-9a-f-]{36}$/);
  const search = page.getByRole('searchbox', { name: 'Tìm theo khóa hoặc câu chữ' });
  await search.fill(key);
  await search.press('Enter');
  await expect
    .poll(() => page.locator('.ant-card .ant-table-row').allInnerTexts())
    .toEqual([expect.stringContaining(key)]);
}

async function override(page: Page, key: string, text: string) {
  await findText(page, key);
  await page.getByRole('button', { name: `Sửa câu chữ: ${key}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Câu chữ sửa đổi').fill(text);
  await dialog.getByRole('button', { name: 'Lưu bản sửa' }).click();
  await expect.poll(() => page.getByText(`Đã sửa câu chữ ${key}.`).count()).toBeGreaterThan(0);
}

/** The home page's eyebrow, once hydrated, with any error the page logged. */
async function eyebrow(page: Page, problems: string[]) {
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await visit(page, `${journey.server.url}/`);
  return page.locator('main p').first().innerText();
}

describe('translation overrides', () => {
  it(
    'change a public page in vi without a restart, keep en its own text, and go away when removed',
    { timeout: 240_000 },
    async () => {
      const admin = await journey.open();
      await journey.signIn(admin.page, 'admin', PASSWORD);
      const base = journey.server.url;

      // Before: the shipped text, in each language.
      const before = await journey.open({ lang: 'vi' });
      expect(await eyebrow(before.page, [])).toBe(SHIPPED_VI);
      await before.context.close();

      await override(admin.page, 'site:home.eyebrow', OVERRIDE);
      await expect.poll(() => admin.page.locator('.ant-card .ant-table-row').innerText()).toContain(OVERRIDE);

      // The server's HTML carries it (the page cache was emptied), and hydration keeps it without an error.
      const html = await (await fetch(`${base}/`, { headers: { cookie: 'i18nextLng=vi' } })).text();
      expect(html).toContain(OVERRIDE);
      const vi = await journey.open({ lang: 'vi' });
      const problems: string[] = [];
      expect(await eyebrow(vi.page, problems)).toBe(OVERRIDE);
      expect(problems).toEqual([]);

      // English keeps its own text; switching to Vietnamese in the browser reads the override too.
      const en = await journey.open({ lang: 'en' });
      const enProblems: string[] = [];
      expect(await eyebrow(en.page, enProblems)).toBe(SHIPPED_EN);
      await en.page.locator('button[data-lang="vi"]').first().click();
      await expect.poll(() => en.page.locator('main p').first().innerText()).toBe(OVERRIDE);
      expect(enProblems).toEqual([]);
      await en.context.close();

      // The back office's own texts follow at once, and on its next load.
      await override(admin.page, 'admin:resources.translationOverrides.title', 'Câu chữ của trang');
      await expect
        .poll(() => admin.page.locator('.ant-card-head-title').filter({ hasText: 'Câu chữ của trang' }).count())
        .toBe(1);
      await admin.page.reload();
      await expect
        .poll(() => admin.page.locator('.ant-card-head-title').filter({ hasText: 'Câu chữ của trang' }).count())
        .toBe(1);

      // Removing the override brings the shipped text back.
      await findText(admin.page, 'site:home.eyebrow');
      await admin.page.getByRole('button', { name: 'Xóa bản sửa: site:home.eyebrow' }).click();
      await admin.page.getByRole('button', { name: 'Xóa bản sửa', exact: true }).click();
      await expect
        .poll(() => admin.page.getByText('Đã dùng lại câu chữ gốc của site:home.eyebrow.').count())
        .toBeGreaterThan(0);
      await vi.page.reload();
      await expect.poll(() => vi.page.locator('main p').first().innerText()).toBe(SHIPPED_VI);
      await vi.context.close();
      await admin.context.close();
    },
  );

  it('disabling English renders its pages in Vietnamese without a language switch, until enabled again', async () => {
    const admin = await journey.open();
    await journey.signIn(admin.page, 'admin', PASSWORD);
    const base = journey.server.url;
    const setEnglish = async (on: boolean) => {
      await admin.page.goto(`${base}/admin/languages`);
      await admin.page.getByRole('link', { name: 'English' }).click();
      const enabled = admin.page.getByRole('switch', { name: 'Đang bật' });
      await expect.poll(() => enabled.getAttribute('aria-checked')).toBe(String(!on));
      await enabled.click();
      await admin.page.getByRole('button', { name: 'Lưu thay đổi' }).click();
      await expect.poll(() => admin.page.getByText('Đã lưu thay đổi.').count()).toBeGreaterThan(0);
    };

    await setEnglish(false);
    const visitor = await journey.open({ lang: 'en' });
    expect(await eyebrow(visitor.page, [])).toBe(SHIPPED_VI);
    expect(await visitor.page.locator('html').getAttribute('lang')).toBe('vi');
    expect(await visitor.page.locator('button[data-lang]').count()).toBe(0);

    await setEnglish(true);
    await visitor.context.clearCookies();
    await visitor.context.addCookies([{ name: 'i18nextLng', value: 'en', url: base }]);
    await visitor.page.reload();
    await expect.poll(() => visitor.page.locator('main p').first().innerText()).toBe(SHIPPED_EN);
    await visitor.context.close();
    await admin.context.close();
  });
});
