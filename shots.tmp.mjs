import { chromium } from 'playwright-core';
const base = 'http://localhost:3103';
const ids = JSON.parse(process.argv[2]);
const out = '/tmp/shots-issue16-lab';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
for (const lang of ['vi', 'en']) {
  for (const width of [1280, 375]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'i18nextLng', value: lang, url: base }]);
    const page = await context.newPage();
    await page.goto(`${base}/admin`);
    await page.locator('input:not([type=radio]):not([type=password])').first().fill('admin');
    await page.locator('input[type=password]').fill('matkhau123');
    await page.keyboard.press('Enter');
    await page.waitForTimeout(2500);
    const shot = async (path, name, wait = 2500) => {
      await page.goto(`${base}/admin${path}`);
      await page.waitForTimeout(wait);
      await page.screenshot({ path: `${out}/${name}-${lang}-${width}.png`, fullPage: true });
    };
    await shot('/xet-nghiem', 'lab-list');
    await shot(`/xet-nghiem/${ids.lab}`, 'lab-record');
    await shot(`/xet-nghiem/${ids.cbc}`, 'lab-entry');
    await shot(`/chan-doan-hinh-anh/${ids.scan}`, 'imaging-record');
    await shot('/danh-muc-xet-nghiem', 'catalogue-list');
    if (width === 1280) {
      await page.goto(`${base}/admin/xet-nghiem/${ids.lab}`);
      await page.waitForTimeout(2000);
      await page.getByText(lang === 'vi' ? 'In phiếu kết quả' : 'Print result sheet').click();
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${out}/lab-sheet-${lang}-${width}.png`, fullPage: true });
      await page.goto(`${base}/admin/danh-muc-xet-nghiem`);
      await page.waitForTimeout(2000);
      await page.getByText('WBC', { exact: true }).first().click();
      await page.waitForTimeout(2000);
      await page.screenshot({ path: `${out}/catalogue-record-${lang}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
}
await browser.close();
