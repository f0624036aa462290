// Takes full-page screenshots of a running server at phone and desktop widths, in vi and en,
// for looking at what we build: node --import tsx e2e/tools/screenshots.ts http://localhost:3000 [path…]
import { chromium } from 'playwright-core';
import { mkdir } from 'node:fs/promises';
import { chromiumPath, chromiumArgs } from '../support/browser';

const [base = 'http://localhost:3000', ...pagePaths] = process.argv.slice(2);
const out = 'e2e/screenshots';
await mkdir(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
for (const lang of ['vi', 'en']) {
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    await context.addCookies([{ name: 'i18nextLng', value: lang, url: base }]);
    const page = await context.newPage();
    for (const pagePath of pagePaths.length ? pagePaths : ['/']) {
      await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
      const name = `${out}/${pagePath.replace(/\W+/g, '_') || 'home'}-${lang}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
    }
    await context.close();
  }
}
await browser.close();
