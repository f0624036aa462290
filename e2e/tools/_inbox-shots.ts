import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../support/browser';
const port = 3977;
const base = `http://127.0.0.1:${port}`;
const dir = await mkdtemp(path.join(os.tmpdir(), 'inbox-shots-'));
const child = spawn(process.execPath, ['scripts/start.mjs'], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, LOG_LEVEL: 'warn', NODE_ENV: 'production', DATABASE_URL: '', PUBLIC_URL: base, ADMIN_PASSWORD: 'matkhau-shots-1' } });
for (let i = 0; ; i++) { try { const h = await fetch(`${base}/api/health`); if (i % 20 === 0) console.log('health', h.status); if (h.ok) break; } catch (e) { if (i % 20 === 0) console.log('health err', String(e)); } await new Promise((r) => setTimeout(r, 300)); }
console.log('up');
const people = [['Nguyễn Thị Lan', '0912345671', 'DAT_LICH_HEN'], ['Trần Văn Bình', '0987654322', 'HO_TRO_TU_VAN'], ['Lê Hoàng Minh Châu', '0903123453', 'DAT_LICH_HEN'], ['Phạm Thu Hà', '0938111224', 'HO_TRO_TU_VAN']];
const doctors = ((await (await fetch(`${base}/api/bacsi?limit=1`)).json()) as { data: { docs: { _id: string }[] } }).data.docs;
let n = 0;
const ids: string[] = [];
for (const [hoten, dienthoai, loaiyeucau] of people) {
  n += 1;
  const r = await fetch(`${base}/api/yeucau`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hoten, dienthoai, loaiyeucau, ...(n % 2 === 1 ? { dongy: true } : {}), ...(n === 1 ? { bacsi_id: doctors[0]!._id } : {}) }) });
  const answer = (await r.json()) as { data: { _id: string } };
  if (!answer.data) { console.log('post failed', r.status, JSON.stringify(answer)); child.kill(); process.exit(1); }
  ids.push(answer.data._id);
}
const login = await fetch(`${base}/api/nhanvien/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ taikhoan: 'admin', matkhau: 'matkhau-shots-1' }) });
const token = ((await login.json()) as { data: { token: string } }).data.token;
const call = (p: string, method: string, body: unknown) => fetch(`${base}${p}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
await call(`/api/yeucau/${ids[1]}/trangthai`, 'POST', { trangthai: 'DA_LIEN_HE', ghichu: 'Khách muốn tư vấn về sỏi thận' });
await call(`/api/yeucau/${ids[0]}/trangthai`, 'POST', { trangthai: 'KHONG_LIEN_LAC', ghichu: 'Thuê bao không liên lạc được', lienhetiep: new Date(Date.now() + 7200_000).toISOString() });
// A repeat folded into the first.
await fetch(`${base}/api/yeucau`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ hoten: 'Nguyễn Thị Lan', dienthoai: '0912345671', loaiyeucau: 'HO_TRO_TU_VAN' }) });
console.log('seeded');
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const lang of ['vi', 'en']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addCookies([{ name: 'i18nextLng', value: lang, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin/dang-nhap`);
    await page.locator('#taikhoan, input[autocomplete="username"]').first().fill('admin');
    await page.locator('input[type="password"]').first().fill('matkhau-shots-1');
    await page.locator('button[type="submit"]').first().click();
    await page.waitForURL(/\/admin\/?$/);
    console.log('signed in', lang, width);
    await page.goto(`${base}/admin/yeu-cau`);
    await page.getByText('Lê Hoàng Minh Châu').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/inbox-shots/list-${lang}-${width}.png`, fullPage: true });
    await page.goto(`${base}/admin/yeu-cau/${ids[0]}`);
    await page.locator('.ant-timeline').first().waitFor();
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/inbox-shots/record-${lang}-${width}.png`, fullPage: true });
    if (width === 1280) {
      await page.locator('header button[aria-label^="' + (lang === 'vi' ? 'Thông báo' : 'Notifications') + '"]').click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/inbox-shots/bell-${lang}-${width}.png` });
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: lang === 'vi' ? 'Không liên lạc được' : 'Could not reach' }).click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: `/tmp/inbox-shots/move-${lang}-${width}.png` });
    }
    await context.close();
  }
}
await browser.close();
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
console.log('done');
