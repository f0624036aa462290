// The front desk's day starts: a walk-in is registered and checked in from /admin/tiep-nhan and gets number 1 in the
// first room; the receptionist calls the next number, and the waiting-room display open on another screen shows 1
// as called there, live, without the patient's name. Enter in the birth date moves on instead of checking in half a
// form, and the queue's "Sửa" sets the reason reception skipped.
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });
const WALK_IN = 'Hoàng Thị Thu Trang';
/** Where the journey leaves its screenshots for people to look at (not compared by the test). */
const SHOTS = process.env.E2E_SHOTS ?? tmpdir();

describe('reception', () => {
  it('checks a walk-in in as number 1, calls them, and the waiting-room display shows it', async () => {
    const { context, page: desk } = await journey.open();
    await journey.signIn(desk, 'admin', PASSWORD);
    const display = await context.newPage();
    await display.goto(`${journey.server.url}/admin/tiep-nhan/man-hinh`);
    await display.getByText('Mời bệnh nhân vào khám').first().waitFor();

    await desk.goto(`${journey.server.url}/admin/tiep-nhan`);
    await desk.getByText('Bệnh nhân mới').click();
    await desk.getByLabel('Họ tên').fill(WALK_IN);
    await desk.getByLabel('Số điện thoại').fill('0907 123 456');
    // Enter in the birth date goes on to the next field: nobody is checked in before the doctor, reason and services.
    await desk.getByLabel('Ngày sinh').fill('10/05/1990');
    await desk.getByLabel('Ngày sinh').press('Enter');
    await expect.poll(() => desk.evaluate(() => document.activeElement?.id ?? '')).not.toBe('benhnhan_ngaysinh');
    expect(await desk.getByText(`Đã tiếp nhận ${WALK_IN} vào`).count()).toBe(0);
    await desk.screenshot({ path: `${SHOTS}/reception-enter-1280.png`, fullPage: true });
    await desk.setViewportSize({ width: 375, height: 812 });
    await desk.screenshot({ path: `${SHOTS}/reception-enter-375.png`, fullPage: true });
    await desk.setViewportSize({ width: 1280, height: 800 });
    await desk.getByRole('button', { name: 'Tiếp nhận và cấp số' }).click();
    await desk.getByText(`Đã tiếp nhận ${WALK_IN} vào`).waitFor();
    const queue = desk.getByRole('list', { name: 'Hàng đợi' });
    await queue.getByText(WALK_IN).waitFor();
    expect(await queue.locator('li').first().locator('span').first().textContent()).toBe('1');

    // The reason skipped at check-in is set from the queue before the doctor opens the visit.
    await desk.getByRole('button', { name: `Sửa lượt khám số 1: ${WALK_IN}` }).click();
    const editor = desk.getByRole('dialog');
    await editor.getByLabel('Lý do khám').fill('Sốt hai ngày');
    await editor.getByRole('button', { name: 'Lưu bác sĩ, lý do, dịch vụ' }).click();
    await queue.getByText(/Sốt hai ngày/).waitFor({ timeout: 15_000 });

    await desk.getByRole('button', { name: 'Gọi số tiếp theo (1)' }).click();
    await queue.getByText('Đang gọi').waitFor();

    // The display heard the call through the events stream: number 1 called in the first room, and no name.
    await display.locator('[data-testid^="calling-"]', { hasText: /^1$/ }).waitFor({ timeout: 15_000 });
    expect(await display.getByText(WALK_IN).count()).toBe(0);
    await context.close();
  });
});
