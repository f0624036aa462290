// The profile review page: the form with its sections, address, documents and consent; the checks made before
// sending (required fields, consent, a file too large); a case sent as multipart with its documents and the
// tracking code on the thanks; the server's field messages; the status look-up found and not found; English; SSR.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureApi, renderRoute, serverRender } from '../../../test/pages';
import { clearToasts } from '../../../test/site';
import { charityApi } from '../charity/fixtures';

type FetchArgs = [input: string, init: RequestInit];
type Handler = (url: string, init: RequestInit) => Response;
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;
let onPost: Handler;
let onLookup: Handler;

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const receipt = { _id: '0a000000-0000-4000-8000-000000000001', ma: 'HS-4K7P2Q', createdAt: '2026-05-01T01:00:00.000Z' };
const commune = {
  _id: '0197a0a0-0000-7000-8000-000000027301',
  ma: '27301',
  ten: 'Phường Chợ Quán',
  tinh_ma: '79',
  tinh_ten: 'Thành phố Hồ Chí Minh',
  sotruoc: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  onPost = () => json({ success: true, data: receipt }, 201);
  onLookup = () => json({ success: false, message: 'Không tìm thấy hồ sơ với mã và số điện thoại này.' }, 404);
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>(async (url, init) => {
    if (url.startsWith('/api/diachi/tinh')) {
      return json({ success: true, data: [{ ma: '79', ten: 'Thành phố Hồ Chí Minh', soxa: 168 }] });
    }
    if (url.startsWith('/api/diachi/xa')) {
      return json({ success: true, data: { docs: [commune], totalDocs: 1, page: 1, limit: 0, totalPages: 1 } });
    }
    if (url.startsWith('/api/xetduyethoso/tra-cuu')) return onLookup(url, init);
    if (url === '/api/xetduyethoso' && init.method === 'POST') return onPost(url, init);
    throw new Error(`unexpected ${init.method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearToasts();
});

async function open(lang: 'vi' | 'en' = 'vi') {
  document.documentElement.lang = lang;
  const user = userEvent.setup();
  const view = await renderRoute('/xet-duyet-ho-so', { api: fixtureApi(charityApi), lang });
  return { user, ...view };
}

const theForm = () => screen.getByTestId('intake-form');
const field = (label: RegExp) => within(theForm()).getByLabelText(label);
const posts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/xetduyethoso' && init.method === 'POST');

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Họ và tên người gửi/), 'Trần Văn Nam');
  await user.type(field(/Số điện thoại/), '0912 345 678');
  await user.type(field(/Họ và tên người bệnh/), 'Trần Thị Lụa');
  await screen.findByRole('option', { name: 'Thành phố Hồ Chí Minh' });
  await user.selectOptions(field(/Tỉnh\/thành phố/), '79');
  await screen.findByRole('option', { name: 'Phường Chợ Quán' });
  await user.selectOptions(field(/Xã\/phường/), '27301');
  await user.type(field(/Số nhà, đường/), '12 Trần Hưng Đạo');
  await user.type(field(/Hoàn cảnh gia đình/), 'Mẹ tôi bị sỏi thận, gia đình làm thuê, thu nhập thấp.');
  await user.type(field(/Nội dung cần hỗ trợ/), 'Chi phí mổ sỏi thận');
  await user.click(within(theForm()).getByRole('checkbox'));
}

const pdfFile = () => new File(['%PDF-1.4 giấy ra viện'], 'giay-ra-vien.pdf', { type: 'application/pdf' });

describe('profile review page', () => {
  it('shows the form in its sections, each field labelled, with the documents and the look-up', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xét duyệt hồ sơ hỗ trợ phẫu thuật');
    expect(
      within(theForm())
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Người gửi hồ sơ', 'Người bệnh', 'Tình trạng bệnh và hoàn cảnh', 'Đề nghị hỗ trợ']);
    for (const input of theForm().querySelectorAll('input:not([type=checkbox]), textarea, select')) {
      expect(document.querySelector(`label[for="${input.id}"]`), input.getAttribute('name')!).not.toBeNull();
    }
    const documents = field(/Giấy tờ kèm theo/);
    expect(documents).toHaveAttribute('type', 'file');
    expect(documents).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    expect(documents).toHaveAccessibleDescription(expect.stringContaining('Tối đa 5 tệp, mỗi tệp không quá 5 MB'));
    expect(within(theForm()).getByRole('checkbox')).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Tra cứu tình trạng hồ sơ' })).toBeInTheDocument();
  });

  it('asks for every required field and the consent before sending anything', async () => {
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    expect(await screen.findByText('Vui lòng cho biết cần hỗ trợ gì')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng mô tả hoàn cảnh của người bệnh')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng đồng ý với chính sách bảo mật để tiếp tục')).toBeInTheDocument();
    await waitFor(() => expect(field(/Họ và tên người gửi/)).toHaveFocus());
    expect(posts()).toHaveLength(0);
  });

  it('refuses a file over the limit as soon as it is picked, and it can be taken back out', async () => {
    const { user } = await open();
    const large = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'phim-chup.pdf', { type: 'application/pdf' });
    await user.upload(field(/Giấy tờ kèm theo/), large);
    expect(
      await screen.findByText('Tệp "phim-chup.pdf" vượt quá 5 MB, vui lòng chọn tệp nhỏ hơn.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Bỏ tệp phim-chup.pdf' }));
    expect(screen.queryByText(/vượt quá 5 MB/)).not.toBeInTheDocument();
  });

  it('sends the case with its documents as multipart and shows the tracking code on the thanks', async () => {
    const { user } = await open();
    await fillValid(user);
    await user.upload(field(/Giấy tờ kèm theo/), pdfFile());
    expect(screen.getByText('giay-ra-vien.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));

    const thanks = await screen.findByTestId('intake-success');
    expect(thanks).toHaveTextContent('Đã gửi hồ sơ thành công');
    expect(within(thanks).getByTestId('tracking-code')).toHaveTextContent('HS-4K7P2Q');
    expect(thanks).toHaveTextContent('Mã hồ sơ của bạn:');
    await waitFor(() => expect(thanks).toHaveFocus());

    expect(posts()).toHaveLength(1);
    const [, init] = posts()[0]!;
    expect(init.headers).not.toHaveProperty('content-type');
    const form = init.body as FormData;
    expect(JSON.parse(form.get('data') as string)).toEqual({
      hoten: 'Trần Văn Nam',
      dienthoai: '0912 345 678',
      tenbenhnhan: 'Trần Thị Lụa',
      tinh_ma: '79',
      xa_ma: '27301',
      diachi: '12 Trần Hưng Đạo',
      hoancanh: 'Mẹ tôi bị sỏi thận, gia đình làm thuê, thu nhập thấp.',
      hotro: 'Chi phí mổ sỏi thận',
      dongy: true,
    });
    expect((form.getAll('tailieu') as File[]).map((file) => file.name)).toEqual(['giay-ra-vien.pdf']);
    // The form is empty again, the documents too.
    expect(field(/Họ và tên người gửi/)).toHaveValue('');
    expect(screen.queryByText('giay-ra-vien.pdf')).not.toBeInTheDocument();
  });

  it("shows the server's message under the documents when it refuses one by its content", async () => {
    onPost = () =>
      json(
        {
          success: false,
          message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
          errors: { tailieu: 'Tệp "giay-ra-vien.pdf" không phải là ảnh hoặc tệp PDF hợp lệ.' },
        },
        400,
      );
    const { user } = await open();
    await fillValid(user);
    await user.upload(field(/Giấy tờ kèm theo/), pdfFile());
    await user.click(screen.getByRole('button', { name: 'Gửi hồ sơ' }));
    expect(
      await screen.findByText('Tệp "giay-ra-vien.pdf" không phải là ảnh hoặc tệp PDF hợp lệ.'),
    ).toBeInTheDocument();
    expect(field(/Giấy tờ kèm theo/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('intake-success')).not.toBeInTheDocument();
  });
});

describe('the status look-up', () => {
  const lookup = () => within(screen.getByTestId('tracking-lookup'));

  it('shows the status of the case with that code and phone', async () => {
    onLookup = () =>
      json({
        success: true,
        data: {
          ma: 'HS-4K7P2Q',
          trangthai: 'DANG_XEM_XET',
          createdAt: '2026-05-01T01:00:00.000Z',
          capnhat: '2026-05-03T01:00:00.000Z',
          lydo: null,
        },
      });
    const { user } = await open();
    await user.type(lookup().getByLabelText('Mã hồ sơ'), 'hs-4k7p2q');
    await user.type(lookup().getByLabelText('Số điện thoại'), '0912 345 678');
    await user.click(lookup().getByRole('button', { name: 'Tra cứu' }));
    const result = await screen.findByTestId('tracking-result');
    expect(result).toHaveTextContent('HS-4K7P2Q');
    expect(result).toHaveTextContent('Tình trạng: Đang xem xét');
    expect(result).toHaveTextContent('Gửi ngày 1/5/2026');
    const [url] = fetchMock.mock.calls.find(([called]) => called.startsWith('/api/xetduyethoso/tra-cuu'))!;
    expect(url).toContain('ma=hs-4k7p2q');
    expect(url).toContain('dienthoai=0912%20345%20678');
  });

  it("says the server's not-found in place, whatever was wrong", async () => {
    const { user } = await open();
    await user.type(lookup().getByLabelText('Mã hồ sơ'), 'HS-4K7P2Q');
    await user.type(lookup().getByLabelText('Số điện thoại'), '0900000000');
    await user.click(lookup().getByRole('button', { name: 'Tra cứu' }));
    expect(await lookup().findByText('Không tìm thấy hồ sơ với mã và số điện thoại này.')).toBeInTheDocument();
    expect(screen.queryByTestId('tracking-result')).not.toBeInTheDocument();
  });

  it('asks for the code and a valid phone without calling the server', async () => {
    const { user } = await open();
    await user.type(lookup().getByLabelText('Số điện thoại'), '12');
    await user.click(lookup().getByRole('button', { name: 'Tra cứu' }));
    expect(await lookup().findByText('Vui lòng nhập mã hồ sơ')).toBeInTheDocument();
    expect(lookup().getByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.startsWith('/api/xetduyethoso/tra-cuu'))).toBe(false);
  });
});

describe('in English and on the server', () => {
  it('works in English: the messages and the look-up', async () => {
    const { user } = await open('en');
    await user.click(screen.getByRole('button', { name: 'Send the case' }));
    expect(await screen.findByText('Please say what help is needed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Check the status of an application' })).toBeInTheDocument();
  });

  it('renders on the server with its title, the form and the look-up', async () => {
    const { status, doc, head } = await serverRender('/xet-duyet-ho-so', { api: fixtureApi(charityApi) });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Xét duyệt hồ sơ hỗ trợ phẫu thuật');
    expect(doc.querySelector('[data-testid="intake-form"] input[type="file"][name="tailieu"]')).not.toBeNull();
    expect(doc.querySelector('[data-testid="tracking-lookup"]')).not.toBeNull();
    expect(head).toContain('<title>Xét duyệt hồ sơ hỗ trợ phẫu thuật | Phòng khám Đa khoa An Khang</title>');
  });
});
