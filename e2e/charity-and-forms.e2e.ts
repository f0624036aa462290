// Journeys through the charity pages, the two intake forms and the contact page: each route's first HTML
// in Vietnamese and English (before any script runs), the same pages reached by client-side navigation,
// both forms refusing bad input and then storing a real row, and a 404 for an unknown operation.
import { sitePaths } from '@phongkham/contracts/site-paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queryStoppedDatabase } from './support/database';
import { useJourney, visit } from './support/journey';

const journey = useJourney();

type Lang = 'vi' | 'en';

interface Titled {
  _id: string;
  tieude: string;
  tieude_en: string | null;
}

/** GET an API path in a language, as the pages' loaders do. */
async function api<T>(path: string, lang: Lang = 'vi'): Promise<T> {
  const response = await fetch(`${journey.server.url}${path}`, { headers: { i18nextLng: lang } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const titleIn = (lang: Lang, item: { tieude: string; tieude_en: string | null }) =>
  lang === 'en' && item.tieude_en?.trim() ? item.tieude_en : item.tieude;

/** Every route of this journey with the heading its page must show, read from the API or the locale. */
async function routes(lang: Lang): Promise<{ path: string; heading: string }[]> {
  const page = (code: string) => api<Titled>(`/api/trang/${code}`, lang);
  const [about, charity, review, member] = await Promise.all(
    ['GIOI_THIEU', 'TU_THIEN', 'XET_DUYET_HO_SO', 'DANG_KY_THANH_VIEN'].map(page),
  );
  const operation = (await api<{ docs: Titled[] }>('/api/taitro?sort=-ngaydang', lang)).docs[0]!;
  const story = (await api<{ docs: Titled[] }>('/api/cauchuyen?sort=-ngaydang', lang)).docs[0]!;
  const en = lang === 'en';
  return [
    { path: sitePaths.about, heading: titleIn(lang, about!) },
    { path: sitePaths.charity, heading: titleIn(lang, charity!) },
    { path: sitePaths.profileReview, heading: titleIn(lang, review!) },
    { path: sitePaths.sponsorships, heading: en ? 'Operation sponsorship' : 'Tài trợ ca mổ' },
    { path: sitePaths.sponsorship(operation._id, operation.tieude), heading: titleIn(lang, operation) },
    { path: sitePaths.successStories, heading: en ? 'Success stories' : 'Câu chuyện thành công' },
    { path: sitePaths.successStory(story._id, story.tieude), heading: titleIn(lang, story) },
    { path: sitePaths.memberRegistration, heading: titleIn(lang, member!) },
    { path: sitePaths.contact, heading: en ? 'Contact' : 'Liên hệ' },
  ];
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"');

/** Watches a page for console errors and failed hydration. */
function problemsOf(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  return problems;
}

/** The bodies posted to an API path. */
function postsTo(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request.postData() ?? '');
  });
  return sent;
}

const heading = (page: Page) => page.locator('main h1');

describe('charity, forms and contact', () => {
  for (const lang of ['vi', 'en'] as const) {
    it(`renders every route on the server in ${lang}, content in the first HTML`, async () => {
      for (const route of await routes(lang)) {
        const response = await fetch(`${journey.server.url}${route.path}`, {
          headers: lang === 'en' ? { cookie: 'i18nextLng=en' } : {},
        });
        expect(response.status, route.path).toBe(200);
        const html = decode(await response.text());
        expect(html, route.path).toContain(`<html lang="${lang}">`);
        expect(html, route.path).toMatch(
          new RegExp(`<h1[^>]*>${route.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
        );
        expect(html, route.path).toContain('<link data-head rel="canonical"');
      }
    });
  }

  it('shows the contact details, the booking button and the clinic JSON-LD without JavaScript', async () => {
    const { context, page } = await journey.open({ javaScript: false, width: 375 });
    await page.goto(`${journey.server.url}${sitePaths.contact}`);
    expect(await page.getByTestId('contact-address').locator('span').allInnerTexts()).toEqual([
      '125 Nguyễn Văn Cừ',
      'Phường Chợ Quán',
      'Thành phố Hồ Chí Minh',
    ]);
    expect(await page.getByTestId('contact-hotline').getAttribute('href')).toBe('tel:0909115115');
    expect(await page.getByTestId('contact-email').getAttribute('href')).toBe('mailto:lienhe@phongkhamantam.vn');
    expect(await page.locator('[data-action="contact-book"]').innerText()).toBe('Đặt lịch khám ngay');
    expect(
      await page.locator('main [data-social]').evaluateAll((links) => links.map((a) => a.getAttribute('data-social'))),
    ).toEqual(['facebook', 'youtube']);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.some((text) => (JSON.parse(text) as { '@type': string })['@type'] === 'MedicalClinic')).toBe(true);
    await context.close();
  });

  for (const lang of ['vi', 'en'] as const) {
    it(`reaches every page by client-side navigation in ${lang}, without a reload or a console error`, async () => {
      const expected = new Map((await routes(lang)).map((route) => [route.path, route.heading]));
      const { context, page } = await journey.open({ lang });
      const problems = problemsOf(page);
      await visit(page, `${journey.server.url}/`);
      // A marker that a full page load would wipe out.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      const follow = async (link: ReturnType<Page['locator']>, path: string) => {
        await link.click();
        await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe(path);
        await expect.poll(() => heading(page).innerText()).toBe(expected.get(path));
        expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
          true,
        );
      };

      await follow(page.locator(`header a[href="${sitePaths.about}"]`).first(), sitePaths.about);
      await follow(page.locator(`main a[href="${sitePaths.memberRegistration}"]`), sitePaths.memberRegistration);
      await follow(page.locator(`header a[href="${sitePaths.contact}"]`).first(), sitePaths.contact);
      // The contact page books through the site's request modal.
      await page.locator('[data-action="contact-book"]').click();
      expect(await page.getByRole('dialog').locator('form').getAttribute('data-request-type')).toBe('DAT_LICH_HEN');
      await page.keyboard.press('Escape');
      // The modal closes with a short animation: wait for it to leave.
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

      // The charity area: from the programme to each of its pages.
      await page.evaluate(() => Object.assign(window, { __sameDocument: false }));
      await visit(page, `${journey.server.url}${sitePaths.charity}`);
      expect(await heading(page).innerText()).toBe(expected.get(sitePaths.charity));
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      // The programme's three ways in (the page's own text may link there too, as plain HTML).
      const ways = page.getByRole('region', {
        name: lang === 'en' ? 'Take part in the programme' : 'Chung tay cùng chương trình',
      });
      await follow(ways.locator(`a[href="${sitePaths.profileReview}"]`), sitePaths.profileReview);
      await follow(page.locator(`main nav a[href="${sitePaths.charity}"]`), sitePaths.charity);
      await follow(ways.locator(`a[href="${sitePaths.sponsorships}"]`), sitePaths.sponsorships);
      const operationPath = [...expected.keys()].find((path) => path.startsWith(`${sitePaths.sponsorships}/`))!;
      await follow(page.locator(`main a[href="${operationPath}"]`).first(), operationPath);
      await follow(page.locator(`main nav a[href="${sitePaths.charity}"]`), sitePaths.charity);
      await follow(ways.locator(`a[href="${sitePaths.successStories}"]`), sitePaths.successStories);
      const storyPath = [...expected.keys()].find((path) => path.startsWith(`${sitePaths.successStories}/`))!;
      await follow(page.locator(`main a[href="${storyPath}"]`).first(), storyPath);

      // The status filter is a link too, and keeps the visitor on the page.
      await follow(
        page.locator(`main a[href="${sitePaths.sponsorships}?trangthai=DANG_KEU_GOI"]`).first(),
        sitePaths.sponsorships,
      );
      expect(new URL(page.url()).searchParams.get('trangthai')).toBe('DANG_KEU_GOI');
      const statuses = await page
        .locator('main article [data-status]')
        .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status')));
      expect(statuses.length).toBeGreaterThan(0);
      expect(new Set(statuses)).toEqual(new Set(['DANG_KEU_GOI']));
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('answers 404 for an unknown operation, on the server and in the browser', async () => {
    const unknown = `${sitePaths.sponsorships}/0190a3c4-0000-7000-8000-000000000000`;
    const response = await fetch(`${journey.server.url}${unknown}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Không tìm thấy trang');

    const { context, page } = await journey.open({ lang: 'en' });
    const answer = await page.goto(`${journey.server.url}${unknown}`);
    expect(answer?.status()).toBe(404);
    expect(await heading(page).innerText()).toBe('Page not found');
    await context.close();
  });

  it('checks the profile review form, then sends a case', async () => {
    const { context, page } = await journey.open({ width: 375 });
    const sent = postsTo(page, '/api/xetduyethoso');
    await visit(page, `${journey.server.url}${sitePaths.profileReview}`);
    const form = page.getByTestId('intake-form');
    await form.getByRole('button', { name: 'Gửi hồ sơ' }).click();
    await expect
      .poll(() => form.getByRole('alert').allInnerTexts())
      .toEqual(
        expect.arrayContaining([
          'Vui lòng nhập họ tên',
          'Số điện thoại không được để trống',
          'Vui lòng nhập họ tên người bệnh',
          'Không được để trống',
          'Vui lòng mô tả hoàn cảnh của người bệnh',
          'Vui lòng cho biết cần hỗ trợ gì',
          'Vui lòng đồng ý với chính sách bảo mật để tiếp tục',
        ]),
      );
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('hoten');
    expect(sent).toEqual([]);

    await form.getByLabel('Họ và tên người gửi').fill('Trần Văn Nam');
    await form.getByLabel('Số điện thoại').fill('0912 345 678');
    await form.getByLabel('Họ và tên người bệnh').fill('Trần Thị Lụa');
    await form.getByLabel('Năm sinh').fill('1962');
    await form.getByLabel('Chẩn đoán').fill('Sỏi thận hai bên, Bệnh viện Chợ Rẫy');
    await // The address picker's selects: province, then its commune (their labels also hold the chosen option's text).
    await form.locator('select').nth(0).selectOption('79');
    await form.locator('select').nth(1).selectOption('27301');
    await form.getByLabel('Số nhà, đường, thôn/ấp').fill('12 Trần Hưng Đạo');
    await form.getByLabel('Hoàn cảnh gia đình').fill('Gia đình làm thuê, thu nhập thấp, con còn đi học.');
    await form.getByLabel('Nội dung cần hỗ trợ').fill('Chi phí mổ sỏi thận');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Gửi hồ sơ' }).click();
    await expect.poll(() => page.getByTestId('intake-success').innerText()).toContain('Đã gửi hồ sơ thành công');
    await expect.poll(() => page.getByTestId('tracking-code').innerText()).toMatch(/^HS-[2-9A-HJ-NP-Z]{6}$/);
    expect(sent).toHaveLength(1);
    expect(await form.getByLabel('Họ và tên người bệnh').inputValue()).toBe('');
    await context.close();
  });

  it('checks the member registration form in English, then registers', async () => {
    const { context, page } = await journey.open({ lang: 'en' });
    const sent = postsTo(page, '/api/dangkythanhvien');
    await visit(page, `${journey.server.url}${sitePaths.memberRegistration}`);
    const form = page.getByTestId('intake-form');
    await form.getByLabel('Full name').fill('Pham Thu Trang');
    await form.getByLabel('Phone number').fill('12345');
    await form.getByLabel('Email').fill('trang@');
    await form.getByLabel(/I agree/).check();
    await form.getByRole('button', { name: 'Register as a member' }).click();
    await expect
      .poll(() => form.getByRole('alert').allInnerTexts())
      .toEqual(['Phone number is invalid', 'Email is invalid']);
    expect(sent).toEqual([]);

    await form.getByLabel('Phone number').fill('+84 903 123 456');
    await form.getByLabel('Email').fill('trang@example.vn');
    await form.getByLabel('Date of birth').fill('1990-05-12');
    await form.getByLabel('Note').fill('General check-up, please.');
    await form.getByRole('button', { name: 'Register as a member' }).click();
    await expect.poll(() => page.getByTestId('intake-success').innerText()).toContain('Registration complete');
    expect(sent).toHaveLength(1);
    await context.close();
  });

  it('kept both submissions once the server has stopped', async () => {
    await journey.server.stop();
    const reviews = await queryStoppedDatabase<Record<string, unknown>>(
      journey.server.dataDir,
      'select hoten, dienthoai, tenbenhnhan, namsinh, xa_ma, chandoan, hoancanh, hotro, email, trangthai, dongy_phienban is not null as dongy from xetduyethoso',
    );
    expect(reviews).toEqual([
      {
        hoten: 'Trần Văn Nam',
        dienthoai: '0912345678',
        tenbenhnhan: 'Trần Thị Lụa',
        namsinh: 1962,
        xa_ma: '27301',
        chandoan: 'Sỏi thận hai bên, Bệnh viện Chợ Rẫy',
        hoancanh: 'Gia đình làm thuê, thu nhập thấp, con còn đi học.',
        hotro: 'Chi phí mổ sỏi thận',
        email: null,
        trangthai: 'MOI',
        dongy: true,
      },
    ]);
    const members = await queryStoppedDatabase<Record<string, unknown>>(
      journey.server.dataDir,
      "select hoten, dienthoai, email, to_char(ngaysinh, 'YYYY-MM-DD') as ngaysinh, diachi, ghichu, trangthai from dangkythanhvien",
    );
    expect(members).toEqual([
      {
        hoten: 'Pham Thu Trang',
        dienthoai: '0903123456',
        email: 'trang@example.vn',
        ngaysinh: '1990-05-12',
        diachi: null,
        ghichu: 'General check-up, please.',
        trangthai: 'MOI',
      },
    ]);
  });
});
