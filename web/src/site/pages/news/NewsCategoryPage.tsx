// /danh-muc-tin-tuc/:id: the news list of one category (docs/product-rules.md, 'Public pages'), titled with the
// category's name.
import type { NewsCategory, NewsItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { checkPageInRange, loadDetail, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { pick } from '../../ui/localized';
import { NEWS_PAGE_SIZE, NewsList } from './NewsList';

interface NewsCategoryData {
  category: NewsCategory;
  list: Paginated<NewsItem>;
}

export async function loader(args: LoaderFunctionArgs): Promise<NewsCategoryData> {
  const page = pageFromRequest(args.request);
  const category = await loadDetail<NewsCategory>(args, {
    apiPath: (id) => `${apiPaths.newsCategories}/${id}`,
    canonical: (item) => paths.newsCategory(item._id, item.slug),
  });
  const list = required(
    await apiFrom(args.context).get<Paginated<NewsItem>>(apiPaths.news, {
      query: { page, limit: NEWS_PAGE_SIZE, dmtintuc_id: category._id },
      silent: true,
    }),
  );
  checkPageInRange(page, list.totalPages);
  return { category, list };
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data }) => {
    const { category, list } = data as NewsCategoryData;
    const name = pick(lang, category, 'tendanhmuc');
    return {
      title: list.page > 1 ? `${name} - ${t('site.ui.pagination.page', { page: list.page })}` : name,
      heading: name,
      description: t('site.pages.newsCategory.metaDescription', { category: name, name: clinicName(site, t) }),
      crumbs: [{ label: t('site.pages.news.title'), to: paths.news }, { label: name }],
    };
  },
};

export function Component() {
  const { category, list } = useLoaderData() as NewsCategoryData;
  return <NewsList list={list} categoryId={category._id} />;
}
