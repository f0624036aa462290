// Journey through the price list editor (issue 13): an editor signs in, changes a price in place and saves it;
// the public price list and that service's page show the new price at once, in Vietnamese and in English, even
// though both pages had just been rendered (and cached) with the old one. The change is in the activity history.
import { sitePaths } from '@phongkham/contracts/site-paths';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney, visit } from './support/journey';

const PASSWORD = 'matkhau-e2e-123';
const journey = useJourney({ ADMIN_PASSWORD: PASSWORD });

interface PublicService {
  _id: string;
  tendichvu: string;
  tendichvu_en: string | null;
  gia: number;
}

/** The text of the public price list's row of a service, on a freshly loaded page in the language asked (a language
 * chosen once through ?lng= stays chosen, so each visit names its own). */
async function priceListRow(page: Page, name: string, lang: 'vi' | 'en') {
  await visit(page, `${journey.server.url}${sitePaths.priceList}?lng=${lang}`);
  return (
    (await page
      .getByRole('row', { name: new RegExp(name) })
      .first()
      .textContent()) ?? ''
  );
}

/** The price shown on a service's own page, freshly loaded. */
async function servicePagePrice(page: Page, path: string, lang: 'vi' | 'en') {
  await visit(page, `${journey.server.url}${path}?lng=${lang}`);
  return (await page.locator('section[aria-labelledby="service-price"] dd').first().textContent()) ?? '';
}

describe('price list editor', () => {
  it('changes a price in place; the public price list and the service page show it at once in vi and en', async () => {
    const groups = (await (await fetch(`${journey.server.url}/api/banggia`)).json()).data as {
      dichvu: PublicService[];
    }[];
    const service = groups.flatMap((group) => group.dichvu).find((item) => item.tendichvu === 'Khám tổng quát')!;
    expect(service).toBeDefined();
    const english = service.tendichvu_en ?? service.tendichvu;
    const servicePath = sitePaths.providedService(service._id, service.tendichvu);
    const oldPrice = `${service.gia.toLocaleString('de-DE')}\u00a0₫`;
    const newPrice = '275.000\u00a0₫';
    expect(oldPrice).not.toBe(newPrice);

    // A visitor reads both pages in both languages first: the server renders and caches them with the old price.
    const visitor = await journey.open();
    expect(await priceListRow(visitor.page, service.tendichvu, 'vi')).toContain(oldPrice);
    expect(await priceListRow(visitor.page, english, 'en')).toContain(oldPrice);
    expect(await servicePagePrice(visitor.page, servicePath, 'vi')).toBe(oldPrice);
    expect(await servicePagePrice(visitor.page, servicePath, 'en')).toBe(oldPrice);

    const editor = await journey.open();
    await journey.signIn(editor.page, 'admin', PASSWORD);
    await editor.page.goto(`${journey.server.url}/admin/bang-gia-dich-vu`);
    const input = editor.page.getByRole('spinbutton', { name: `Giá của ${service.tendichvu}` });
    await expect.poll(() => input.inputValue(), { timeout: 15_000 }).toBe(oldPrice.replace('\u00a0₫', ''));
    await input.fill('275000');
    await expect.poll(() => editor.page.getByText('1 thay đổi chưa lưu').count()).toBe(1);
    await editor.page.getByRole('button', { name: `Lưu giá của ${service.tendichvu}` }).click();
    await expect.poll(() => editor.page.getByText('Đã lưu giá mới của 1 dịch vụ.').count()).toBeGreaterThan(0);
    expect(await input.inputValue()).toBe('275.000');

    // At once, with no wait for any cache to expire.
    expect(await priceListRow(visitor.page, service.tendichvu, 'vi')).toContain(newPrice);
    expect(await priceListRow(visitor.page, english, 'en')).toContain(newPrice);
    expect(await servicePagePrice(visitor.page, servicePath, 'vi')).toBe(newPrice);
    expect(await servicePagePrice(visitor.page, servicePath, 'en')).toBe(newPrice);

    // The change is in the activity history, with the price before and after.
    const history = await editor.context.request.get(
      `${journey.server.url}/api/lich-su-hoat-dong?tainguyen=dichvu&hanhdong=CAP_NHAT&limit=5`,
    );
    const [entry] = (await history.json()).data.docs as {
      banghi_id: string;
      truoc: { gia: number };
      sau: { gia: number };
    }[];
    expect(entry).toMatchObject({ banghi_id: service._id, truoc: { gia: service.gia }, sau: { gia: 275_000 } });

    await visitor.context.close();
    await editor.context.close();
  });
});
