// Takes full-page screenshots of a running server at phone and desktop widths, in vi and en,
// for looking at what we build: node --import tsx e2e/tools/screenshots.ts http://localhost:3000 [path…]
// (SLICE=1 adds screen-high slices of each page).
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
      // Lazy pictures load only near the viewport: walk down the page first, then back to the top.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Blocks with content-visibility: auto are painted only near the viewport, so a full-page capture would
      // show them empty: paint them all for the picture.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('body *')) {
          if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
        }
      });
      const name = `${out}/${pagePath.replace(/\W+/g, '_') || 'home'}-${lang}-${width}.png`;
      await page.screenshot({ path: name, fullPage: true });
      console.log(name);
      // SLICE=1: also the page in screen-high slices, readable where a tall picture gets scaled down.
      if (process.env.SLICE) {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const slice = width < 768 ? 1200 : 1600;
        for (let y = 0, n = 1; y < height; y += slice, n++) {
          const path = name.replace(/\.png$/, `.${n}.png`);
          await page.screenshot({
            path,
            fullPage: true,
            clip: { x: 0, y, width, height: Math.min(slice, height - y) },
          });
          console.log(path);
        }
      }
    }
    await context.close();
  }
}
await browser.close();
