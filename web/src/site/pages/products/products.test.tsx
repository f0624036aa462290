import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productCategories, products } from '../../../test/content';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () =>
  fixtureApi({
    '/api/sanpham': listOf(products),
    '/api/sanpham/:id': byId(products),
    '/api/dmsanpham': listOf(productCategories),
  });

const [cream, gauze] = products as [(typeof products)[0], (typeof products)[0]];
const creamPath = `/san-pham/${cream._id}-kem-duong-phuc-hoi-da-sau-thu-thuat`;
const gauzePath = `/san-pham/${gauze._id}-bo-bang-gac-vo-khuan`;

describe('products /san-pham', () => {
  it('lists the products with their price or "contact us" and their category', async () => {
    await renderRoute('/san-pham', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Sản phẩm' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Danh sách sản phẩm' }));
    const [first, second] = list.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: cream.tensanpham })).toHaveAttribute('href', creamPath);
    expect(within(first).getByText('320.000 ₫')).toBeInTheDocument();
    expect(within(first).getByText('Chăm sóc da')).toBeInTheDocument();
    expect(within(second).getByText('Liên hệ để biết giá')).toBeInTheDocument();
  });
});

describe('product /san-pham/:id', () => {
  it('shows the price and the ways to ask', async () => {
    await renderRoute(creamPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: cream.tensanpham })).toBeInTheDocument();
    expect(screen.getByText('320.000 ₫')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Gọi 0909 115 115' })).toHaveAttribute('href', 'tel:0909115115');
    expect(screen.getByRole('button', { name: 'Nhận tư vấn' })).toBeInTheDocument();
  });

  it('says "contact us for the price" when there is none, in English too', async () => {
    await renderRoute(gauzePath, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: gauze.tensanpham })).toBeInTheDocument();
    expect(screen.getByText('Contact us for the price')).toBeInTheDocument();
  });

  it('writes Product JSON-LD with an offer only when priced', async () => {
    const priced = await serverRender(creamPath, { api: api() });
    const product = JSON.parse(priced.doc.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(product).toMatchObject({ '@type': 'Product', offers: { price: 320000, priceCurrency: 'VND' } });
    const unpriced = await serverRender(gauzePath, { api: api() });
    const other = JSON.parse(unpriced.doc.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(other.offers).toBeUndefined();
  });
});
