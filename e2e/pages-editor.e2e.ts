// Journeys through the site's single pages: an editor rewrites the privacy policy in Vietnamese and English from the
// page list and the public page shows it at once in both languages, reached from the footer; the contact page shows
// the clinic on an embedded map (allowed by the CSP) with a link to directions.
import type { ConsoleMessage, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** Replaces the text of the rich-text editor in the visible language tab. */
async function rewriteBody(page: Page, text: string) {
  const editor = page.locator('.ProseMirror:visible').first();
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.type(text);
}

describe('the privacy policy', () => {
  it('is rewritten in vi and en from the page list, and the site shows it at once in both languages', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/danh-sach-trang`);
    await page.getByRole('link', { name: 'Chính sách bảo mật', exact: true }).click();
    await page.waitForURL(/\/admin\/danh-sach-trang\/CHINH_SACH_BAO_MAT$/);

    const title = page.getByLabel('Tiêu đề', { exact: true });
    await expect.poll(() => title.inputValue()).toContain('Chính sách bảo mật');
    await title.fill('Chính sách bảo vệ dữ liệu cá nhân năm 2026');
    await rewriteBody(page, 'Phòng khám chỉ thu thập họ tên và số điện thoại để gọi lại xác nhận lịch khám.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề – tiếng Anh').fill('Personal data protection policy 2026');
    await rewriteBody(page, 'The clinic only collects your name and phone number to call you back.');
    await page.getByRole('button', { name: 'Lưu trang' }).click();
    await expect
      .poll(() => page.getByText('Đã lưu trang “Chính sách bảo vệ dữ liệu cá nhân năm 2026”').count())
      .toBeGreaterThan(0);

    // The visitor finds it from the footer, in Vietnamese, then in English.
    const site = await journey.open({ width: 375 });
    await visit(site.page, `${journey.server.url}/`);
    const footerLink = site.page.locator('footer').getByRole('link', { name: 'Chính sách bảo mật', exact: true });
    await footerLink.scrollIntoViewIfNeeded();
    await footerLink.click();
    await site.page.waitForURL(/\/chinh-sach-bao-mat$/);
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Chính sách bảo vệ dữ liệu cá nhân năm 2026');
    await expect
      .poll(() => site.page.getByText('chỉ thu thập họ tên và số điện thoại để gọi lại').count())
      .toBeGreaterThan(0);

    await visit(site.page, `${journey.server.url}/chinh-sach-bao-mat?lng=en`);
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Personal data protection policy 2026');
    await expect.poll(() => site.page.getByText('only collects your name and phone number').count()).toBeGreaterThan(0);
    await site.context.close();
    await context.close();
  });
});

describe('the contact page', () => {
  it('shows the clinic on an embedded map the CSP allows, and links to directions', async () => {
    const { context, page } = await journey.open();
    const refused: string[] = [];
    page.on('console', (message: ConsoleMessage) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await visit(page, `${journey.server.url}/lien-he`);
    const map = page.locator('iframe[title="Bản đồ vị trí Phòng khám Đa khoa An Tâm"]');
    await map.scrollIntoViewIfNeeded();
    expect(await map.getAttribute('loading')).toBe('lazy');
    expect(await map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?.*marker=10\.758790%2C106\.683250/,
    );
    const directions = page.getByRole('link', { name: 'Chỉ đường', exact: true });
    expect(await directions.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=10.758790%2C106.683250',
    );
    expect(await page.getByText('tòa nhà 5 tầng có biển xanh An Tâm').count()).toBeGreaterThan(0);
    // The LIEN_HE page's own text is there too.
    expect(await page.getByRole('heading', { level: 2, name: 'Góp ý và phản ánh' }).count()).toBe(1);
    // Whether or not the map's server answers, the browser was allowed to ask it.
    expect(refused).toEqual([]);
    await context.close();
  });
});
