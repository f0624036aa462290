// A short list of links in a side panel (related articles, other services, other doctors): a small
// picture when there is one, the title and a line under it.
import type { Image } from '@phongkham/contracts';
import type { ReactNode } from 'react';
import { SiteLink } from '../../ui/SiteLink';
import styles from './SideList.module.css';

export interface SideItem {
  key: string;
  to: string;
  title: string;
  image?: Image | null;
  detail?: ReactNode;
}

export function SideList({ title, items }: { title: string; items: SideItem[] }) {
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            {item.image && (
              <img
                className={styles.thumb}
                src={item.image.url}
                alt=""
                width={88}
                height={64}
                loading="lazy"
                decoding="async"
              />
            )}
            <div className={styles.body}>
              <SiteLink to={item.to} className={styles.link}>
                {item.title}
              </SiteLink>
              {item.detail && <div className={styles.detail}>{item.detail}</div>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
