import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/site';
import { RichText } from './RichText';

describe('RichText', () => {
  it('shows the sanitized content as HTML, its links opening in place', () => {
    const { container, router } = renderSite(<RichText html='<p>Xem <a href="/lien-he">liên hệ</a></p>' />, {
      path: '/tin-tuc/1-bai-viet',
    });
    container.querySelector('a')!.click();
    expect(router.state.location.pathname).toBe('/lien-he');
  });

  it('renders nothing for empty content', () => {
    const { container } = renderSite(<RichText html="  " />);
    expect(container.innerHTML).toBe('');
  });
});
