// Journeys through the FAQ and guides editors: an editor writes a question and a guide in Vietnamese and English,
// the site shows them at once on /hoi-dap, /huong-dan and the guide's own page in both languages, the FAQ search
// finds the question typed without diacritics, and unpublishing takes both off the site.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

const QUESTION = 'Phòng khám có nhận thanh toán bằng thẻ tín dụng không?';
const QUESTION_EN = 'Can I pay by credit card?';
const GUIDE = 'Chuẩn bị trước khi đo điện tim gắng sức';
const GUIDE_EN = 'Preparing for an exercise ECG';

/** Picks an option of the Ant Design select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
}

/**
 * Writes into the rich-text editor of the visible language tab, the text entered at once as an input method or a
 * paste gives it (keystroke by keystroke typing into the editor is pages-editor.e2e.ts's).
 */
async function writeBody(page: Page, text: string) {
  const editor = page.locator('.ProseMirror:visible').first();
  await editor.click();
  await page.keyboard.insertText(text);
}

/** Switches a record's "Hiển thị" off and saves it. */
async function unpublish(page: Page, url: string) {
  await page.goto(url);
  const shown = page.getByRole('switch', { name: 'Hiển thị' });
  await expect.poll(() => shown.getAttribute('aria-checked')).toBe('true');
  await shown.click();
  await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
  await expect.poll(() => page.getByText('Đã lưu thay đổi.').count()).toBeGreaterThan(0);
}

describe('FAQ and guides editors', () => {
  // Two editors, pages in two languages, then unpublishing: longer than the default minute on a loaded machine.
  it(
    'publish a question in vi and en that /hoi-dap shows and finds without diacritics, then hide it',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await journey.open();
      await journey.signIn(page, 'admin', PASSWORD);
      const base = journey.server.url;

      await page.goto(`${base}/admin/faq/them-moi`);
      await page.getByLabel('Câu hỏi', { exact: true }).fill(QUESTION);
      await writeBody(page, 'Có, phòng khám nhận thẻ Visa, Mastercard và JCB.');
      await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
      await page.getByLabel('Câu hỏi – tiếng Anh').fill(QUESTION_EN);
      await writeBody(page, 'Yes, the clinic takes Visa, Mastercard and JCB.');
      await choose(page, 'Danh mục', 'Chi phí và bảo hiểm');
      await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
      await page.waitForURL(/\/admin\/faq\/[0-9a-f-]{36}$/);
      const questionUrl = page.url();

      const site = await journey.open();
      const summaries = () => site.page.locator('details > summary');
      await visit(site.page, `${base}/hoi-dap`);
      await expect.poll(() => summaries().filter({ hasText: QUESTION }).count()).toBe(1);
      await site.page.getByRole('searchbox', { name: 'Tìm câu hỏi' }).fill('the tin dung');
      await expect.poll(() => summaries().allTextContents()).toEqual([QUESTION]);
      await summaries().first().click();
      await expect.poll(() => site.page.getByText('nhận thẻ Visa, Mastercard và JCB').isVisible()).toBe(true);
      // Without JavaScript the same search comes from the server.
      const plain = await journey.open({ javaScript: false });
      await plain.page.goto(`${base}/hoi-dap?q=${encodeURIComponent('thanh toan the tin dung')}`);
      expect(await plain.page.locator('details > summary').allTextContents()).toEqual([QUESTION]);
      await plain.context.close();
      await visit(site.page, `${base}/hoi-dap?lng=en`);
      await expect.poll(() => summaries().filter({ hasText: QUESTION_EN }).count()).toBe(1);

      await unpublish(page, questionUrl);
      await visit(site.page, `${base}/hoi-dap`);
      expect(await summaries().filter({ hasText: QUESTION }).count()).toBe(0);
      expect(await summaries().count()).toBeGreaterThan(0);
      await site.context.close();
      await context.close();
    },
  );

  it(
    'publish a guide in vi and en that /huong-dan and its own page show, then hide it',
    { timeout: 240_000 },
    async () => {
      const { context, page } = await journey.open();
      await journey.signIn(page, 'admin', PASSWORD);
      const base = journey.server.url;

      await page.goto(`${base}/admin/huongdan/them-moi`);
      await page.getByLabel('Tiêu đề', { exact: true }).fill(GUIDE);
      await page.getByLabel('Tóm tắt', { exact: true }).fill('Mặc đồ thể thao và ăn nhẹ trước 2 giờ.');
      await writeBody(page, 'Mang giày thể thao và không uống cà phê trong ngày đo.');
      await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
      await page.getByLabel('Tiêu đề – tiếng Anh').fill(GUIDE_EN);
      await writeBody(page, 'Wear trainers and skip coffee on the day of the test.');
      await choose(page, 'Danh mục', 'Chuẩn bị trước khi khám và xét nghiệm');
      await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
      await page.waitForURL(/\/admin\/huongdan\/[0-9a-f-]{36}$/);
      const guideUrl = page.url();

      const site = await journey.open();
      await visit(site.page, `${base}/huong-dan`);
      const card = site.page.getByRole('link', { name: GUIDE });
      await expect.poll(() => card.count()).toBe(1);
      const href = (await card.getAttribute('href'))!;
      expect(href).toMatch(/^\/huong-dan\/[0-9a-f-]{36}-chuan-bi-truoc-khi-do-dien-tim-gang-suc$/);
      await card.click();
      await site.page.waitForURL(`${base}${href}`);
      await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe(GUIDE);
      await expect.poll(() => site.page.getByText('không uống cà phê trong ngày đo').count()).toBe(1);
      await visit(site.page, `${base}/huong-dan?lng=en`);
      await expect.poll(() => site.page.getByRole('link', { name: GUIDE_EN }).count()).toBe(1);
      await visit(site.page, `${base}${href}?lng=en`);
      await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe(GUIDE_EN);
      await expect.poll(() => site.page.getByText('skip coffee on the day of the test').count()).toBe(1);

      // Unpublished: off the list, and its page is gone.
      await unpublish(page, guideUrl);
      await visit(site.page, `${base}/huong-dan`);
      expect(await site.page.getByRole('link', { name: GUIDE }).count()).toBe(0);
      const gone = await site.page.goto(`${base}${href}`);
      expect(gone?.status()).toBe(404);
      await site.context.close();
      await context.close();
    },
  );
});
