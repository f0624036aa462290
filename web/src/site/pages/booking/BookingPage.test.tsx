// Online booking /dat-lich through the DOM: the doctor from the doctor's page preset, the free times of the day read
// and chosen, name, phone and consent sent as the API's booking; a time taken meanwhile says so and reads the times
// again; a specialty chosen narrows the doctors offered.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { doctors } from '../../../test/content';
import { fixtureApi, listOf, renderRoute } from '../../../test/pages';

const [an, binh] = doctors as [(typeof doctors)[0], (typeof doctors)[0]];
const slots = [
  { batdau: '2030-03-04T01:00:00.000Z', ketthuc: '2030-03-04T01:15:00.000Z' },
  { batdau: '2030-03-04T01:15:00.000Z', ketthuc: '2030-03-04T01:30:00.000Z' },
];
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The browser's fetch: the free times, and the booking answered `status`. */
function stubFetch(status: number) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    if (String(input).includes('/api/lichhen/trong')) return json({ success: true, data: slots });
    if (status === 409) return json({ success: false, message: 'Giờ khám này vừa có người đặt.' }, 409);
    return json(
      { success: true, data: { _id: '0190f4a0-0000-7000-8000-000000000009', ...JSON.parse(String(init.body)) } },
      201,
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function fillAndSend() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: '08:15' }));
  // Entered whole: typing key by key is not what is tested, and costs seconds in jsdom.
  fireEvent.change(screen.getByLabelText('Họ và tên'), { target: { value: 'Lê Thị Hoa' } });
  fireEvent.change(screen.getByLabelText('Số điện thoại'), { target: { value: '0912345678' } });
  await user.click(screen.getByRole('checkbox', { name: /Tôi đồng ý/ }));
  await user.click(screen.getByRole('button', { name: 'Đặt lịch' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booking /dat-lich', () => {
  it("books the chosen free time of the doctor from the doctor's page", async () => {
    const fetchMock = stubFetch(201);
    await renderRoute(`/dat-lich?bacsi=${an._id}`, { api: fixtureApi({ '/api/bacsi': listOf(doctors) }) });
    expect(screen.getByLabelText('Bác sĩ')).toHaveValue(an._id);
    await fillAndSend();
    await screen.findByText('Đã đặt lịch khám');
    const sent = fetchMock.mock.calls.find(([, init]) => init.method === 'POST')!;
    expect(String(sent[0])).toContain('/api/lichhen');
    expect(JSON.parse(String(sent[1].body))).toEqual({
      bacsi_id: an._id,
      batdau: slots[1]!.batdau,
      hoten: 'Lê Thị Hoa',
      dienthoai: '0912345678',
      dongy: true,
    });
  });

  it('says when the time was just taken and reads the free times again', async () => {
    const fetchMock = stubFetch(409);
    await renderRoute(`/dat-lich?bacsi=${an._id}`, { api: fixtureApi({ '/api/bacsi': listOf(doctors) }) });
    await fillAndSend();
    await screen.findByText('Giờ khám này vừa có người đặt.');
    await waitFor(() =>
      expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/api/lichhen/trong'))).toHaveLength(2),
    );
  });
  it('offers only the doctors of the specialty chosen, and lets go of a doctor of another one', async () => {
    stubFetch(201);
    await renderRoute(`/dat-lich?bacsi=${an._id}`, { api: fixtureApi({ '/api/bacsi': listOf(doctors) }) });
    const user = userEvent.setup();
    const doctor = screen.getByLabelText('Bác sĩ');
    expect(doctor).toHaveValue(an._id);
    await user.selectOptions(screen.getByLabelText('Chuyên khoa'), 'Nội tổng quát');
    expect(doctor).toHaveValue('');
    const offered = [...(doctor as HTMLSelectElement).options].map((option) => option.value).filter(Boolean);
    expect(offered).toEqual([binh._id]);
  });
});
