import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diseases } from '../../../test/content';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () => fixtureApi({ '/api/benh': listOf(diseases), '/api/benh/:id': byId(diseases) });
const [sinusitis, piles] = diseases as [(typeof diseases)[0], (typeof diseases)[0]];
const sinusitisPath = `/benh/${sinusitis._id}-viem-xoang`;

describe('disease /benh/:id', () => {
  it('shows the disease, its body and the other common conditions', async () => {
    await renderRoute(sinusitisPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Viêm xoang' })).toBeInTheDocument();
    expect(screen.getByText(sinusitis.mota!)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Triệu chứng' })).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Bệnh thường gặp khác' }));
    expect(others.getByRole('link', { name: 'Trĩ' })).toHaveAttribute('href', `/benh/${piles._id}-tri`);
    expect(others.queryByRole('link', { name: 'Viêm xoang' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Đặt lịch khám' })).toBeInTheDocument();
  });

  it('links to the doctors who see it and lists its services with their prices, the service pages and the price list', async () => {
    await renderRoute(sinusitisPath, { api: api() });
    const doctors = within(screen.getByRole('region', { name: 'Bác sĩ khám bệnh này' }));
    const doctor = doctors.getByRole('link', { name: /BS\.CKII Nguyễn Văn An/ });
    expect(doctor).toHaveAttribute('href', `/bac-si/${sinusitis.bacsi[0]!._id}-nguyen-van-an`);
    expect(within(doctor).getByText('Ngoại tổng quát')).toBeInTheDocument();

    const services = within(screen.getByRole('region', { name: 'Dịch vụ liên quan' }));
    const service = services.getByRole('link', { name: 'Khám nội tổng quát' });
    expect(service).toHaveAttribute('href', `/dich-vu-cung-cap/${sinusitis.dichvu[0]!._id}-kham-noi-tong-quat`);
    const row = service.closest('li')!;
    expect(within(row).getByText('150.000 ₫')).toBeInTheDocument();
    expect(row).toHaveTextContent('/ Lần');
    expect(services.getByRole('link', { name: 'Xem bảng giá dịch vụ' })).toHaveAttribute('href', '/bang-gia-dich-vu');
  });

  it('shows neither section for a disease without links', async () => {
    await renderRoute(`/benh/${piles._id}-tri`, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Trĩ' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Bác sĩ khám bệnh này' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dịch vụ liên quan' })).not.toBeInTheDocument();
  });

  it('speaks English, the links too', async () => {
    await renderRoute(sinusitisPath, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sinusitis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInTheDocument();
    const doctors = within(screen.getByRole('region', { name: 'Doctors who treat it' }));
    expect(doctors.getByRole('link', { name: /Nguyễn Văn An, MD, Specialist Level II/ })).toBeInTheDocument();
    expect(doctors.getByText('General surgery')).toBeInTheDocument();
    const services = within(screen.getByRole('region', { name: 'Related services' }));
    const service = services.getByRole('link', { name: 'General internal examination' });
    expect(service.closest('li')).toHaveTextContent('/ Visit');
    expect(services.getByRole('link', { name: 'See the price list' })).toBeInTheDocument();
  });

  it('writes a MedicalWebPage about the condition, and 404s an unknown one', async () => {
    const page = await serverRender(sinusitisPath, { api: api() });
    const block = JSON.parse(page.doc.head.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(block).toMatchObject({
      '@type': 'MedicalWebPage',
      about: { '@type': 'MedicalCondition', name: 'Viêm xoang' },
    });
    const bare = await serverRender(`/benh/${sinusitis._id}`, { api: api() });
    expect(bare.redirect).toBe(sinusitisPath);
    expect((await serverRender('/benh/9a5d0000-0009-4a2b-9c3d-4e5f60718291', { api: api() })).status).toBe(404);
  });
});
