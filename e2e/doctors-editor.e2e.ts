// Journey through the doctors editor: an editor holding only the /bac-si grants gives a staff account a doctor
// profile in vi and en with its weekly hours (a clash on one day refused first); the site lists the doctor and
// shows the credentials and the week in both languages; "Đặt lịch khám" on the page opens the online booking with the
// doctor chosen, and the appointment booked there is the doctor's in the stopped server's database; unpublishing takes
// the doctor off the site.
import { clinicDay } from '@phongkham/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

/** Picks an option of the Ant Design select labelled `label`. */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-item-option:visible').filter({ hasText: option }).first().click();
}

/** Types a time into the picker labelled `label` and commits it. */
async function setTime(page: Page, label: string, time: string) {
  const input = page.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(time);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe(time);
}

/** The rows of the doctor page's week: the day, then its sessions (or what an empty day says). */
const weekRows = (page: Page) =>
  page.locator('table tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const sessions = [...row.querySelectorAll('li')].map((item) => item.textContent!.trim());
      const day = row.querySelector('th')!.textContent!.trim();
      return [day, ...(sessions.length ? sessions : [row.querySelector('td')!.textContent!.trim()])];
    }),
  );

const NAME = 'Phan Thị Thu Trang';
let doctorId = '';
let doctorPath = '';

describe('doctors editor', () => {
  it('gives a staff account a profile in vi and en with its week; the site shows it in both languages', async () => {
    const owner = await journey.open();
    await journey.signIn(owner.page, 'admin', PASSWORD);
    const base = journey.server.url;
    const api = owner.context.request;
    // An editor of doctors only, and the account the new doctor signs in with.
    const entry = { url: '/bac-si', view: true, create: true, update: true, delete: false, actions: [] };
    const role = await api.post(`${base}/api/vaitro`, {
      data: { ma: 'BIEN_TAP_BS', ten: 'Biên tập bác sĩ', menu: [entry] },
    });
    expect(role.status()).toBe(201);
    const roles = (await (await api.get(`${base}/api/vaitro?limit=0`)).json()).data.docs as {
      _id: string;
      ma: string;
    }[];
    for (const [taikhoan, hoten, vaitro_id] of [
      ['bientap.bs', 'Lê Biên Tập', (await role.json()).data._id],
      ['bs.thutrang', NAME, roles.find((r) => r.ma === 'BACSY')!._id],
    ]) {
      const account = await api.post(`${base}/api/nhanvien`, {
        data: { taikhoan, matkhau: 'matkhau-2026', hoten, vaitro_id },
      });
      expect(account.status()).toBe(201);
    }

    const { context, page } = await journey.open();
    await journey.signIn(page, 'bientap.bs', 'matkhau-2026');
    await page.goto(`${base}/admin/bac-si/them-moi`);
    await choose(page, 'Tài khoản nhân viên', `${NAME} (bs.thutrang)`);
    await page.getByLabel('Học hàm, học vị', { exact: true }).fill('ThS.BS');
    await page.getByLabel('Chuyên khoa', { exact: true }).fill('Nội tiết');
    await page.getByLabel('Giới thiệu ngắn', { exact: true }).fill('Điều trị đái tháo đường và bệnh tuyến giáp.');
    await page.getByRole('tab', { name: 'Tiếng Anh' }).click();
    await page.getByLabel('Học hàm, học vị – tiếng Anh').fill('MSc, MD');
    await page.getByLabel('Chuyên khoa – tiếng Anh').fill('Endocrinology');
    await page.getByLabel('Số năm kinh nghiệm', { exact: true }).fill('11');
    await page.getByLabel('Số chứng chỉ hành nghề', { exact: true }).fill('006021/HCM-CCHN');

    // Monday and Tuesday mornings, then a third session moved onto Monday morning: refused before sending.
    for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Thêm buổi' }).click();
    await page.getByLabel('Ghi chú – buổi 1', { exact: true }).fill('Phòng khám số 2');
    await page.getByLabel('Ghi chú – tiếng Anh – buổi 1', { exact: true }).fill('Room 2');
    await choose(page, 'Thứ – buổi 3', 'Thứ Hai');
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await expect
      .poll(() => page.getByText('Buổi 3 (Thứ Hai): Buổi này trùng giờ với một buổi khác trong cùng ngày').count())
      .toBe(1);
    expect(page.url()).toMatch(/\/them-moi$/);
    // Monday afternoon instead.
    await setTime(page, 'Kết thúc – buổi 3', '17:00');
    await setTime(page, 'Bắt đầu – buổi 3', '13:30');
    await expect.poll(() => page.getByText(/^Buổi 3 \(Thứ Hai\)/).count()).toBe(0);
    await page.getByRole('button', { name: 'Thêm mới', exact: true }).click();
    await page.waitForURL(/\/admin\/bac-si\/[0-9a-f-]{36}$/);
    doctorId = page.url().split('/').pop()!;

    // The site: the list, then the page in vi with the credentials and the week.
    const site = await journey.open({ width: 375 });
    await visit(site.page, `${base}/bac-si`);
    const link = site.page.getByRole('link', { name: `ThS.BS ${NAME}` }).first();
    await expect.poll(() => link.count()).toBeGreaterThan(0);
    doctorPath = (await link.getAttribute('href'))!;
    expect(doctorPath).toBe(`/bac-si/${doctorId}-phan-thi-thu-trang`);
    await visit(site.page, `${base}${doctorPath}`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).innerText()).toBe(`ThS.BS ${NAME}`);
    await expect.poll(() => site.page.getByText('006021/HCM-CCHN').count()).toBe(1);
    expect(await site.page.getByText('11 năm', { exact: true }).count()).toBe(1);
    expect(await weekRows(site.page)).toEqual([
      ['Thứ Hai', '08:00 – 11:30 (Phòng khám số 2)', '13:30 – 17:00'],
      ['Thứ Ba', '08:00 – 11:30'],
      ['Thứ Tư', 'Nghỉ'],
      ['Thứ Năm', 'Nghỉ'],
      ['Thứ Sáu', 'Nghỉ'],
      ['Thứ Bảy', 'Nghỉ'],
      ['Chủ nhật', 'Nghỉ'],
    ]);

    // In English: the English title after the name, the English specialty, days and notes.
    await visit(site.page, `${base}${doctorPath}?lng=en`);
    await expect.poll(() => site.page.getByRole('heading', { level: 1 }).innerText()).toBe(`${NAME}, MSc, MD`);
    expect(await site.page.getByText('Endocrinology').count()).toBeGreaterThan(0);
    const english = await weekRows(site.page);
    expect(english[0]).toEqual(['Monday', '08:00 – 11:30 (Room 2)', '13:30 – 17:00']);
    expect(english[6]).toEqual(['Sunday', 'Off']);

    // The editor changes the week: Tuesday goes, the record page shows what was saved.
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: /Xóa buổi/ }).count()).toBe(3);
    const tuesday = page.getByRole('button', { name: 'Xóa buổi 3' });
    await tuesday.click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText(`Đã lưu hồ sơ bác sĩ ${NAME}.`).count()).toBeGreaterThan(0);
    await visit(site.page, `${base}${doctorPath}?lng=vi`);
    await expect.poll(async () => (await weekRows(site.page))[1]).toEqual(['Thứ Ba', 'Nghỉ']);
    await site.context.close();
    await context.close();
    await owner.context.close();
  });

  it('books from the doctor’s page: its button opens the online booking with the doctor chosen', async () => {
    const { context, page } = await journey.open();
    await visit(page, `${journey.server.url}${doctorPath}`);
    await page.getByRole('link', { name: 'Đặt lịch khám' }).click();
    await page.waitForURL(/\/dat-lich\?bacsi=/);
    await expect.poll(() => page.getByLabel('Bác sĩ').inputValue()).toBe(doctorId);
    // The next Monday, the day the doctor's week keeps two sessions on.
    const today = new Date(`${clinicDay()}T12:00:00+07:00`);
    const monday = clinicDay(new Date(today.getTime() + ((8 - today.getUTCDay()) % 7 || 7) * 86_400_000));
    await page.getByLabel('Ngày khám').fill(monday);
    await page.getByRole('group', { name: 'Giờ khám' }).getByRole('button').first().click();
    await page.getByLabel('Họ và tên', { exact: true }).fill('Đỗ Thị Hạnh');
    await page.getByLabel('Số điện thoại', { exact: true }).fill('0903 456 789');
    await page.getByRole('checkbox').check();
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/lichhen'));
    await page.getByRole('button', { name: 'Đặt lịch', exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    await expect.poll(() => page.getByRole('status').innerText()).toContain(`ThS.BS ${NAME}`);
    await context.close();
  });

  it('takes an unpublished doctor off the list and the page', async () => {
    const { context, page } = await journey.open();
    await journey.signIn(page, 'bientap.bs', 'matkhau-2026');
    const base = journey.server.url;
    await page.goto(`${base}/admin/bac-si/${doctorId}`);
    // The record is on screen once its week is: the two Monday sessions left after the first journey.
    await expect.poll(() => page.getByRole('button', { name: /Xóa buổi/ }).count()).toBe(2);
    const shown = page.getByRole('switch', { name: 'Hiển thị trên website' });
    expect(await shown.getAttribute('aria-checked')).toBe('true');
    await shown.click();
    await expect.poll(() => shown.getAttribute('aria-checked')).toBe('false');
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await expect.poll(() => page.getByText(`Đã lưu hồ sơ bác sĩ ${NAME}.`).count()).toBeGreaterThan(0);

    const site = await journey.open();
    await visit(site.page, `${base}/bac-si`);
    await expect.poll(() => site.page.getByRole('link', { name: /Đặng Ngọc Lan/ }).count()).toBeGreaterThan(0);
    expect(await site.page.getByRole('link', { name: new RegExp(NAME) }).count()).toBe(0);
    const gone = await site.page.goto(`${base}${doctorPath}`);
    expect(gone!.status()).toBe(404);
    await site.context.close();
    await context.close();

    // What the server kept once stopped: the appointment is the doctor's, booked from the site.
    await journey.server.stop();
    const rows = await queryStoppedDatabase<{ bacsi_id: string; nguon: string }>(
      journey.server.dataDir,
      `select bacsi_id, nguon from lichhen where hoten = 'Đỗ Thị Hạnh'`,
    );
    expect(rows).toEqual([{ bacsi_id: doctorId, nguon: 'WEB' }]);
  });
});
