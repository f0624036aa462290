// Journeys through the disease, product, service-group and provided-service editors: an editor writes each in
// Vietnamese and English (a disease linked to a doctor and a service of the price list); its public page shows it in
// both languages, with its links (doctor, service, price list); unpublishing it takes the page off the site.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** Picks an option of the Ant Design multi-select labelled `label`, then closes its list. */
async function add(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

/**
 * Writes into the rich-text editor of the visible language tab, the text entered at once as an input method or a
 * paste gives it (keystroke by keystroke typing into the editor is pages-editor.e2e.ts's).
 */
async function writeBody(page: Page, text: string) {
  await page.locator('.ProseMirror:visible').first().click();
  await page.keyboard.insertText(text);
}

describe('disease editor', () => {
  it('links a disease to a doctor and a service; the site shows it in vi and en, and no more once unpublished', async () => {
    const base = journey.server.url;
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/benh/them-moi`);

    await page.getByLabel('Tên bệnh', { exact: true }).fill('Viêm mũi dị ứng');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Hắt hơi, ngứa mũi, chảy nước mũi theo mùa.');
    await writeBody(page, 'Viêm mũi dị ứng là phản ứng của niêm mạc mũi với phấn hoa và bụi nhà.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tên bệnh – tiếng Anh').fill('Allergic rhinitis');
    await writeBody(page, 'Allergic rhinitis is the nose lining reacting to pollen and house dust.');
    await add(page, 'Dịch vụ liên quan', 'Khám tổng quát');
    await add(page, 'Bác sĩ khám', 'Đặng Ngọc Lan');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/benh\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;

    // The public page, in Vietnamese: the disease, its doctor and its service with the price, the price list.
    const site = await journey.open();
    const response = await visit(site.page, `${base}/benh/${id}`);
    expect(response?.status()).toBe(200);
    expect(site.page.url()).toBe(`${base}/benh/${id}-viem-mui-di-ung`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Viêm mũi dị ứng');
    expect(await site.page.getByText('phấn hoa và bụi nhà').count()).toBeGreaterThan(0);
    const doctors = site.page.getByRole('region', { name: 'Bác sĩ khám bệnh này' });
    const doctor = doctors.getByRole('link', { name: /Đặng Ngọc Lan/ });
    expect(await doctor.getAttribute('href')).toMatch(/^\/bac-si\/[0-9a-f-]{36}-dang-ngoc-lan$/);
    const services = site.page.getByRole('region', { name: 'Dịch vụ liên quan' });
    const service = services.getByRole('link', { name: 'Khám tổng quát' });
    expect(await service.getAttribute('href')).toMatch(/^\/dich-vu-cung-cap\/[0-9a-f-]{36}-kham-tong-quat$/);
    expect(await services.locator('li').first().textContent()).toMatch(/\d{1,3}(\.\d{3})+\s₫/);
    expect(await services.getByRole('link', { name: 'Xem bảng giá dịch vụ' }).getAttribute('href')).toBe(
      '/bang-gia-dich-vu',
    );
    // The links lead somewhere: the doctor's page opens.
    await doctor.click();
    await site.page.waitForURL(/\/bac-si\//);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toContain('Đặng Ngọc Lan');

    // In English.
    await visit(site.page, `${base}/benh/${id}-viem-mui-di-ung?lng=en`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Allergic rhinitis');
    expect(await site.page.getByText('pollen and house dust').count()).toBeGreaterThan(0);
    expect(
      await site.page
        .getByRole('region', { name: 'Doctors who treat it' })
        .getByRole('link', { name: /Đặng Ngọc Lan/ })
        .count(),
    ).toBe(1);
    expect(
      await site.page
        .getByRole('region', { name: 'Related services' })
        .getByRole('link', { name: 'General consultation' })
        .count(),
    ).toBe(1);

    // Unpublished: the page is gone for the public, and so is its place among the other conditions.
    await page.getByRole('switch', { name: 'Hiển thị trên website' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
    await expect.poll(() => page.getByText('Đã lưu bệnh Viêm mũi dị ứng.').count()).toBeGreaterThan(0);
    const gone = await site.page.goto(`${base}/benh/${id}-viem-mui-di-ung`);
    expect(gone?.status()).toBe(404);
    const list = await (await site.context.request.get(`${base}/api/benh?limit=0`)).json();
    expect(list.data.docs.map((doc: { _id: string }) => doc._id)).not.toContain(id);
    await site.context.close();
    await context.close();
  });
});

/** Turns off "Hiển thị trên website", saves, and waits for the resource's own "saved" message. */
async function unpublish(page: Page, saved: string) {
  await page.getByRole('switch', { name: 'Hiển thị trên website' }).click();
  await page.getByRole('button', { name: 'Lưu thay đổi', exact: true }).click();
  await expect.poll(() => page.getByText(saved).count()).toBeGreaterThan(0);
}

describe('product editor', () => {
  it('writes a product in vi and en in a category; the site shows it in both languages, and no more once unpublished', async () => {
    const base = journey.server.url;
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/san-pham/them-moi`);
    await page.getByLabel('Tên sản phẩm', { exact: true }).fill('Máy đo huyết áp bắp tay');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Đo huyết áp tại nhà, màn hình lớn, dễ đọc.');
    await writeBody(page, 'Máy tự bơm và xả, lưu 60 kết quả gần nhất cho hai người dùng.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tên sản phẩm – tiếng Anh').fill('Upper-arm blood pressure monitor');
    await writeBody(page, 'Inflates and deflates by itself and keeps the last 60 readings for two users.');
    await page.getByLabel('Danh mục', { exact: true }).click();
    await page.locator('.ant-select-item-option').first().click();
    await page.getByLabel('Giá (đồng)', { exact: true }).fill('850000');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/san-pham\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;

    const site = await journey.open();
    const response = await visit(site.page, `${base}/san-pham/${id}?lng=vi`);
    expect(response?.status()).toBe(200);
    expect(new URL(site.page.url()).pathname).toBe(`/san-pham/${id}-may-do-huyet-ap-bap-tay`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Máy đo huyết áp bắp tay');
    expect(await site.page.getByText('lưu 60 kết quả gần nhất').count()).toBeGreaterThan(0);
    expect(await site.page.locator('main').textContent()).toMatch(/850\.000\s₫/);
    await visit(site.page, `${base}/san-pham/${id}-may-do-huyet-ap-bap-tay?lng=en`);
    await expect
      .poll(() => site.page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Upper-arm blood pressure monitor');
    expect(await site.page.getByText('keeps the last 60 readings').count()).toBeGreaterThan(0);
    await visit(site.page, `${base}/san-pham?lng=vi`);
    expect(await site.page.getByRole('link', { name: 'Máy đo huyết áp bắp tay', exact: true }).count()).toBe(1);

    await unpublish(page, 'Đã lưu sản phẩm Máy đo huyết áp bắp tay.');
    expect((await site.page.goto(`${base}/san-pham/${id}-may-do-huyet-ap-bap-tay`))?.status()).toBe(404);
    await visit(site.page, `${base}/san-pham?lng=vi`);
    expect(await site.page.getByRole('link', { name: 'Máy đo huyết áp bắp tay', exact: true }).count()).toBe(0);
    await site.context.close();
    await context.close();
  });
});

describe('provided service editor', () => {
  it('writes a service in vi and en in a group; its page and the price list show it in both languages, and no more once unpublished', async () => {
    const base = journey.server.url;
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/dich-vu-cung-cap/them-moi`);
    await page.getByLabel('Tên dịch vụ', { exact: true }).fill('Đo loãng xương');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Đo mật độ xương ở gót chân bằng siêu âm, 5 phút.');
    await writeBody(page, 'Phát hiện sớm loãng xương cho phụ nữ sau mãn kinh và người trên 60 tuổi.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).first().click();
    await page.getByLabel('Tên dịch vụ – tiếng Anh').fill('Bone density scan');
    await writeBody(page, 'Finds osteoporosis early in women after menopause and people over 60.');
    await page.getByLabel('Nhóm dịch vụ', { exact: true }).click();
    await page.locator('.ant-select-item-option[title="Khám bệnh"]').click();
    await page.getByLabel('Loại dịch vụ', { exact: true }).click();
    // By its exact title: the group list, still in the page, holds "Xét nghiệm và chẩn đoán hình ảnh".
    await page.locator('.ant-select-item-option[title="Chẩn đoán hình ảnh"]').click();
    await page.getByLabel('Giá (đồng)', { exact: true }).fill('150000');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/dich-vu-cung-cap\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const path = `/dich-vu-cung-cap/${id}-do-loang-xuong`;

    const site = await journey.open();
    expect((await visit(site.page, `${base}${path}?lng=vi`))?.status()).toBe(200);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Đo loãng xương');
    expect(await site.page.getByText('phụ nữ sau mãn kinh').count()).toBeGreaterThan(0);
    await visit(site.page, `${base}${path}?lng=en`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Bone density scan');
    await visit(site.page, `${base}/bang-gia-dich-vu?lng=en`);
    expect(await site.page.getByRole('row', { name: /Bone density scan/ }).textContent()).toMatch(/150\.000\s₫/);
    await visit(site.page, `${base}/bang-gia-dich-vu?lng=vi`);
    expect(await site.page.getByRole('row', { name: /Đo loãng xương/ }).count()).toBe(1);

    await unpublish(page, 'Đã lưu dịch vụ Đo loãng xương.');
    expect((await site.page.goto(`${base}${path}`))?.status()).toBe(404);
    await visit(site.page, `${base}/bang-gia-dich-vu?lng=vi`);
    expect(await site.page.getByRole('row', { name: /Đo loãng xương/ }).count()).toBe(0);
    await site.context.close();
    await context.close();
  });
});

describe('service group editor', () => {
  it('writes a group in vi and en; the services page and its own page show it in both languages, and no more once unpublished', async () => {
    const base = journey.server.url;
    const { context, page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${base}/admin/dich-vu/them-moi`);
    await page.getByLabel('Tên nhóm', { exact: true }).fill('Phục hồi chức năng');
    await page.getByLabel('Tóm tắt', { exact: true }).fill('Vật lý trị liệu sau chấn thương và sau mổ.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Tên nhóm – tiếng Anh').fill('Rehabilitation');
    await page.getByLabel('Tóm tắt – tiếng Anh').fill('Physiotherapy after injuries and operations.');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/dich-vu\/[0-9a-f-]{36}$/);
    const id = page.url().split('/').at(-1)!;
    const path = `/dich-vu/${id}-phuc-hoi-chuc-nang`;

    const site = await journey.open();
    const listed = async (lang: 'vi' | 'en', name: string) => {
      await visit(site.page, `${base}/dich-vu?lng=${lang}`);
      return site.page.getByRole('link', { name, exact: true }).count();
    };
    expect(await listed('vi', 'Phục hồi chức năng')).toBeGreaterThan(0);
    expect(await listed('en', 'Rehabilitation')).toBeGreaterThan(0);
    expect((await visit(site.page, `${base}${path}?lng=vi`))?.status()).toBe(200);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Phục hồi chức năng');
    await visit(site.page, `${base}${path}?lng=en`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).textContent()).toBe('Rehabilitation');

    await unpublish(page, 'Đã lưu nhóm Phục hồi chức năng.');
    expect(await listed('vi', 'Phục hồi chức năng')).toBe(0);
    expect((await site.page.goto(`${base}${path}`))?.status()).toBe(404);
    await site.context.close();
    await context.close();
  });
});
