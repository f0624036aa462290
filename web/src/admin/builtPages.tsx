// Which back-office pages have a screen. adminRoutes derives the set from the `screens` map of resources.tsx
// (the only list of built screens) and provides it here, so the menu and the role matrix agree with the
// routes: a page without a screen yet is shown as coming, never as a link or an editable grant
// (docs/decisions/0009-honest-menu.md).
import { Tag } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';
import { useI18n } from '../shared/i18n/I18nProvider';
import styles from './builtPages.module.css';

const BuiltPagesContext = createContext<ReadonlySet<string> | null>(null);

export function BuiltPagesProvider({ urls, children }: { urls: ReadonlySet<string>; children: ReactNode }) {
  return <BuiltPagesContext value={urls}>{children}</BuiltPagesContext>;
}

/** The urls (backOfficePages urls) whose screen exists. */
export function useBuiltPages(): ReadonlySet<string> {
  const urls = useContext(BuiltPagesContext);
  if (!urls) throw new Error('useBuiltPages needs a BuiltPagesProvider (adminRoutes provides one)');
  return urls;
}

/** The small "coming soon" mark after the name of a page whose screen is not built yet. */
export function ComingTag() {
  const { t } = useI18n();
  return (
    <Tag variant="filled" className={styles.tag}>
      {t('admin.coming.tag')}
    </Tag>
  );
}

/** A page's name followed by the mark, on one line: a long name is cut short (…), the mark stays visible. */
export function ComingLabel({ name }: { name: string }) {
  return (
    <span className={styles.label}>
      <span className={styles.name} title={name}>
        {name}
      </span>
      <ComingTag />
    </span>
  );
}
