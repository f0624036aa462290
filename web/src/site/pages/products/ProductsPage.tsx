// /san-pham: the products the clinic recommends, with their price or "contact us", twelve a page.
import type { Paginated, ProductCategory, ProductItem } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { checkPageInRange, pageFromRequest, required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { CardGrid, ContentCard } from '../../ui/ContentCard';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { Pagination } from '../../ui/Pagination';
import common from '../common/catalogue.module.css';

interface ProductsData {
  list: Paginated<ProductItem>;
  categories: ProductCategory[];
}

const PAGE_SIZE = 12;

export async function loader({ request, context }: LoaderFunctionArgs): Promise<ProductsData> {
  const page = pageFromRequest(request);
  const api = apiFrom(context);
  const [list, categories] = await Promise.all([
    api.get<Paginated<ProductItem>>(apiPaths.products, { query: { page, limit: PAGE_SIZE }, silent: true }),
    api.get<Paginated<ProductCategory>>(apiPaths.productCategories, { query: { limit: 0 }, silent: true }),
  ]);
  const products = required(list);
  checkPageInRange(page, products.totalPages);
  return { list: products, categories: categories?.docs ?? [] };
}

export const handle: RouteHandle = {
  meta: ({ t, site, data }) => {
    const { list } = data as ProductsData;
    const title = t('site.pages.products.title');
    return {
      title: list.page > 1 ? `${title} - ${t('site.ui.pagination.page', { page: list.page })}` : title,
      heading: title,
      description: t('site.pages.products.metaDescription', { name: clinicName(site, t) }),
      crumbs: [{ label: title }],
    };
  },
};

/** A product's price, or "contact us" when the clinic gives none (gia null). */
export function ProductPrice({ gia, className }: { gia: number | null; className?: string }) {
  const { t } = useI18n();
  return gia === null ? (
    <span className={`${common.badge} ${className ?? ''}`}>{t('site.pages.products.contactPrice')}</span>
  ) : (
    <span className={`${common.price} ${className ?? ''}`}>{formatPrice(gia)}</span>
  );
}

export function Component() {
  const { list, categories } = useLoaderData() as ProductsData;
  const { t, lang } = useI18n();
  const categoryName = (id: string | null) => {
    const category = categories.find((item) => item._id === id);
    return category ? pick(lang, category, 'tendanhmuc') : null;
  };
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        {list.docs.length === 0 ? (
          <p className={common.empty}>{t('site.pages.products.empty')}</p>
        ) : (
          <CardGrid columns={4} label={t('site.pages.products.listLabel')}>
            {list.docs.map((product, index) => (
              <ContentCard
                key={product._id}
                to={paths.product(product._id, product.tensanpham)}
                title={pick(lang, product, 'tensanpham')}
                image={product.hinhanh}
                summary={pick(lang, product, 'mota')}
                eyebrow={categoryName(product.dmsanpham_id)}
                footer={<ProductPrice gia={product.gia} />}
                eager={index < 4}
              />
            ))}
          </CardGrid>
        )}
        <Pagination page={list.page} totalPages={list.totalPages} totalDocs={list.totalDocs} limit={list.limit} />
      </div>
    </>
  );
}
