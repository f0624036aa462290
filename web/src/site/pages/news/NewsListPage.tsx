// /tin-tuc: every published article, newest first, nine a page.
import type { NewsItem, Paginated } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { apiPaths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { checkPageInRange, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { NEWS_PAGE_SIZE, NewsList } from './NewsList';

interface NewsListData {
  list: Paginated<NewsItem>;
}

export async function loader({ request, context }: LoaderFunctionArgs): Promise<NewsListData> {
  const page = pageFromRequest(request);
  const list = required(
    await apiFrom(context).get<Paginated<NewsItem>>(apiPaths.news, {
      query: { page, limit: NEWS_PAGE_SIZE },
      silent: true,
    }),
  );
  checkPageInRange(page, list.totalPages);
  return { list };
}

export const handle: RouteHandle = {
  meta: ({ t, site, data }) => {
    const { list } = data as NewsListData;
    const title = t('site.pages.news.title');
    return {
      title: list.page > 1 ? `${title} - ${t('site.ui.pagination.page', { page: list.page })}` : title,
      heading: title,
      description: t('site.pages.news.metaDescription', { name: clinicName(site, t) }),
      crumbs: [{ label: title }],
    };
  },
};

export function Component() {
  const { list } = useLoaderData() as NewsListData;
  return <NewsList list={list} />;
}
