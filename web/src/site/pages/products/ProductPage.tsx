// /san-pham/:id: one product: picture, price (or "contact us for the price"), the ways to ask about it,
// and its description.
import type { ProductDetail } from '@phongkham/contracts';
import { useLoaderData, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { formatPrice, telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import type { SiteData } from '../../data';
import { loadDetail } from '../../detail';
import { absoluteUrl, clinicRef, defaultShareImage, type RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { ContentImage } from '../../ui/ContentCard';
import { Icon } from '../../ui/icons';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import { RichText } from '../../ui/RichText';
import common from '../common/catalogue.module.css';
import styles from './ProductPage.module.css';

export async function loader(args: LoaderFunctionArgs): Promise<ProductDetail> {
  return loadDetail<ProductDetail>(args, {
    apiPath: apiPaths.product,
    canonical: (item) => paths.product(item._id, item.tensanpham),
  });
}

export const handle: RouteHandle = {
  meta: ({ t, lang, site, data, url }) => {
    const product = data as ProductDetail;
    const name = pick(lang, product, 'tensanpham');
    const description = pick(lang, product, 'mota') || undefined;
    const pageUrl = absoluteUrl(url, paths.product(product._id, product.tensanpham));
    return {
      title: name,
      description,
      image: product.hinhanh,
      crumbs: [{ label: t('site.pages.products.title'), to: paths.products }, { label: name }],
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name,
          ...(description ? { description } : {}),
          image: absoluteUrl(url, (product.hinhanh ?? defaultShareImage).url),
          url: pageUrl,
          brand: clinicRef(site, url, t),
          ...(product.gia !== null
            ? {
                offers: {
                  '@type': 'Offer',
                  price: product.gia,
                  priceCurrency: 'VND',
                  availability: 'https://schema.org/InStock',
                  url: pageUrl,
                },
              }
            : {}),
        },
      ],
    };
  },
};

export function Component() {
  const product = useLoaderData() as ProductDetail;
  const { setting } = useRouteLoaderData('root') as SiteData;
  const { t, lang } = useI18n();
  const requestModal = useRequestModal();
  const name = pick(lang, product, 'tensanpham');
  const summary = pick(lang, product, 'mota');
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <div className={styles.top}>
          <div className={styles.media}>
            <ContentImage image={product.hinhanh} alt={name} eager className={styles.image} />
          </div>
          <div className={styles.info}>
            <p className={styles.priceLabel}>{t('site.pages.product.priceLabel')}</p>
            <p className={styles.price}>
              {product.gia === null ? t('site.pages.product.contactPrice') : formatPrice(product.gia)}
            </p>
            {summary && <p className={common.lead}>{summary}</p>}
            <div className={styles.actions}>
              {setting && (
                <a className="button button-primary" href={telHref(setting.dienthoai)}>
                  <Icon name="phone" size={18} />
                  {t('site.pages.product.call', { phone: setting.dienthoai })}
                </a>
              )}
              <button
                type="button"
                className="button button-outline"
                onPointerEnter={requestModal.preload}
                onClick={() => requestModal.open({ type: 'HO_TRO_TU_VAN' })}
              >
                {t('site.pages.product.consult')}
              </button>
            </div>
          </div>
        </div>
        <div className={styles.body}>
          <RichText html={pick(lang, product, 'noidung')} />
        </div>
      </div>
    </>
  );
}
