// Journeys through the parts of the layout every public page shares: the footer's collapsible panels (open
// by default, minus when open and plus when closed, re-opened when the screen reaches medium width), the
// back-to-top button, the header at every width from 320 to 1280 px (every part shown, nothing wider than the
// screen, the news list and the phone menu closing on Escape and a click elsewhere), the request modal giving the
// keyboard back, the consultation box, the profile-review form's thanks and the not-found page's banner.
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

/** The toggle of the footer panel titled `title`, and what it says about itself. */
function panel(page: Page, title: string) {
  const toggle = page.locator('footer button[aria-controls]', { hasText: title });
  return {
    toggle,
    expanded: () => toggle.getAttribute('aria-expanded'),
    icon: () => toggle.locator('[data-icon]').getAttribute('data-icon'),
    /** The icon is the toggle's last child: at the end of the title. */
    iconIsLast: () => toggle.evaluate((button) => button.lastElementChild?.getAttribute('data-icon') ?? null),
    bodyVisible: async () => {
      const id = await toggle.getAttribute('aria-controls');
      return page.locator(`[id="${id}"]`).isVisible();
    },
  };
}

describe('the footer panels', () => {
  it('at 375 px: open by default, close and open again, and re-open when the screen reaches medium width', async () => {
    const { context, page } = await journey.open({ width: 375 });
    await visit(page, `${journey.server.url}/`);
    const company = panel(page, 'Thông tin công ty');
    await company.toggle.scrollIntoViewIfNeeded();
    expect(await company.expanded()).toBe('true');
    expect(await company.icon()).toBe('minus');
    expect(await company.iconIsLast()).toBe('minus');
    expect(await company.bodyVisible()).toBe(true);
    expect(await page.locator('footer').getByRole('link', { name: 'Tin tức', exact: true }).isVisible()).toBe(true);

    await company.toggle.click();
    await expect.poll(company.expanded).toBe('false');
    expect(await company.icon()).toBe('plus');
    expect(await company.bodyVisible()).toBe(false);
    // The other panel keeps its own state.
    expect(await panel(page, 'Hỗ trợ khách hàng').expanded()).toBe('true');

    await company.toggle.click();
    await expect.poll(company.expanded).toBe('true');
    expect(await company.icon()).toBe('minus');

    // Closed on a phone, then the screen grows to medium width (a rotated tablet): it opens again.
    await company.toggle.click();
    await expect.poll(company.expanded).toBe('false');
    await page.setViewportSize({ width: 800, height: 900 });
    await expect.poll(company.expanded).toBe('true');
    expect(await company.bodyVisible()).toBe(true);
    await context.close();
  });

  it('at 1280 px in English: open by default with the minus icon, and it still folds', async () => {
    const { context, page } = await journey.open({ width: 1280, lang: 'en' });
    await visit(page, `${journey.server.url}/`);
    for (const title of ['Company information', 'Customer support']) {
      const item = panel(page, title);
      expect(await item.expanded(), title).toBe('true');
      expect(await item.icon(), title).toBe('minus');
      expect(await item.bodyVisible(), title).toBe(true);
    }
    const support = panel(page, 'Customer support');
    await support.toggle.click();
    await expect.poll(support.expanded).toBe('false');
    expect(await support.icon()).toBe('plus');
    expect(await support.bodyVisible()).toBe(false);
    await context.close();
  });
});

describe('the back-to-top button', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px: hidden at the top, a 40 px square once scrolled down, and back to the top on click`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/tin-tuc`);
      const button = page.getByRole('button', { name: 'Lên đầu trang' });
      expect(await button.getAttribute('tabindex')).toBe('-1');

      // Scrolled again on every try: hydration's scroll-to-top (a new page starts at its top) may come after.
      await expect
        .poll(async () => {
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          return button.getAttribute('tabindex');
        })
        .toBe('0');
      await expect.poll(() => button.isVisible()).toBe(true);
      const box = await button.boundingBox();
      expect(box && [Math.round(box.width), Math.round(box.height)]).toEqual([40, 40]);

      await button.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect.poll(() => button.getAttribute('tabindex')).toBe('-1');
      await context.close();
    });
  }
});

const HEIGHT = 900;

/** Where a locator's box lies, to compare with the screen. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found, 'the element has a box').not.toBeNull();
  return found!;
}

/** Shown, and wholly inside the screen's width. */
async function expectWithinWidth(locator: Locator, width: number, what: string) {
  expect(await locator.isVisible(), `${what} is visible`).toBe(true);
  const { x, width: w } = await box(locator);
  expect(x, `${what} starts on the screen`).toBeGreaterThanOrEqual(0);
  expect(x + w, `${what} ends on the screen`).toBeLessThanOrEqual(width + 0.5);
}

/** What has the keyboard, as a short description. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const node = document.activeElement;
    return node
      ? `${node.tagName.toLowerCase()}${node.getAttribute('data-action') ? `[${node.getAttribute('data-action')}]` : ''}`
      : '';
  });

describe('the header', () => {
  const texts = {
    vi: { hours: '8h00 - 21h00', menu: 'Mở menu', news: 'Chuyên mục tin tức' },
    en: { hours: '8h00 - 21h00', menu: 'Open menu', news: 'News categories' },
  };

  for (const lang of ['vi', 'en'] as const) {
    for (const width of [320, 375, 768, 1200, 1280]) {
      it(`${lang} at ${width} px: logo, address, hours, hotline, social links and menu all on the screen`, async () => {
        const { context, page } = await journey.open({ lang, width });
        await visit(page, `${journey.server.url}/`);
        const header = page.locator('header').first();
        // Nothing in it wider than the screen (the menu button stuck out by 6.5 px at 320), nor in the page below it
        // (the contact panel's e-mail address widened the home page by 14 px at 320).
        expect(await header.evaluate((node) => node.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectWithinWidth(header.getByRole('link', { name: /Phòng khám Đa khoa An Tâm/ }).first(), width, 'logo');
        await expectWithinWidth(header.getByTestId('header-address'), width, 'address');
        expect(await header.getByTestId('header-address').innerText()).toContain('125 Nguyễn Văn Cừ');
        await expectWithinWidth(header.getByText(texts[lang].hours, { exact: true }), width, 'opening hours');
        const social = header.locator('a[data-social]');
        expect(await social.count()).toBe(2);
        for (const link of await social.all()) await expectWithinWidth(link, width, 'social link');
        await expectWithinWidth(header.getByRole('group', { name: /Ngôn ngữ|Language/ }), width, 'language switch');
        // Named by what it shows (axe: label-content-name-mismatch), whether the text shows or not.
        const hotline = header.getByRole('link', { name: 'Hotline 0909 115 115', exact: true });
        await expectWithinWidth(hotline, width, 'hotline');
        const seen = (await hotline.innerText()).replace(/\s+/g, ' ').trim().toLowerCase();
        expect('hotline 0909 115 115').toContain(seen);
        if (width < 768) {
          await expectWithinWidth(header.getByRole('button', { name: texts[lang].menu }), width, 'menu button');
        } else {
          expect(await header.getByRole('button', { name: texts[lang].menu }).isVisible()).toBe(false);
          await expectWithinWidth(
            header.getByRole('navigation').getByRole('link', { name: /Liên hệ|Contact/ }),
            width,
            'menu',
          );
        }
        await context.close();
      });
    }
  }

  for (const width of [768, 1200, 1280]) {
    it(`at ${width} px the news list closes on a click elsewhere and on Escape, giving the keyboard back`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/gioi-thieu`);
      const toggle = page.getByRole('button', { name: 'Chuyên mục tin tức' });
      const list = page.locator('#news-categories-menu');
      await toggle.click();
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      expect(await list.isVisible()).toBe(true);
      // A click on the page, away from the menu (the open list covers the banner's heading).
      await page.mouse.click(width - 8, 640);
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      expect(await list.isVisible()).toBe(false);

      await toggle.click();
      expect(await list.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#news-categories-menu') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
      // The mouse is still over the item: the list stays closed all the same.
      expect(await list.isVisible()).toBe(false);
      expect(await toggle.evaluate((button) => button === document.activeElement)).toBe(true);
      await context.close();
    });
  }

  for (const width of [320, 375]) {
    it(`at ${width} px the phone menu closes on Escape and gives the keyboard back to its button`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/`);
      const button = page.getByRole('button', { name: 'Mở menu' });
      await button.click();
      const menu = page.locator('#site-menu');
      expect(await menu.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#site-menu') !== null)).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => menu.isVisible()).toBe(false);
      const closed = page.getByRole('button', { name: 'Mở menu' });
      expect(await closed.getAttribute('aria-expanded')).toBe('false');
      expect(await closed.evaluate((node) => node === document.activeElement)).toBe(true);
      await context.close();
    });
  }
});

describe('the request modal', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px gives the keyboard back to the button that opened it after a click on the mask`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/`);
      const book = page.locator('footer button[data-action="book"]');
      await book.scrollIntoViewIfNeeded();
      await book.click();
      await page.getByRole('dialog').waitFor();
      // The mask's corner, outside the dialog.
      await page.mouse.click(4, 4);
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(() => focused(page)).toBe('button[book]');
      await page.keyboard.press('Enter');
      await page.getByRole('dialog').waitFor();
      await context.close();
    });
  }
});

describe('the consultation box', () => {
  for (const lang of ['vi', 'en'] as const) {
    for (const width of [320, 375]) {
      it(`${lang} at ${width} px shows its whole placeholder`, async () => {
        const { context, page } = await journey.open({ lang, width });
        await visit(page, `${journey.server.url}/`);
        const input = page.locator('#consult-phone');
        await input.scrollIntoViewIfNeeded();
        const fit = await input.evaluate((field: HTMLInputElement) => {
          const style = getComputedStyle(field);
          const context2d = document.createElement('canvas').getContext('2d')!;
          context2d.font = style.font;
          const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return { text: context2d.measureText(field.placeholder).width, room };
        });
        expect(fit.text).toBeLessThanOrEqual(fit.room);
        await expectWithinWidth(page.locator('footer button[data-action="consult"]'), width, 'register button');
        await context.close();
      });
    }
  }

  it('empties the phone after a successful send', async () => {
    const { context, page } = await journey.open({ width: 375 });
    await visit(page, `${journey.server.url}/`);
    const input = page.locator('#consult-phone');
    await input.fill('0912 345 678');
    await page.locator('footer button[data-action="consult"]').click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(/Số điện thoại/).inputValue()).toBe('0912 345 678');
    await dialog.getByLabel(/Họ và tên/).fill('Nguyễn Thị Hoa');
    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: 'Gửi yêu cầu' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await input.inputValue()).toBe('');
    await context.close();
  });
});

describe('the profile-review form', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px brings its thanks into view and gives it the keyboard after a send`, async () => {
      const { context, page } = await journey.open({ width });
      await visit(page, `${journey.server.url}/xet-duyet-ho-so`);
      const form = page.getByTestId('intake-form');
      await form.getByLabel(/Họ và tên người gửi/).fill('Trần Văn Nam');
      await form.getByLabel(/Số điện thoại/).fill('0912 345 678');
      await form.getByLabel(/Họ và tên người bệnh/).fill('Trần Thị Lụa');
      // The address picker's selects: province, then its commune.
      await form.locator('select').nth(0).selectOption('79');
      await form.locator('select').nth(1).selectOption('27301');
      await form.getByLabel(/Số nhà, đường/).fill('12 Trần Hưng Đạo');
      await form.getByLabel(/Hoàn cảnh gia đình/).fill('Mẹ tôi bị sỏi thận, gia đình làm thuê, thu nhập thấp.');
      await form.getByLabel(/Nội dung cần hỗ trợ/).fill('Chi phí mổ sỏi thận');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Gửi hồ sơ' }).click();
      const thanks = page.getByTestId('intake-success');
      await thanks.waitFor();
      await expect.poll(() => thanks.evaluate((node) => node === document.activeElement)).toBe(true);
      const { y, height } = await box(thanks);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y + height).toBeLessThanOrEqual(HEIGHT);
      expect(await form.getByLabel(/Họ và tên người gửi/).inputValue()).toBe('');
      await context.close();
    });
  }
});

describe('the not-found page', () => {
  for (const width of [375, 1280]) {
    it(`at ${width} px opens with the breadcrumb banner`, async () => {
      const { context, page } = await journey.open({ width });
      const response = await visit(page, `${journey.server.url}/khong-co-trang-nay`);
      expect(response?.status()).toBe(404);
      const banner = page.getByTestId('page-banner');
      expect(await banner.isVisible()).toBe(true);
      expect(await banner.getByRole('heading', { level: 1 }).innerText()).toBe('Không tìm thấy trang');
      const trail = banner.getByRole('navigation', { name: 'Đường dẫn' });
      expect(await trail.getByRole('listitem').allInnerTexts()).toEqual(['Trang chủ', 'Không tìm thấy trang']);
      await context.close();
    });
  }
});
