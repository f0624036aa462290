// Journey through the member promotion: a visitor sees the slots left in the footer, registers with consent and an
// address on the 2025 units, gets a code on the thanks and the footer's count drops by one; the clinic's manager finds
// the registrant in /admin/dang-ky-thanh-vien and marks the code used.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** The footer's count ("Còn 50/50 suất ưu đãi"), once the browser has asked for it. */
async function slotsLeft(page: Page): Promise<number> {
  const slots = page.getByTestId('promo-slots');
  await slots.scrollIntoViewIfNeeded();
  await expect.poll(() => slots.innerText(), { timeout: 30_000 }).toMatch(/Còn \d+\/\d+ suất ưu đãi/);
  return Number(/Còn (\d+)\//.exec(await slots.innerText())![1]);
}

describe('the first-N member promotion', () => {
  it('gives a registrant a code on the thanks, the footer counts one slot less, staff mark it used', async () => {
    const { context, page } = await journey.open({ lang: 'vi' });
    await visit(page, `${journey.server.url}/dang-ky-thanh-vien`);
    const before = await slotsLeft(page);
    expect(before).toBeGreaterThan(0);

    const form = page.getByTestId('intake-form');
    await form.getByLabel('Họ và tên').fill('Võ Thị Mai');
    await form.getByLabel('Số điện thoại').fill('0905 111 222');
    await form.getByLabel('Email').fill('mai.vo@example.vn');
    const province = form.getByRole('combobox', { name: 'Tỉnh/thành phố' });
    await expect.poll(() => province.locator('option').count()).toBeGreaterThan(1);
    await province.selectOption({ label: 'Thành phố Hồ Chí Minh' });
    const commune = form.getByRole('combobox', { name: 'Xã/phường/đặc khu' });
    await expect.poll(() => commune.locator('option').count()).toBeGreaterThan(1);
    await commune.selectOption({ label: 'Phường Sài Gòn' });
    await form.getByLabel(/Số nhà, đường/).fill('12 Lê Lợi');
    await form.getByLabel(/Tôi đồng ý/).check();
    await form.getByRole('button', { name: 'Đăng ký thành viên' }).click();

    const code = page.getByTestId('promotion-code');
    await expect.poll(() => code.count(), { timeout: 30_000 }).toBe(1);
    const given = /KM-[A-Z0-9]{6}/.exec(await code.innerText())![0];
    // The count is asked again after the registration: one slot less, without reloading.
    await expect.poll(() => slotsLeft(page)).toBe(before - 1);
    await context.close();

    // The owner finds her by name without diacritics, opens the registration and marks the code used.
    const owner = await journey.open();
    await journey.signIn(owner.page, 'admin', PASSWORD);
    await owner.page.goto(`${journey.server.url}/admin/dang-ky-thanh-vien?q=vo%20thi%20mai`);
    const row = owner.page.locator('tr', { hasText: given });
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    await row.getByRole('link', { name: 'Võ Thị Mai' }).click();
    await owner.page.getByRole('button', { name: /Đánh dấu mã đã dùng/ }).click();
    await owner.page.getByRole('button', { name: 'Có' }).click();
    await expect.poll(() => owner.page.getByText(`Đã đánh dấu mã ${given} là đã dùng.`).count()).toBe(1);
    await expect.poll(() => owner.page.getByText('Đã dùng', { exact: true }).count()).toBeGreaterThan(0);
    await owner.context.close();
  });
});
