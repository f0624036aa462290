// Journeys through the charity editors: an editor records a donation on a sponsored operation's page and the public
// page's progress moves at once, in Vietnamese and English; an operation written in both languages appears on the
// public list in both, and hiding it takes it off again; so does a success story, on its list and its own page. And
// the charity pipeline end to end: a case sent from the public site with a document, reviewed and approved in the
// back office, made a draft operation, published from the sponsorship editor and shown on the public list.
import { sitePaths } from '@phongkham/contracts/site-paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

interface Operation {
  _id: string;
  tieude: string;
  chiphi: number;
  dataitro: number;
}

/** The funding bar of an operation's public page in a language: its percentage and its words. */
async function funding(page: Page, operation: Operation, lang: 'vi' | 'en') {
  await visit(page, `${journey.server.url}${sitePaths.sponsorship(operation._id, operation.tieude)}?lng=${lang}`);
  const bar = page.locator('aside [role="progressbar"]');
  return { percent: await bar.getAttribute('aria-valuenow'), words: await bar.getAttribute('aria-valuetext') };
}

describe('charity editor', () => {
  it('records a donation on an operation; its public page’s progress moves in vi and en', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    const list = await context.request.get(`${journey.server.url}/api/taitro?trangthai=DANG_KEU_GOI&sort=-ngaydang`);
    const operation = (await list.json()).data.docs[0] as Operation;
    expect(operation.dataitro).toBeLessThan(operation.chiphi);

    const site = await journey.open();
    const before = Math.floor((operation.dataitro / operation.chiphi) * 100);
    expect((await funding(site.page, operation, 'vi')).percent).toBe(String(before));
    expect((await funding(site.page, operation, 'en')).percent).toBe(String(before));

    // The editor records 1.000.000 ₫ from a named sponsor on the operation's page.
    await page.goto(`${journey.server.url}/admin/tai-tro-ca-mo/${operation._id}`);
    await page.getByRole('button', { name: 'Ghi khoản quyên góp' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nhà tài trợ', { exact: true }).fill('Nhóm thiện nguyện Sen Hồng');
    await dialog.getByLabel('Số tiền', { exact: true }).fill('1000000');
    await dialog.getByRole('switch', { name: 'Công khai tên trên trang web' }).click();
    await dialog.getByRole('button', { name: 'Ghi nhận' }).click();
    await expect
      .poll(() => page.getByText('Đã ghi khoản quyên góp của Nhóm thiện nguyện Sen Hồng.').count())
      .toBeGreaterThan(0);
    const raised = operation.dataitro + 1_000_000;
    const after = Math.min(100, Math.floor((raised / operation.chiphi) * 100));
    expect(after).toBeGreaterThan(before);
    await expect.poll(() => page.getByTestId('raised').textContent()).toContain(`(${after}%)`);

    const vi = await funding(site.page, operation, 'vi');
    expect(vi.percent).toBe(String(after));
    expect(vi.words).toContain(`${String(raised).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}\u00a0₫`);
    expect(await site.page.getByText('Nhóm thiện nguyện Sen Hồng').count()).toBeGreaterThan(0);
    const en = await funding(site.page, operation, 'en');
    expect(en.percent).toBe(String(after));
    expect(en.words).toMatch(/raised of/);
    expect(await site.page.getByText('Nhóm thiện nguyện Sen Hồng').count()).toBeGreaterThan(0);
    await site.context.close();
    await context.close();
  });

  it('shows an operation written in vi and en on /tai-tro-ca-mo in both languages; hiding it removes it', async () => {
    const { page, context } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/tai-tro-ca-mo/them-moi`);
    await page.getByLabel('Tiêu đề', { exact: true }).fill('Mổ đục thủy tinh thể cho ông B.');
    await page.getByLabel('Người bệnh (ẩn danh)', { exact: true }).fill('Ông T.V.B., 76 tuổi, huyện Củ Chi');
    await page.getByLabel('Chi phí cần kêu gọi', { exact: true }).fill('9000000');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề – tiếng Anh').fill('Cataract surgery for Mr B.');
    await page.getByLabel('Người bệnh (ẩn danh) – tiếng Anh').fill('Mr T.V.B., 76, Củ Chi district');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/tai-tro-ca-mo\/[0-9a-f-]{36}$/);

    const site = await journey.open();
    const shown = async (lang: 'vi' | 'en', title: string) => {
      await visit(site.page, `${journey.server.url}${sitePaths.sponsorships}?lng=${lang}`);
      return site.page.getByRole('heading', { name: title }).count();
    };
    expect(await shown('vi', 'Mổ đục thủy tinh thể cho ông B.')).toBe(1);
    expect(await site.page.getByText('Người bệnh: Ông T.V.B., 76 tuổi, huyện Củ Chi').count()).toBe(1);
    expect(await shown('en', 'Cataract surgery for Mr B.')).toBe(1);
    expect(await site.page.getByText('Patient: Mr T.V.B., 76, Củ Chi district').count()).toBe(1);

    // Hidden from the website: gone from the list in both languages.
    await page.getByRole('switch', { name: 'Hiển thị trên trang web' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Đã lưu thay đổi.').count()).toBeGreaterThan(0);
    expect(await shown('vi', 'Mổ đục thủy tinh thể cho ông B.')).toBe(0);
    expect(await shown('en', 'Cataract surgery for Mr B.')).toBe(0);
    await site.context.close();
    await context.close();
  });
});

/** A one-page PDF as a scanner makes it: header, objects, cross-reference, end marker. */
const scannedPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\n' +
    'endobj\nxref\n0 3\n0000000000 65535 f \n0000000009 00000 n \n0000000058 00000 n \ntrailer\n<< /Size 3 /Root 1 0 R >>\n' +
    'startxref\n110\n%%EOF\n',
  'latin1',
);

describe('charity pipeline', () => {
  it('takes a case from the public form to a published sponsored operation', async () => {
    const base = journey.server.url;
    // The family sends the case with a paper from the hospital, and keeps the tracking code.
    const site = await journey.open();
    await visit(site.page, `${base}${sitePaths.profileReview}`);
    const form = site.page.getByTestId('intake-form');
    await form.getByLabel('Họ và tên người gửi').fill('Lê Văn Hùng');
    await form.getByLabel('Số điện thoại').fill('0903 111 222');
    await form.getByLabel('Họ và tên người bệnh').fill('Lê Thị Mai');
    await form.getByLabel('Năm sinh').fill('2015');
    await // The address picker's selects: province, then its commune (their labels also hold the chosen option's text).
    await form.locator('select').nth(0).selectOption('79');
    await form.locator('select').nth(1).selectOption('27301');
    await form.getByLabel('Số nhà, đường, thôn/ấp').fill('8 Hẻm 12 Nguyễn Trãi');
    await form.getByLabel('Chẩn đoán').fill('Hở van tim bẩm sinh');
    await form.getByLabel('Hoàn cảnh gia đình').fill('Cha mẹ bán vé số, nhà thuê, hai con nhỏ.');
    await form.getByLabel('Nội dung cần hỗ trợ').fill('Chi phí phẫu thuật sửa van tim');
    await form.getByLabel('Chi phí dự kiến (đồng)').fill('80.000.000');
    await form
      .getByLabel('Giấy tờ kèm theo')
      .setInputFiles({ name: 'giay-ra-vien.pdf', mimeType: 'application/pdf', buffer: scannedPdf });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Gửi hồ sơ' }).click();
    const codeBox = site.page.getByTestId('tracking-code');
    await codeBox.waitFor();
    const code = (await codeBox.innerText()).trim();
    expect(code).toMatch(/^HS-[2-9A-HJ-NP-Z]{6}$/);

    // A reviewer opens it from the queue, reads the document, reviews and approves it.
    const { page, context } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/xet-duyet-ho-so`);
    await page.getByRole('link', { name: code }).click();
    const status = page.getByTestId('review-status');
    await expect.poll(() => status.innerText()).toBe('Mới');
    const document = page.getByRole('link', { name: 'giay-ra-vien.pdf' });
    const documentUrl = `${base}${await document.getAttribute('href')}`;
    const served = await context.request.get(documentUrl);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('application/pdf');
    expect((await site.context.request.get(documentUrl)).status()).toBe(401);

    for (const [step, reached] of [
      ['Bắt đầu xem xét', 'Đang xem xét'],
      ['Duyệt hồ sơ', 'Đã duyệt'],
    ] as const) {
      await page.getByRole('button', { name: step }).click();
      await page.getByRole('dialog').getByRole('button', { name: step }).click();
      await expect.poll(() => status.innerText()).toBe(reached);
    }

    // One step makes the draft operation, not yet on the website.
    await page.getByRole('button', { name: 'Tạo ca tài trợ (bản nháp)' }).click();
    const age = new Date().getFullYear() - 2015;
    const title = `Chung tay hỗ trợ L.T.M., ${age} tuổi`;
    const operationLink = page.getByRole('link', { name: title });
    await operationLink.waitFor();
    await visit(site.page, `${base}${sitePaths.sponsorships}`);
    expect(await site.page.getByRole('heading', { name: title }).count()).toBe(0);

    // The sponsorship editor publishes it: the public list shows it.
    await operationLink.click();
    await page.waitForURL(/\/admin\/tai-tro-ca-mo\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByLabel('Tiêu đề', { exact: true }).inputValue()).toBe(title);
    await page.getByRole('switch', { name: 'Hiển thị trên trang web' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText('Đã lưu thay đổi.').count()).toBeGreaterThan(0);
    await visit(site.page, `${base}${sitePaths.sponsorships}`);
    expect(await site.page.getByRole('heading', { name: title }).count()).toBe(1);
    expect(await site.page.getByText(`Người bệnh: L.T.M., ${age} tuổi`).count()).toBe(1);
    await site.context.close();
    await context.close();
  });
});

describe('success story editor', () => {
  it('shows a story written in vi and en on its page and in the list, in both languages; hiding it removes it', async () => {
    const base = journey.server.url;
    const { page, context } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/cau-chuyen-thanh-cong/them-moi`);
    await page.getByLabel('Tiêu đề', { exact: true }).fill('Bà H. đi lại được sau ca mổ thay khớp');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Sau ba tháng tập, bà tự đi chợ mỗi sáng.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tiêu đề – tiếng Anh').fill('Mrs H. walks again after her joint replacement');
    await page
      .getByLabel('Tóm tắt – tiếng Anh')
      .fill('After three months of exercises she walks to the market every morning.');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/cau-chuyen-thanh-cong\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;

    const site = await journey.open();
    const listed = async (lang: 'vi' | 'en', title: string) => {
      await visit(site.page, `${base}${sitePaths.successStories}?lng=${lang}`);
      return site.page.getByRole('heading', { name: title }).count();
    };
    expect(await listed('vi', 'Bà H. đi lại được sau ca mổ thay khớp')).toBe(1);
    expect(await listed('en', 'Mrs H. walks again after her joint replacement')).toBe(1);
    const story = sitePaths.successStory(id, 'Bà H. đi lại được sau ca mổ thay khớp');
    expect((await visit(site.page, `${base}${story}?lng=vi`))?.status()).toBe(200);
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Bà H. đi lại được sau ca mổ thay khớp');
    await visit(site.page, `${base}${story}?lng=en`);
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Mrs H. walks again after her joint replacement');

    await page.getByRole('switch', { name: 'Hiển thị trên trang web' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText(/Đã lưu/).count()).toBeGreaterThan(0);
    expect(await listed('vi', 'Bà H. đi lại được sau ca mổ thay khớp')).toBe(0);
    expect(await listed('en', 'Mrs H. walks again after her joint replacement')).toBe(0);
    expect((await site.page.goto(`${base}${story}`))?.status()).toBe(404);
    await site.context.close();
    await context.close();
  });
});
