// /bang-gia-dich-vu: every service with its unit and price (and the clinic's note under the price), grouped as the
// clinic orders its groups.
// A table per group on wide screens; on a phone each row folds into a block so nothing scrolls sideways.
import type { PriceList } from '@phongkham/contracts';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SiteLink } from '../../ui/SiteLink';
import { formatPrice } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import { apiPaths, paths } from '../../../shared/paths';
import { apiFrom } from '../../api';
import { required } from '../../detail';
import { clinicName, type RouteHandle } from '../../meta';
import { useRequestModal } from '../../request/RequestModalProvider';
import { pick } from '../../ui/localized';
import { PageBanner } from '../../ui/PageBanner';
import common from '../common/catalogue.module.css';
import styles from './services.module.css';

interface PriceListData {
  groups: PriceList;
}

export async function loader({ context }: LoaderFunctionArgs): Promise<PriceListData> {
  return { groups: required(await apiFrom(context).get<PriceList>(apiPaths.priceList, { silent: true })) };
}

export const handle: RouteHandle = {
  meta: ({ t, site }) => ({
    title: t('site.pages.priceList.title'),
    description: t('site.pages.priceList.metaDescription', { name: clinicName(site, t) }),
    crumbs: [{ label: t('site.pages.services.title'), to: paths.services }, { label: t('site.pages.priceList.title') }],
  }),
};

export function Component() {
  const { groups } = useLoaderData() as PriceListData;
  const { t, lang } = useI18n();
  const requestModal = useRequestModal();
  const shown = groups.filter((group) => group.dichvu.length > 0);
  return (
    <>
      <PageBanner />
      <div className={`container ${common.page}`}>
        <p className={common.intro}>{t('site.pages.priceList.intro')}</p>
        {shown.length === 0 && <p className={common.empty}>{t('site.pages.priceList.empty')}</p>}
        {shown.map((group) => {
          const name = pick(lang, group, 'tendanhmuc');
          const headingId = `price-group-${group._id}`;
          return (
            <section key={group._id} className={styles.group} aria-labelledby={headingId}>
              <div className={styles.groupHead}>
                <h2 id={headingId}>{name}</h2>
                <SiteLink to={paths.service(group._id, group.tendanhmuc)}>{t('site.ui.readMore')}</SiteLink>
              </div>
              <table className={styles.table} aria-labelledby={headingId}>
                <thead>
                  <tr>
                    <th scope="col">{t('site.pages.priceList.service')}</th>
                    <th scope="col" className={styles.unitCol}>
                      {t('site.pages.priceList.unit')}
                    </th>
                    <th scope="col" className={`${styles.priceCol} ${styles.num}`}>
                      {t('site.pages.priceList.price')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {group.dichvu.map((service) => {
                    const remark = pick(lang, service, 'ghichu');
                    return (
                      <tr key={service._id}>
                        <th scope="row">
                          <SiteLink to={paths.providedService(service._id, service.tendichvu)}>
                            {pick(lang, service, 'tendichvu')}
                          </SiteLink>
                        </th>
                        <td className={styles.unit}>{pick(lang, service, 'donvitinh')}</td>
                        <td className={styles.num}>
                          <span className={common.price}>{formatPrice(service.gia)}</span>
                          {remark && <small className={styles.remark}>{remark}</small>}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </section>
          );
        })}
        <div className={styles.cta}>
          <p>{t('site.pages.home.bookText')}</p>
          <button
            type="button"
            className="button button-primary"
            onPointerEnter={requestModal.preload}
            onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
          >
            {t('site.pages.priceList.book')}
          </button>
        </div>
      </div>
    </>
  );
}
