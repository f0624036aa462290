import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSite } from '../../test/site';
import { CardGrid, ContentCard } from './ContentCard';

const picture = { _id: '9b1d0000-0001-4b7e-8a1c-1d2e3f405161', url: '/uploads/a.webp', chieurong: 1200, chieucao: 750 };

describe('ContentCard', () => {
  it('links the title, and gives the picture its size, alt text and lazy loading', () => {
    renderSite(
      <ContentCard
        to="/tin-tuc/abc"
        title="Khám sức khỏe tổng quát"
        image={picture}
        summary="Tóm tắt"
        eyebrow="9/3/2025"
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Khám sức khỏe tổng quát' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Khám sức khỏe tổng quát' })).toHaveAttribute('href', '/tin-tuc/abc');
    const img = screen.getByRole('img', { name: 'Khám sức khỏe tổng quát' });
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '750');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(screen.getByText('Tóm tắt')).toBeInTheDocument();
    expect(screen.getByText('9/3/2025')).toBeInTheDocument();
  });

  it('loads the picture at once, with priority, above the fold', () => {
    renderSite(<ContentCard to="/x" title="Ảnh đầu" image={picture} eager />);
    const img = screen.getByRole('img', { name: 'Ảnh đầu' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a decorative placeholder without a picture, and takes a given alt text and heading level', () => {
    const { container } = renderSite(
      <ContentCard to="/x" title="Bác sĩ An" image={null} headingLevel={3} imageAlt="Ảnh bác sĩ An" />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 3, name: 'Bác sĩ An' })).toBeInTheDocument();
  });
});

describe('CardGrid', () => {
  it('lists one card per item and skips empty children', () => {
    renderSite(
      <CardGrid label="Bài viết">
        <ContentCard to="/a" title="Một" image={null} />
        {null}
        <ContentCard to="/b" title="Hai" image={null} />
      </CardGrid>,
    );
    const list = screen.getByRole('list', { name: 'Bài viết' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });
});
