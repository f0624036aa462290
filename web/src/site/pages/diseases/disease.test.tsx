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

  it('speaks English', async () => {
    await renderRoute(sinusitisPath, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sinusitis' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Symptoms' })).toBeInTheDocument();
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
