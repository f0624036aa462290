// The card of every content list (news, services, products, doctors, sponsored operations, stories) and
// the grid that holds them. Pictures carry their width and height (no layout shift) and alt text; only
// the first cards, above the fold, load eagerly: the rest wait until the visitor scrolls near them.
import type { Image } from '@phongkham/contracts';
import { Children, type ReactNode } from 'react';
import { SiteLink } from './SiteLink';
import styles from './ContentCard.module.css';

/** A stored picture with its size, or the clinic's cross on a soft background when there is none. */
export function ContentImage({
  image,
  alt,
  eager = false,
  className,
}: {
  image: Image | null;
  alt: string;
  /** Above the fold (the first cards, a detail page's picture): load at once, with high priority. */
  eager?: boolean;
  className?: string;
}) {
  if (!image) {
    return (
      <div className={`${styles.placeholder} ${className ?? ''}`} aria-hidden="true">
        <svg viewBox="0 0 48 48" width="56" height="56" focusable="false">
          <path d="M19 10h10v9h9v10h-9v9H19v-9h-9V19h9z" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={className}
      src={image.url}
      alt={alt}
      width={image.chieurong ?? 800}
      height={image.chieucao ?? 500}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
    />
  );
}

export interface ContentCardProps {
  to: string;
  title: string;
  image: Image | null;
  /** Alt text of the picture; the title when absent (the picture shows what the title names). */
  imageAlt?: string;
  summary?: string | null;
  /** A small line above the title: date, category, specialty. */
  eyebrow?: ReactNode;
  /** Under the summary: a price, a status. */
  footer?: ReactNode;
  eager?: boolean;
  /** The card's heading level under the page's headings (h2 on a list page, h3 under a section's h2). */
  headingLevel?: 2 | 3;
  /** Portrait pictures (doctors) instead of the 16:10 landscape. */
  shape?: 'landscape' | 'portrait';
}

export function ContentCard({
  to,
  title,
  image,
  imageAlt,
  summary,
  eyebrow,
  footer,
  eager,
  headingLevel = 2,
  shape = 'landscape',
}: ContentCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${styles.card} ${shape === 'portrait' ? styles.portrait : ''}`}>
      <div className={styles.media}>
        <ContentImage image={image} alt={imageAlt ?? title} eager={eager ?? false} className={styles.image} />
      </div>
      <div className={styles.body}>
        {eyebrow && <div className={styles.eyebrow}>{eyebrow}</div>}
        <Heading className={styles.title}>
          {/* The whole card is clickable through this link's ::after; one link per card for screen readers. */}
          <SiteLink to={to} className={styles.link}>
            {title}
          </SiteLink>
        </Heading>
        {summary && <p className={styles.summary}>{summary}</p>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </article>
  );
}

/** The responsive grid of cards: a list for assistive technology, 1 to 4 columns by width. */
export function CardGrid({
  children,
  columns = 3,
  label,
}: {
  children: ReactNode;
  columns?: 2 | 3 | 4;
  label?: string;
}) {
  return (
    <ul className={`${styles.grid} ${styles[`cols${columns}`]}`} aria-label={label}>
      {Children.map(children, (child) => (child ? <li className={styles.cell}>{child}</li> : null))}
    </ul>
  );
}

/** Columns that leave no lone card on the last row for a short list (4 cards: one row of 4). */
export function columnsFor(count: number): 3 | 4 {
  return count % 4 === 0 && count % 3 !== 0 ? 4 : 3;
}

/** How many cards of a list load their picture eagerly: the first row on a desktop. */
export const EAGER_CARDS = 3;
