import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
