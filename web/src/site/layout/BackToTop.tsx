// The 40 px back-to-top button (docs/product-rules.md, 'Page behaviour'), shown once the visitor has scrolled
// down a screen.
import { useEffect, useState } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { Icon } from '../ui/icons';
import styles from './BackToTop.module.css';

export function BackToTop() {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight / 2);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);
  return (
    <button
      type="button"
      className={`${styles.button} ${visible ? styles.visible : ''}`}
      aria-label={t('site.backToTop')}
      title={t('site.backToTop')}
      tabIndex={visible ? 0 : -1}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <Icon name="arrowUp" size={20} />
    </button>
  );
}
