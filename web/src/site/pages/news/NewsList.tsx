// The news list shared by /tin-tuc and /danh-muc-tin-tuc/:id: category links (the current one marked),
// the articles as cards, newest first, and the pages.
import type { NewsItem, Paginated } from '@phongkham/contracts';
import { useRouteLoaderData } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatDate } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { paths } from '../../../shared/paths';
import type { SiteData } from '../../data';
import { PageBanner } from '../../ui/PageBanner';
import { CardGrid, ContentCard, EAGER_CARDS } from '../../ui/ContentCard';
import { Pagination } from '../../ui/Pagination';
import { pick } from '../../ui/localized';
import common from '../common/catalogue.module.css';

export const NEWS_PAGE_SIZE = 9;

export function NewsList({ list, categoryId }: { list: Paginated<NewsItem>; categoryId?: string }) {
  const { t, lang } = useI18n();
  const { categories } = useRouteLoaderData('root') as SiteData;
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        {categories.length > 0 && (
          <nav aria-label={t('site.pages.news.categoriesLabel')}>
            <ul className={common.chips}>
              <li>
                <SiteLink
                  to={paths.news}
                  className={`${common.chip} ${categoryId ? '' : common.chipActive}`}
                  aria-current={categoryId ? undefined : 'page'}
                >
                  {t('site.pages.news.allCategories')}
                </SiteLink>
              </li>
              {categories.map((category) => (
                <li key={category._id}>
                  <SiteLink
                    to={paths.newsCategory(category._id, category.slug)}
                    className={`${common.chip} ${category._id === categoryId ? common.chipActive : ''}`}
                    aria-current={category._id === categoryId ? 'page' : undefined}
                  >
                    {pick(lang, category, 'tendanhmuc')}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {list.docs.length === 0 ? (
          <p className={common.empty}>{t('site.pages.news.empty')}</p>
        ) : (
          <CardGrid label={t('site.pages.news.listLabel')}>
            {list.docs.map((item, index) => (
              <ContentCard
                key={item._id}
                to={paths.newsArticle(item._id, item.slug)}
                title={pick(lang, item, 'tieude')}
                image={item.hinhanh}
                summary={pick(lang, item, 'mota')}
                eager={index < EAGER_CARDS}
                eyebrow={
                  <>
                    <time dateTime={item.ngaydang}>{formatDate(lang, item.ngaydang)}</time>
                    <span>{pick(lang, item.danhmuc, 'tendanhmuc')}</span>
                  </>
                }
              />
            ))}
          </CardGrid>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} limit={list.limit} />
      </div>
    </>
  );
}
