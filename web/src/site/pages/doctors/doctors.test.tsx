import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doctors } from '../../../test/content';
import { byId, fixtureApi, listOf, renderRoute, serverRender } from '../../../test/pages';

const api = () => fixtureApi({ '/api/bacsi': listOf(doctors), '/api/bacsi/:id': byId(doctors) });
const [an, binh] = doctors as [(typeof doctors)[0], (typeof doctors)[0]];
const anPath = `/bac-si/${an._id}-nguyen-van-an`;

describe('doctors /bac-si', () => {
  it('lists the doctors with title, specialty, experience and portrait', async () => {
    await renderRoute('/bac-si', { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'Đội ngũ bác sĩ' })).toBeInTheDocument();
    const list = within(screen.getByRole('list', { name: 'Danh sách bác sĩ' }));
    const [first, second] = list.getAllByRole('article') as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('link', { name: 'BS.CKII Nguyễn Văn An' })).toHaveAttribute('href', anPath);
    expect(within(first).getByText('Ngoại tổng quát')).toBeInTheDocument();
    expect(within(first).getByText('22 năm kinh nghiệm')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'Ảnh bác sĩ Nguyễn Văn An' })).toHaveAttribute('width', '600');
    expect(within(second).getByRole('link', { name: 'Trần Thị Bình' })).toBeInTheDocument();
  });

  it('speaks English, keeping the Vietnamese specialty where none is translated', async () => {
    await renderRoute('/bac-si', { api: api(), lang: 'en' });
    const list = within(screen.getByRole('list', { name: 'Doctors' }));
    expect(list.getByText('General surgery')).toBeInTheDocument();
    expect(list.getByText('Nội tổng quát')).toBeInTheDocument();
    expect(list.getByText('22 years of experience')).toBeInTheDocument();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The value shown for a credential, by its label. */
const fact = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

/** The week's rows: the day, then its sessions (or what an empty day says). */
const weekRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const sessions = [...row.querySelectorAll('li')].map((item) => item.textContent);
      return [
        row.querySelector('th')!.textContent,
        ...(sessions.length ? sessions : [row.querySelector('td')!.textContent]),
      ];
    });

describe('doctor /bac-si/:id', () => {
  it("shows the doctor's profile and a booking link", async () => {
    await renderRoute(anPath, { api: api() });
    expect(screen.getByRole('heading', { level: 1, name: 'BS.CKII Nguyễn Văn An' })).toBeInTheDocument();
    expect(screen.getByText('22 năm')).toBeInTheDocument();
    expect(fact('Chức danh')).toBe('BS.CKII');
    expect(fact('Chuyên khoa')).toBe('Ngoại tổng quát');
    expect(fact('Số chứng chỉ hành nghề')).toBe('001234/HCM-CCHN');
    expect(screen.getByText('Nguyên trưởng khoa Ngoại.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đặt lịch khám' })).toBeInTheDocument();
    const others = within(screen.getByRole('region', { name: 'Bác sĩ khác' }));
    expect(others.getByRole('link', { name: 'Trần Thị Bình' })).toHaveAttribute(
      'href',
      `/bac-si/${binh._id}-tran-thi-binh`,
    );
  });

  it('shows the week Monday to Sunday, the sessions of each day in order, and off days', async () => {
    await renderRoute(anPath, { api: api() });
    expect(screen.getByRole('heading', { level: 2, name: 'Lịch làm việc' })).toBeInTheDocument();
    expect(weekRows()).toEqual([
      ['Thứ Hai', '08:00 – 11:30', '13:30 – 17:00'],
      ['Thứ Ba', 'Nghỉ'],
      ['Thứ Tư', 'Nghỉ'],
      ['Thứ Năm', 'Nghỉ'],
      ['Thứ Sáu', 'Nghỉ'],
      ['Thứ Bảy', '08:00 – 11:30 (Phòng tiểu phẫu)'],
      ['Chủ nhật', 'Nghỉ'],
    ]);
  });

  it('speaks English: the English title after the name, English notes and days', async () => {
    await renderRoute(anPath, { api: api(), lang: 'en' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Nguyễn Văn An, MD, Specialist Level II' }),
    ).toBeInTheDocument();
    expect(fact('Title')).toBe('MD, Specialist Level II');
    expect(fact('Practising certificate no.')).toBe('001234/HCM-CCHN');
    expect(weekRows()[0]).toEqual(['Monday', '08:00 – 11:30', '13:30 – 17:00']);
    expect(weekRows()[5]).toEqual(['Saturday', '08:00 – 11:30 (Minor surgery suite)']);
  });

  it('shows no week and no empty credentials for a doctor without them', async () => {
    await renderRoute(`/bac-si/${binh._id}-tran-thi-binh`, { api: api(), lang: 'en' });
    expect(screen.getByRole('heading', { level: 1, name: 'Trần Thị Bình' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Title', { selector: 'dt' })).not.toBeInTheDocument();
    expect(screen.queryByText('Practising certificate no.', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('books with this doctor: the button opens the online booking with the doctor already chosen', async () => {
    // The booking page reads the doctor's free times through the browser's fetch: none here.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: true, data: [] }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          }),
      ),
    );
    const { router } = await renderRoute(anPath, { api: api() });
    const book = screen.getByRole('link', { name: 'Đặt lịch khám' });
    expect(book).toHaveAttribute('href', `/dat-lich?bacsi=${an._id}`);
    await userEvent.setup().click(book);
    await waitFor(() => expect(screen.getByLabelText('Bác sĩ')).toHaveValue(an._id));
    expect(router.state.location).toMatchObject({ pathname: '/dat-lich', search: `?bacsi=${an._id}` });
    expect(await screen.findByText('Ngày này không còn giờ trống. Vui lòng chọn ngày khác.')).toBeInTheDocument();
  });

  it('writes Physician JSON-LD, redirects a bare id and 404s an unknown doctor', async () => {
    const page = await serverRender(anPath, { api: api() });
    const [physician, crumbs] = [...page.doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent!),
    );
    expect(physician).toMatchObject({
      '@type': 'Physician',
      name: 'BS.CKII Nguyễn Văn An',
      knowsAbout: 'Ngoại tổng quát',
      image: `https://phongkham.example${an.hinhanh!.url}`,
    });
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(page.doc.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
    expect((await serverRender(`/bac-si/${an._id}`, { api: api() })).redirect).toBe(anPath);
    expect((await serverRender('/bac-si/ab6e0000-0009-4a2b-9c3d-4e5f60718291', { api: api() })).status).toBe(404);
  });
});
