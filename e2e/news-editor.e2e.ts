// Journeys through the editors behind the public site, built on the module kit: an editor writes an article in
// both languages with a picture and the site shows it at once; a scheduled article waits for its moment; the
// general information changes the header at once; a role without the delete flag can't delete; the Excel export
// holds exactly the listed rows.
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** An 8×8 PNG: small, but a real picture the upload accepts. */
const PICTURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWNgW/sBK2IYWhIAs6BowQF8MC0AAAAASUVORK5CYII=',
  'base64',
);

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

describe('news editor', () => {
  it('writes an article in vi and en with a picture; the site shows it at once in both languages', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/tin-tuc/them-moi`);

    await page.getByLabel('Tiêu đề', { exact: true }).fill('Ngày hội khám mắt miễn phí cho học sinh');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Khám mắt miễn phí trong tháng 12.');
    await writeBody(page, 'Phòng khám mở ngày hội khám mắt cho học sinh tiểu học.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề – tiếng Anh').fill('Free eye check day for pupils');
    await writeBody(page, 'The clinic holds a free eye check day for primary pupils.');
    await choose(page, 'Danh mục', 'Tin tức phòng khám');
    await page.locator('input[type=file][aria-label="Ảnh đại diện"]').setInputFiles({
      name: 'mat.png',
      mimeType: 'image/png',
      buffer: PICTURE,
    });
    await expect.poll(() => page.locator('img[src^="/uploads/"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByLabel('Đã đăng', { exact: true }).check();
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/tin-tuc\/[0-9a-f-]{36}$/);

    // The list of the public site, the category page, the article in vi, then in en.
    const site = await journey.open();
    await visit(site.page, `${journey.server.url}/tin-tuc`);
    const link = site.page.getByRole('link', { name: 'Ngày hội khám mắt miễn phí cho học sinh' }).first();
    await expect.poll(() => link.count()).toBeGreaterThan(0);
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/tin-tuc\/[0-9a-f-]{36}-ngay-hoi-kham-mat-mien-phi-cho-hoc-sinh$/);

    await visit(site.page, `${journey.server.url}/tin-tuc`);
    await site.page.getByRole('link', { name: 'Tin tức phòng khám' }).first().click();
    await site.page.waitForURL(/\/danh-muc-tin-tuc\//);
    await expect
      .poll(() => site.page.getByRole('link', { name: 'Ngày hội khám mắt miễn phí cho học sinh' }).count())
      .toBeGreaterThan(0);

    await visit(site.page, `${journey.server.url}${href}`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toContain('khám mắt');
    await expect.poll(() => site.page.getByText('Phòng khám mở ngày hội khám mắt').count()).toBeGreaterThan(0);
    expect(
      await site.page.locator('article img[src^="/uploads/"], main img[src^="/uploads/"]').count(),
    ).toBeGreaterThan(0);

    await visit(site.page, `${journey.server.url}${href}?lng=en`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toContain('Free eye check day');
    await expect.poll(() => site.page.getByText('free eye check day for primary pupils').count()).toBeGreaterThan(0);
    await site.context.close();
    await context.close();
  });

  it('shows a scheduled article only once its moment has come', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    const [category] = (await (await context.request.get(`${journey.server.url}/api/dmtintuc?limit=1`)).json()).data
      .docs;
    const at = new Date(Date.now() + 8_000).toISOString();
    const created = await context.request.post(`${journey.server.url}/api/tintuc`, {
      data: { dmtintuc_id: category._id, tieude: 'Lịch khám ngày Tết sẽ đăng sau', hienthi: true, ngaydang: at },
    });
    expect(created.status()).toBe(201);
    expect((await created.json()).data.trangthai).toBe('henlich');

    const site = await journey.open();
    const titleOnList = () => site.page.getByRole('link', { name: 'Lịch khám ngày Tết sẽ đăng sau' }).count();
    await visit(site.page, `${journey.server.url}/tin-tuc`);
    expect(await titleOnList()).toBe(0);
    // Visited once more before its moment: the page cache now holds the list without it.
    await visit(site.page, `${journey.server.url}/tin-tuc`);
    expect(await titleOnList()).toBe(0);
    await expect
      .poll(
        async () => {
          await visit(site.page, `${journey.server.url}/tin-tuc`);
          return titleOnList();
        },
        { timeout: 40_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at));
    await site.context.close();
    await context.close();
  });

  it('changes the public header’s hotline at once from the general information', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/thong-tin-chung`);
    const hotline = page.getByLabel('Hotline', { exact: true });
    await expect.poll(() => hotline.inputValue()).not.toBe('');
    await hotline.fill('0911222333');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Đã lưu thông tin chung').count()).toBeGreaterThan(0);

    const site = await journey.open();
    await visit(site.page, `${journey.server.url}/`);
    await expect.poll(() => site.page.locator('a[href="tel:0911222333"]').count()).toBeGreaterThan(0);
    await site.context.close();
    await context.close();
  });
});

describe('who may delete', () => {
  it('hides the delete button from a role without the flag, and the API answers 403', async () => {
    const owner = await journey.open();
    await journey.signIn(owner.page, 'admin', PASSWORD);
    const api = owner.context.request;
    const base = journey.server.url;
    const entry = { url: '/tin-tuc', view: true, create: true, update: true, delete: false, actions: [] };
    const role = await api.post(`${base}/api/vaitro`, {
      data: { ma: 'BIEN_TAP', ten: 'Biên tập viên', menu: [entry] },
    });
    expect(role.status()).toBe(201);
    const account = await api.post(`${base}/api/nhanvien`, {
      data: {
        taikhoan: 'bientap',
        matkhau: 'bientap-2026',
        hoten: 'Lê Biên Tập',
        vaitro_id: (await role.json()).data._id,
      },
    });
    expect(account.status()).toBe(201);
    const [article] = (await (await api.get(`${base}/api/tintuc?limit=1`)).json()).data.docs;

    const editor = await journey.open();
    await journey.signIn(editor.page, 'bientap', 'bientap-2026');
    await editor.page.goto(`${base}/admin/tin-tuc/${article._id}`);
    await expect.poll(() => editor.page.getByRole('button', { name: 'Lưu thay đổi' }).count()).toBe(1);
    expect(await editor.page.getByRole('button', { name: 'Xóa' }).count()).toBe(0);
    const refused = await editor.context.request.delete(`${base}/api/tintuc/${article._id}`);
    expect(refused.status()).toBe(403);

    // The owner, who holds the flag, sees the button.
    await owner.page.goto(`${base}/admin/tin-tuc/${article._id}`);
    await expect.poll(() => owner.page.getByRole('button', { name: 'Xóa' }).count()).toBe(1);
    await editor.context.close();
    await owner.context.close();
  });
});

describe('Excel export', () => {
  it('downloads a workbook holding exactly the listed rows, with Vietnamese headers', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/tin-tuc?q=kham`);
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    // Every row of the filtered list, not just this page: ask for all of them on one page first.
    const total = Number(
      (await (await context.request.get(`${journey.server.url}/api/tintuc?q=kham&limit=1`)).json()).data.totalDocs,
    );
    const listed = (
      await (await context.request.get(`${journey.server.url}/api/tintuc?q=kham&limit=0`)).json()
    ).data.docs.map((doc: { tieude: string }) => doc.tieude);
    expect(listed).toHaveLength(total);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Xuất Excel' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    // Read through the browser's connection: the run's Chromium is shared, so the file has no local path here.
    const bytes = Buffer.concat((await (await download.createReadStream()).toArray()) as Buffer[]);
    await workbook.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toContain('Tiêu đề');
    const titleColumn = header.indexOf('Tiêu đề') + 1;
    const titles: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 1) titles.push(String(row.getCell(titleColumn).value));
    });
    expect(titles).toEqual(listed);
    await context.close();
  });
});
