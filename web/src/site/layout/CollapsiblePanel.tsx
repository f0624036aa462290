// A footer panel with a title and a list (docs/product-rules.md, 'Public footer'): open by default, re-opens when the
// screen reaches medium width, minus icon when open and plus when closed, the icon at the end of the title.
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useI18n } from '../../shared/i18n/I18nProvider';
import { Icon } from '../ui/icons';
import styles from './CollapsiblePanel.module.css';

const MEDIUM = '(min-width: 768px)';

export function CollapsiblePanel({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  useEffect(() => {
    const query = window.matchMedia(MEDIUM);
    const reopen = (event: MediaQueryListEvent) => {
      if (event.matches) setOpen(true);
    };
    query.addEventListener('change', reopen);
    return () => query.removeEventListener('change', reopen);
  }, []);
  return (
    <section className={styles.panel} data-open={open}>
      <h2 className={styles.heading}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          title={t(open ? 'site.footer.collapse' : 'site.footer.expand', { title })}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name={open ? 'minus' : 'plus'} size={18} className={styles.icon} data-icon={open ? 'minus' : 'plus'} />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
