// Journeys through the charity editors: an editor records a donation on a sponsored operation's page and the public
// page's progress moves at once, in Vietnamese and English; an operation written in both languages appears on the
// public list in both, and hiding it takes it off again; so does a success story, on its list and its own page.
import { sitePaths } from '@phongkham/contracts/site-paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

async function signIn(page: Page) {
  await page.goto(`${journey.server.url}/admin/dang-nhap`);
  await page.getByLabel('Tài khoản', { exact: true }).fill('admin');
  await page.getByLabel('Mật khẩu', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

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
    await signIn(page);
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
    await signIn(page);
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

describe('success story editor', () => {
  it('shows a story written in vi and en on its page and in the list, in both languages; hiding it removes it', async () => {
    const base = journey.server.url;
    const { page, context } = await journey.open();
    await signIn(page);
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
