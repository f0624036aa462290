import { screen } from '@testing-library/react';
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
});
