import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshPromotion, resetPromotion } from '../promotion/promotion-store';
import { renderSite, setting } from '../../test/site';
import { RequestModalProvider } from '../request/RequestModalProvider';
import { Footer } from './Footer';

const renderFooter = (value: typeof setting, lang: 'vi' | 'en' = 'vi') =>
  renderSite(
    <RequestModalProvider>
      <Footer setting={value} />
    </RequestModalProvider>,
    { lang },
  );

describe('Footer', () => {
  it('shows the built-in promotion, working hours and powered-by line when the settings leave them empty', () => {
    renderFooter(setting);
    expect(screen.getByText('Thứ 2 - Chủ nhật')).toBeInTheDocument();
    expect(screen.getByText(/Vận hành bởi PhongKham/)).toBeInTheDocument();
  });

  it('shows the texts staff set in the general information, in the reader’s language', () => {
    const edited = {
      ...setting,
      khuyenmai_tieude: 'Ưu đãi mùa thu',
      khuyenmai_tieude_en: 'Autumn offer',
      giolamviec: 'Mở cửa 7h00 - 19h00 mỗi ngày',
      vanhanhboi: 'Vận hành bởi đội ngũ An Khang',
      vanhanhboi_en: 'Run by the An Khang team',
    };
    const { unmount } = renderFooter(edited);
    expect(screen.getByRole('heading', { name: 'Ưu đãi mùa thu' })).toBeInTheDocument();
    expect(screen.getByText('Mở cửa 7h00 - 19h00 mỗi ngày')).toBeInTheDocument();
    expect(screen.queryByText('Thứ 2 - Chủ nhật')).not.toBeInTheDocument();
    expect(screen.getByText(/Vận hành bởi đội ngũ An Khang/)).toBeInTheDocument();
    unmount();
    renderFooter(edited, 'en');
    expect(screen.getByRole('heading', { name: 'Autumn offer' })).toBeInTheDocument();
    expect(screen.getByText(/Run by the An Khang team/)).toBeInTheDocument();
  });

  it('links the company pages, the support pages and the charity pages, each column in its own panel', () => {
    renderFooter(setting);
    const column = (title: string) => {
      const panel = screen.getByRole('button', { name: title }).closest('section') as HTMLElement;
      return within(panel)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]);
    };
    expect(column('Thông tin công ty')).toEqual([
      ['Trang chủ', '/'],
      ['Giới thiệu', '/gioi-thieu'],
      ['Dịch vụ', '/dich-vu'],
      ['Tin tức', '/tin-tuc'],
    ]);
    expect(column('Hỗ trợ khách hàng')).toEqual([
      ['Liên hệ', '/lien-he'],
      ['Câu hỏi thường gặp', '/hoi-dap'],
      ['Hướng dẫn', '/huong-dan'],
      ['Chính sách bảo mật', '/chinh-sach-bao-mat'],
      ['Điều khoản sử dụng', '/dieu-khoan-su-dung'],
    ]);
    expect(column('Từ thiện')).toEqual([
      ['Hoạt động từ thiện', '/tu-thien'],
      ['Tài trợ ca mổ', '/tai-tro-ca-mo'],
      ['Câu chuyện thành công', '/cau-chuyen-thanh-cong'],
      ['Gửi hồ sơ xét duyệt', '/xet-duyet-ho-so'],
    ]);
  });

  it('leads from the promotion to member registration as well as to booking, in English too', () => {
    renderFooter(setting, 'en');
    const promo = screen.getByRole('region', { name: '30% off treatment or minor surgery' });
    expect(within(promo).getByRole('button', { name: 'Book an appointment' })).toBeInTheDocument();
    expect(within(promo).getByRole('link', { name: 'Become a member for special offers' })).toHaveAttribute(
      'href',
      '/dang-ky-thanh-vien',
    );
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/chinh-sach-bao-mat');
    expect(screen.getByRole('button', { name: 'Charity' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('Footer promotion count', () => {
  /** The browser's visibility observer, reporting the footer in view as soon as it is observed. */
  class InView {
    constructor(private readonly report: (entries: { isIntersecting: boolean }[]) => void) {}
    observe() {
      queueMicrotask(() => this.report([{ isIntersecting: true }]));
    }
    disconnect() {}
  }
  let answer = { soluong: 50, conlai: 12, giamgia: 30 };
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/khuyenmai'
      ? new Response(JSON.stringify({ success: true, data: answer }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        })
      : new Response('{}', { status: 404 }),
  );

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockClear();
    resetPromotion();
  });

  const inView = () => {
    vi.stubGlobal('IntersectionObserver', InView);
    vi.stubGlobal('fetch', fetchMock);
  };

  it('asks for the count once the offer is in view and shows the slots left, in vi and en', async () => {
    inView();
    const { unmount } = renderFooter({ ...setting, khuyenmai_soluong: 50, khuyenmai_giamgia: 30 });
    expect(screen.getByRole('heading', { name: 'Giảm 30% chi phí điều trị hoặc tiểu phẫu' })).toBeInTheDocument();
    expect(await screen.findByText('Còn 12/50 suất ưu đãi')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    unmount();
    renderFooter(setting, 'en');
    // The count is known: shown at once, not asked again.
    expect(screen.getByTestId('promo-slots')).toHaveTextContent('12 of 50 offers left');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('takes the offer’s numbers from the general information before the count arrives', () => {
    renderFooter({ ...setting, khuyenmai_soluong: 20, khuyenmai_giamgia: 15 });
    expect(screen.getByRole('heading', { name: 'Giảm 15% chi phí điều trị hoặc tiểu phẫu' })).toBeInTheDocument();
    expect(screen.getByText(/Dành cho 20 khách hàng đăng ký thành viên đầu tiên/)).toBeInTheDocument();
    // Without a visibility observer nothing is asked and no count is shown.
    expect(screen.getByTestId('promo-slots')).toBeEmptyDOMElement();
  });

  it('says the promotion has ended at zero, and follows a new count after a registration', async () => {
    inView();
    answer = { soluong: 50, conlai: 1, giamgia: 30 };
    renderFooter(setting);
    expect(await screen.findByText('Còn 1/50 suất ưu đãi')).toBeInTheDocument();
    answer = { soluong: 50, conlai: 0, giamgia: 30 };
    await act(() => refreshPromotion());
    await waitFor(() =>
      expect(screen.getByTestId('promo-slots')).toHaveTextContent(
        'Chương trình ưu đãi đã kết thúc. Cảm ơn bạn đã quan tâm!',
      ),
    );
    expect(screen.queryByText(/suất ưu đãi/)).not.toBeInTheDocument();
    // The invitation to register goes with it.
    expect(screen.queryByText(/Đăng ký ngay để nhận mã ưu đãi/)).not.toBeInTheDocument();
  });

  it('shows no count, and raises nothing, when the contract that checks it cannot be fetched (offline)', async () => {
    inView();
    // The store loads the contract with its first ask; offline, that file may not be in the browser's cache.
    vi.doMock('@phongkham/contracts/promotion', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      renderFooter(setting);
      await expect(act(() => refreshPromotion())).resolves.toBeUndefined();
      expect(fetchMock).not.toHaveBeenCalled();
      expect(screen.getByTestId('promo-slots')).toBeEmptyDOMElement();
    } finally {
      vi.doUnmock('@phongkham/contracts/promotion');
    }
  });
});
