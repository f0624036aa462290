import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fixtureApi, renderRoute, serverRender } from '../../../test/pages';
import { clearToasts, setting } from '../../../test/site';
import { charityApi } from '../charity/fixtures';

type FetchArgs = [input: string, init: RequestInit];
let fetchMock: ReturnType<typeof vi.fn<(...args: FetchArgs) => Promise<Response>>>;

const json = (body: unknown, status: number) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  clearToasts();
});

async function open(lang: 'vi' | 'en' = 'vi', handlers = charityApi) {
  document.documentElement.lang = lang;
  const user = userEvent.setup();
  const view = await renderRoute('/xet-duyet-ho-so', { api: fixtureApi(handlers), lang });
  return { user, ...view };
}

const submit = (name = 'Gửi hồ sơ') => screen.getByRole('button', { name });
const theForm = () => screen.getByTestId('intake-form');
const field = (label: RegExp) => within(theForm()).getByLabelText(label);

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/Họ và tên người gửi/), 'Trần Văn Nam');
  await user.type(field(/Số điện thoại/), '0912 345 678');
  await user.type(field(/Họ và tên người bệnh/), 'Trần Thị Lụa');
  await user.type(field(/Hoàn cảnh gia đình/), 'Mẹ tôi bị sỏi thận, gia đình làm thuê, thu nhập thấp.');
}

describe('profile review page', () => {
  it('shows the page from the API: heading, trail through charity, introduction and a label on every field', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xét duyệt hồ sơ hỗ trợ phẫu thuật');
    const trail = screen.getByRole('navigation', { name: 'Đường dẫn' });
    expect(within(trail).getByRole('link', { name: 'Từ thiện' })).toHaveAttribute('href', '/tu-thien');
    expect(screen.getByText('Hồ sơ được xét duyệt trong vòng 7 ngày làm việc.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Thông tin hồ sơ' })).toBeInTheDocument();

    const inputs = theForm().querySelectorAll('input, textarea');
    expect(inputs).toHaveLength(8);
    for (const input of inputs) {
      expect(document.querySelector(`label[for="${input.id}"]`)).not.toBeNull();
    }
    expect(field(/Số điện thoại/)).toHaveAttribute('type', 'tel');
    expect(field(/Số điện thoại/)).toHaveAttribute('aria-required', 'true');
    expect(field(/Email/)).toHaveAttribute('type', 'email');
    expect(
      within(theForm())
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Người gửi hồ sơ', 'Người bệnh', 'Tình trạng bệnh và hoàn cảnh']);
    // The hotline beside the form.
    expect(
      screen.getAllByRole('link', { name: /0909 115 115/ }).some((a) => a.getAttribute('href') === 'tel:0909115115'),
    ).toBe(true);
  });

  it('gives beside the form the opening hours staff set in the general information', async () => {
    const edited = { ...setting, giomocua: '7h30 - 20h00', ngaymocua: 'Cả tuần' };
    await open('vi', { ...charityApi, '/api/setting': () => edited } as typeof charityApi);
    expect(screen.getByRole('complementary')).toHaveTextContent('7h30 - 20h00, Cả tuần');
  });

  it('falls back to the locale title when the API has no introduction', async () => {
    await open('vi', {} as typeof charityApi);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Xét duyệt hồ sơ');
    expect(screen.getByRole('button', { name: 'Gửi hồ sơ' })).toBeInTheDocument();
  });

  it('shows every required message for an empty form, sends nothing and puts focus on the first field', async () => {
    const { user } = await open();
    await user.click(submit());
    expect(await screen.findByText('Vui lòng nhập họ tên')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng nhập họ tên người bệnh')).toBeInTheDocument();
    expect(screen.getByText('Số điện thoại không được để trống')).toBeInTheDocument();
    expect(screen.getByText('Vui lòng mô tả hoàn cảnh của người bệnh')).toBeInTheDocument();
    expect(field(/Họ và tên người gửi/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Họ và tên người gửi/)).toHaveAccessibleDescription('Vui lòng nhập họ tên');
    expect(field(/Hoàn cảnh gia đình/)).toHaveAccessibleDescription(
      'Càng chi tiết, hồ sơ càng được xét duyệt nhanh. Vui lòng mô tả hoàn cảnh của người bệnh',
    );
    await waitFor(() => expect(field(/Họ và tên người gửi/)).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a bad phone, email and year of birth without sending', async () => {
    const { user } = await open();
    await fillValid(user);
    await user.clear(field(/Số điện thoại/));
    await user.type(field(/Số điện thoại/), '12345');
    await user.type(field(/Email/), 'nam@');
    await user.type(field(/Năm sinh/), '1850');
    await user.click(submit());
    expect(await screen.findByText('Số điện thoại không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Email không hợp lệ')).toBeInTheDocument();
    expect(screen.getByText('Năm sinh không hợp lệ')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(field(/Số điện thoại/)).toHaveFocus());
  });

  it('clears a message when its field is edited', async () => {
    const { user } = await open();
    await user.click(submit());
    await screen.findByText('Số điện thoại không được để trống');
    await user.type(field(/Số điện thoại/), '0');
    expect(screen.queryByText('Số điện thoại không được để trống')).not.toBeInTheDocument();
    expect(screen.getByText('Vui lòng mô tả hoàn cảnh của người bệnh')).toBeInTheDocument();
  });

  it('sends a valid case, thanks the sender and empties the form', async () => {
    fetchMock.mockResolvedValue(
      json(
        { success: true, data: { _id: '0a000000-0000-4000-8000-000000000001', createdAt: '2025-05-01T01:00:00.000Z' } },
        201,
      ),
    );
    const { user } = await open();
    await fillValid(user);
    await user.type(field(/Năm sinh/), '1962');
    await user.click(submit());

    const thanks = await screen.findByTestId('intake-success');
    expect(thanks).toHaveAttribute('role', 'status');
    expect(thanks).toHaveTextContent('Đã gửi hồ sơ thành công');
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/xetduyethoso');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ i18nextLng: 'vi', 'content-type': 'application/json' });
    // Blank optional fields are left out; the server normalises the phone as the form's schema does.
    expect(JSON.parse(init.body as string)).toEqual({
      hoten: 'Trần Văn Nam',
      dienthoai: '0912 345 678',
      tenbenhnhan: 'Trần Thị Lụa',
      namsinh: '1962',
      hoancanh: 'Mẹ tôi bị sỏi thận, gia đình làm thuê, thu nhập thấp.',
    });
    expect(field(/Họ và tên người gửi/)).toHaveValue('');
    expect(field(/Hoàn cảnh gia đình/)).toHaveValue('');
    expect(field(/Năm sinh/)).toHaveValue('');
  });

  it('brings the thanks to the middle of the screen and gives it the keyboard, whether or not a frame comes first', async () => {
    fetchMock.mockResolvedValue(
      json(
        { success: true, data: { _id: '0a000000-0000-4000-8000-000000000004', createdAt: '2025-05-01T01:00:00.000Z' } },
        201,
      ),
    );
    // In a browser the next frame often comes before React has put the thanks on the page: here it always does.
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      callback(0);
      return 0;
    });
    // jsdom does not scroll; record what would be.
    const scrolled: { node: Element; options: unknown }[] = [];
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: Element, options: unknown) {
        scrolled.push({ node: this, options });
      },
    });
    try {
      const { user } = await open();
      await fillValid(user);
      await user.click(submit());
      const thanks = await screen.findByTestId('intake-success');
      await waitFor(() => expect(thanks).toHaveFocus());
      expect(scrolled).toEqual([{ node: thanks, options: { block: 'center' } }]);
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("shows the server's per-field messages under the fields and keeps what was typed", async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          success: false,
          message: 'Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.',
          errors: { hoancanh: 'Không được quá 3000 ký tự' },
        },
        400,
      ),
    );
    const { user } = await open();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Không được quá 3000 ký tự')).toBeInTheDocument();
    expect(field(/Hoàn cảnh gia đình/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/Họ và tên người gửi/)).toHaveValue('Trần Văn Nam');
    expect(screen.queryByTestId('intake-success')).not.toBeInTheDocument();
    // The API client's toast says the server's message, as for the request modal.
    expect(
      await screen.findByText('Dữ liệu chưa hợp lệ, vui lòng kiểm tra các trường được đánh dấu.'),
    ).toBeInTheDocument();
  });

  it('shows the default failure text when the network fails, and the form can be sent again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = await open();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Có lỗi xảy ra, vui lòng kiểm tra và thử lại.')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(field(/Họ và tên người bệnh/)).toHaveValue('Trần Thị Lụa');

    fetchMock.mockResolvedValueOnce(
      json(
        { success: true, data: { _id: '0a000000-0000-4000-8000-000000000002', createdAt: '2025-05-01T01:00:00.000Z' } },
        201,
      ),
    );
    await user.click(submit());
    expect(await screen.findByTestId('intake-success')).toBeInTheDocument();
  });

  it('works in English: labels, messages, the language header and the thanks', async () => {
    fetchMock.mockResolvedValue(
      json(
        { success: true, data: { _id: '0a000000-0000-4000-8000-000000000003', createdAt: '2025-05-01T01:00:00.000Z' } },
        201,
      ),
    );
    const { user } = await open('en');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Review of applications for surgery support');
    await user.click(submit('Send the case'));
    expect(await screen.findByText('Please enter your full name')).toBeInTheDocument();
    expect(screen.getByText("Please enter the patient's full name")).toBeInTheDocument();
    expect(screen.getByText('Phone number must not be empty')).toBeInTheDocument();
    expect(screen.getByText("Please describe the patient's circumstances")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await user.type(field(/Your full name/), 'Tran Van Nam');
    await user.type(field(/Phone number/), '+84 912 345 678');
    await user.type(field(/Patient's full name/), 'Tran Thi Lua');
    await user.type(field(/Year of birth/), 'abc');
    await user.type(field(/Family circumstances/), 'Low income.');
    await user.click(submit('Send the case'));
    expect(await screen.findByText('Invalid year of birth')).toBeInTheDocument();
    await user.clear(field(/Year of birth/));
    await user.click(submit('Send the case'));
    expect(await screen.findByText('Your case has been sent')).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ i18nextLng: 'en' });
  });

  it('renders on the server with its title, description and trail', async () => {
    const { status, doc, head } = await serverRender('/xet-duyet-ho-so', { api: fixtureApi(charityApi) });
    expect(status).toBe(200);
    expect(doc.querySelector('h1')?.textContent).toBe('Xét duyệt hồ sơ hỗ trợ phẫu thuật');
    expect(doc.querySelectorAll('[data-testid="intake-form"] label')).toHaveLength(8);
    expect(head).toContain('<title>Xét duyệt hồ sơ hỗ trợ phẫu thuật | Phòng khám Đa khoa An Khang</title>');
    expect(head).toContain('"BreadcrumbList"');
  });
});
