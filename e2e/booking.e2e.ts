// Journeys through the request modal: booking and consultation, in Vietnamese and English, down to
// the rows the server keeps after it has been stopped.
import { CONSENT_VERSION } from '@phongkham/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

const requestsSent = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/yeucau')) sent.push(request.postData() ?? '');
  });
  return sent;
};

describe('request modal', () => {
  it('books an examination in Vietnamese', async () => {
    const { context, page } = await journey.open({ width: 375 });
    const sent = requestsSent(page);
    await visit(page, `${journey.server.url}/`);
    await page.locator('[data-action="book"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').innerText()).toBe('Đặt lịch khám');
    expect(await dialog.locator('form').getAttribute('data-request-type')).toBe('DAT_LICH_HEN');
    expect(await dialog.getByLabel('Họ và tên').getAttribute('placeholder')).toBe('Nhập họ và tên');

    // An invalid form shows its errors and sends nothing.
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allInnerTexts())
      .toEqual([
        'Vui lòng nhập họ tên',
        'Số điện thoại không được để trống',
        'Vui lòng đồng ý với chính sách bảo mật để tiếp tục',
      ]);
    expect(sent).toEqual([]);

    await dialog.getByLabel('Họ và tên').fill('Nguyễn Văn An');
    await dialog.getByLabel('Số điện thoại').fill('0912 345 678');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    const toast = page.locator('[data-kind="success"]');
    await expect.poll(() => toast.innerText()).toContain('Gửi thành công');
    expect(await toast.innerText()).toContain('sẽ liên hệ với bạn trong thời gian sớm nhất');
    expect(await dialog.count()).toBe(0);
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('asks for a consultation with the phone typed in the footer box', async () => {
    const { context, page } = await journey.open();
    await visit(page, `${journey.server.url}/`);
    await page.locator('#consult-phone').fill('0987654321');
    await page.locator('[data-action="consult"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').innerText()).toBe('Đăng ký tư vấn');
    expect(await dialog.locator('form').getAttribute('data-request-type')).toBe('HO_TRO_TU_VAN');
    expect(await dialog.getByLabel('Số điện thoại').inputValue()).toBe('0987654321');

    // A click on the mask closes the modal; opening it again starts from a clean form.
    await dialog.getByLabel('Họ và tên').fill('Bị bỏ dở');
    await page.getByTestId('dialog-mask').click({ position: { x: 5, y: 5 } });
    expect(await dialog.count()).toBe(0);
    await page.locator('[data-action="consult"]').click();
    expect(await dialog.getByLabel('Họ và tên').inputValue()).toBe('');

    // Escape closes too, and focus returns to the button that opened it.
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-action'))).toBe('consult');

    await page.locator('[data-action="consult"]').click();
    await dialog.getByLabel('Họ và tên').fill('Trần Thị Bình');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect.poll(() => page.locator('[data-kind="success"]').innerText()).toContain('Gửi thành công');
    await context.close();
  });

  it('books an examination in English', async () => {
    const { context, page } = await journey.open({ lang: 'en' });
    await visit(page, `${journey.server.url}/`);
    await page.locator('[data-action="book"]').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.locator('h2').innerText()).toBe('Book an examination');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').allInnerTexts())
      .toEqual([
        'Please enter your full name',
        'Phone number must not be empty',
        'Please agree to the privacy policy to continue',
      ]);
    await dialog.getByLabel('Full name').fill('Lê Minh Châu');
    await dialog.getByLabel('Phone number').fill('+84 903 123 456');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    const toast = page.locator('[data-kind="success"]');
    await expect.poll(() => toast.innerText()).toContain('Sent successfully');
    expect(await toast.innerText()).toContain('will contact you as soon as possible');
    await context.close();
  });

  it('kept every request once the server has stopped', async () => {
    await journey.server.stop();
    const rows = await queryStoppedDatabase<{
      loaiyeucau: string;
      hoten: string;
      dienthoai: string;
      trangthai: string;
      dongy_phienban: string | null;
    }>(
      journey.server.dataDir,
      'select loaiyeucau, hoten, dienthoai, trangthai, dongy_phienban from yeucau order by "createdAt"',
    );
    // Each with the consent the modal asked for.
    const consent = { trangthai: 'MOI', dongy_phienban: CONSENT_VERSION };
    expect(rows).toEqual([
      { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Nguyễn Văn An', dienthoai: '0912345678', ...consent },
      { loaiyeucau: 'HO_TRO_TU_VAN', hoten: 'Trần Thị Bình', dienthoai: '0987654321', ...consent },
      { loaiyeucau: 'DAT_LICH_HEN', hoten: 'Lê Minh Châu', dienthoai: '0903123456', ...consent },
    ]);
  });
});
