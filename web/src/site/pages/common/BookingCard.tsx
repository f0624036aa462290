// The side card that turns reading into a visit: book an examination (the request modal, DAT_LICH_HEN)
// or call the hotline. Shown beside articles, services, diseases and doctors.
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { telHref } from '../../../shared/format';
import { useI18n } from '../../../shared/i18n/I18nProvider';
import type { SiteData } from '../../data';
import { useRequestModal } from '../../request/RequestModalProvider';
import { Icon } from '../../ui/icons';
import styles from './BookingCard.module.css';

export function BookingCard({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  const { t } = useI18n();
  const site = useRouteLoaderData('root') as SiteData | undefined;
  const requestModal = useRequestModal();
  const phone = site?.setting?.dienthoai;
  return (
    <section className={styles.card} aria-label={title}>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      <button
        type="button"
        className={`button button-accent ${styles.button}`}
        onPointerEnter={requestModal.preload}
        onFocus={requestModal.preload}
        onClick={() => requestModal.open({ type: 'DAT_LICH_HEN' })}
      >
        {t('site.home.book')}
      </button>
      {phone && (
        <a className={styles.phone} href={telHref(phone)}>
          <Icon name="phone" size={18} />
          {t('site.pages.home.call', { phone })}
        </a>
      )}
      {children}
    </section>
  );
}
