// Shows notifications (success and errors) in the corner; each closes by itself after 4.5 s.
import { useSyncExternalStore } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { serverSnapshot, toastStore } from '../toasts';
import { Icon } from './icons';
import styles from './Toaster.module.css';

export function Toaster() {
  const { t } = useI18n();
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, serverSnapshot);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`${styles.toast} ${styles[toast.kind]}`}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          data-kind={toast.kind}
        >
          <Icon name={toast.kind === 'error' ? 'alert' : 'check'} size={22} className={styles.icon} />
          <div className={styles.text}>
            {toast.title && <p className={styles.title}>{toast.title}</p>}
            <p className={styles.message}>{toast.message}</p>
          </div>
          <button
            type="button"
            className={styles.close}
            aria-label={t('site.toast.close')}
            onClick={() => toastStore.dismiss(toast.id)}
          >
            <Icon name="close" size={18} />
          </button>
        </div>
      ))}
    </div>
  );
}
