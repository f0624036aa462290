// Journey through the clinics editor and the address catalogue, in Vietnamese: a new clinic's address is picked
// through the province (typed without diacritics), then one of its communes, then the street line; saved, it
// reads back the same after a reload and in the list as a whole address. On /admin/dia-chi an address written
// the old way is looked up to the ward it became.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** Types into the Ant Design select labelled `label` and picks the option that appears. */
async function pick(page: Page, label: string, typed: string, option: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(typed);
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

/** The option a select shows as chosen (its title). */
const chosen = (page: Page, label: string) =>
  page
    .locator('.ant-select-content')
    .filter({ has: page.getByLabel(label, { exact: true }) })
    .getAttribute('title', { timeout: 2000 })
    .catch(() => null);

describe('addresses and clinics', () => {
  it('saves a clinic whose address was picked by province and commune, and shows it back after a reload', async () => {
    const { page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/quan-ly-phong-kham/them-moi`);
    await page.getByLabel('Tên phòng khám', { exact: true }).fill('Phòng khám Ba Đình');
    // The commune waits for its province.
    await expect.poll(() => page.getByLabel('Xã/phường/đặc khu', { exact: true }).isDisabled()).toBe(true);
    await pick(page, 'Tỉnh/thành phố', 'ha noi', 'Thành phố Hà Nội');
    await pick(page, 'Xã/phường/đặc khu', 'ba dinh', 'Phường Ba Đình');
    await page.getByLabel('Số nhà, đường, thôn/ấp', { exact: true }).fill('5 Phan Đình Phùng');
    await page.getByLabel('Điện thoại', { exact: true }).fill('024 3823 0000');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/quan-ly-phong-kham\/[0-9a-f-]{36}$/);

    await page.reload();
    await expect.poll(() => chosen(page, 'Xã/phường/đặc khu')).toBe('Phường Ba Đình');
    expect(await chosen(page, 'Tỉnh/thành phố')).toBe('Thành phố Hà Nội');
    expect(await page.getByLabel('Số nhà, đường, thôn/ấp', { exact: true }).inputValue()).toBe('5 Phan Đình Phùng');

    await page.goto(`${journey.server.url}/admin/quan-ly-phong-kham`);
    await page.getByText('5 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội').waitFor();
  });

  it('looks up an old address on /admin/dia-chi', async () => {
    const { page } = await journey.open();
    await journey.signIn(page, 'admin', PASSWORD);
    await page.goto(`${journey.server.url}/admin/dia-chi`);
    const box = page.getByLabel('Địa chỉ cũ', { exact: true });
    await box.fill('P. Bến Nghé, Q.1, TP.HCM');
    await box.press('Enter');
    const results = page.getByRole('region', { name: 'Kết quả tra cứu' });
    await results.getByText('Phường Sài Gòn').waitFor();
    expect(await results.textContent()).toContain('Phường Bến Nghé (26740)');
  });
});
