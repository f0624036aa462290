import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { priceList, serviceGroups, services } from '../../../test/content';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () =>
  fixtureApi({
    '/api/dmdichvu': listOf(priceList.map(({ dichvu: _services, ...group }) => group)),
    '/api/dmdichvu/:id': byId(serviceGroups),
    '/api/dichvu': listOf(services),
    '/api/dichvu/:id': byId(services),
    '/api/banggia': () => priceList,
  });

const general = serviceGroups[0]!;
const [consult, cyst] = services as [(typeof services)[0], (typeof services)[0]];
const generalPath = `/dich-vu/${general._id}-kham-tong-quat`;
const consultPath = `/dich-vu-cung-cap/${consult._id}-kham-noi-tong-quat`;

describe('services /dich-vu', () => {
  it('lists the service groups, each linking to its page, and links the price list', async () => {
    await renderRoute('/dich-vu', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Dịch vụ' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Nhóm dịch vụ' }));
    expect(list.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Khám tổng quát',
      'Tiểu phẫu',
    ]);
    expect(list.getByRole('link', { name: 'Khám tổng quát' })).toHaveAttribute('href', generalPath);
    expect(screen.getByRole('link', { name: 'Xem bảng giá dịch vụ' })).toHaveAttribute('href', '/bang-gia-dich-vu');
  });

  it('names the groups in English', async () => {
    await renderRoute('/dich-vu', { api: api(), lang: 'en' });
    const list = within(screen.getByRole('list', { name: 'Service groups' }));
    expect(list.getByRole('link', { name: 'General examination' })).toBeInTheDocument();
    expect(list.getByRole('link', { name: 'Minor surgery' })).toBeInTheDocument();
  });
});

describe('service group /dich-vu/:id', () => {
  it('shows the group and its services with their prices in VND', async () => {
    await renderRoute(generalPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Khám tổng quát' })).toBeInTheDocument();
    const section = within(screen.getByRole('region', { name: 'Dịch vụ trong nhóm' }));
    expect(section.getByRole('link', { name: 'Khám nội tổng quát' })).toHaveAttribute('href', consultPath);
    expect(section.getByText('150.000 ₫')).toBeInTheDocument();
    expect(section.getByText('/ Lần')).toBeInTheDocument();
    expect(section.getByText('Chưa gồm xét nghiệm')).toBeInTheDocument();
  });

  it('redirects a bare id and answers 404 for an unknown group', async () => {
    const bare = await serverRender(`/dich-vu/${general._id}`, { api: api() });
    expect(bare.status).toBe(301);
    expect(bare.redirect).toBe(generalPath);
    const unknown = await serverRender('/dich-vu/5c1f0000-0009-4a2b-9c3d-4e5f60718291', { api: api() });
    expect(unknown.status).toBe(404);
  });
});

describe('provided service /dich-vu-cung-cap/:id', () => {
  it('shows the price, unit and group, with the trail through its group', async () => {
    await renderRoute(consultPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Khám nội tổng quát' })).toBeInTheDocument();
    expect(screen.getByText('150.000 ₫')).toBeInTheDocument();
    expect(screen.getByText('Lần')).toBeInTheDocument();
    // The clinic's note sits with the price.
    const price = screen.getByText('150.000 ₫').closest('dl')!;
    expect(within(price as HTMLElement).getByText('Chưa gồm xét nghiệm')).toBeInTheDocument();
    const trail = within(screen.getByRole('navigation', { name: 'Đường dẫn' }));
    expect(trail.getByRole('link', { name: 'Khám tổng quát' })).toHaveAttribute('href', generalPath);
  });

  it('shows the note in English when it has an English twin', async () => {
    await renderRoute(consultPath, { api: api(), lang: 'en' });
    expect(screen.getByText('Tests not included')).toBeInTheDocument();
    expect(screen.queryByText('Chưa gồm xét nghiệm')).toBeNull();
  });

  it('writes a MedicalWebPage with the price offered in VND', async () => {
    const page = await serverRender(consultPath, { api: api() });
    expect(page.status).toBe(200);
    const block = JSON.parse(page.doc.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(block).toMatchObject({
      '@type': 'MedicalWebPage',
      name: 'Khám nội tổng quát',
      about: { '@type': 'MedicalProcedure', offers: { price: 150000, priceCurrency: 'VND' } },
    });
  });
});

describe('price list /bang-gia-dich-vu', () => {
  it('shows a table per group with each service, unit and price', async () => {
    await renderRoute('/bang-gia-dich-vu', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Bảng giá dịch vụ' })).toBeInTheDocument();
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => table.getAttribute('aria-labelledby'))).toHaveLength(2);
    const surgeryTable = within(screen.getByRole('table', { name: 'Tiểu phẫu' }));
    expect(surgeryTable.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Dịch vụ',
      'Đơn vị tính',
      'Giá',
    ]);
    const row = within(surgeryTable.getByRole('row', { name: /Tiểu phẫu u bã đậu/ }));
    expect(row.getByRole('link', { name: cyst.tendichvu })).toHaveAttribute(
      'href',
      `/dich-vu-cung-cap/${cyst._id}-tieu-phau-u-ba-dau`,
    );
    expect(row.getByText('Ca')).toBeInTheDocument();
    expect(row.getByText('1.250.000 ₫')).toBeInTheDocument();
    // The note shares the price's cell.
    expect(row.getByText('Đã gồm thuốc tê').closest('td')).toBe(row.getByText('1.250.000 ₫').closest('td'));
  });

  it('speaks English, with the Vietnamese name where no English one exists', async () => {
    await renderRoute('/bang-gia-dich-vu', { api: api(), lang: 'en' });
    const table = within(screen.getByRole('table', { name: 'Minor surgery' }));
    expect(table.getByRole('link', { name: 'Tiểu phẫu u bã đậu' })).toBeInTheDocument();
    expect(table.getByText('Procedure')).toBeInTheDocument();
    expect(table.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Service', 'Unit', 'Price']);
    // A note without an English twin reads in Vietnamese; one with a twin in English.
    expect(table.getByText('Đã gồm thuốc tê')).toBeInTheDocument();
    const general = within(screen.getByRole('table', { name: 'General examination' }));
    expect(general.getByText('Tests not included')).toBeInTheDocument();
  });
});
