// The body of an article, a service, a doctor's profile: HTML the server has already sanitized (tags and
// attributes from an allowlist, no scripts or event handlers), shown with the site's typography. A link in it
// to another page of the site opens like the menu's links do, without reloading the page.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './RichText.module.css';

/** Paths the site's router does not serve: the back office, the API and stored files load as documents. */
const notSitePages = /^\/(admin|api|uploads)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const navigate = useNavigate();
  if (!html?.trim()) return null;

  const openInSite = (event: MouseEvent<HTMLDivElement>) => {
    // Whatever the visitor asked the browser for (new tab, download, save) stays the browser's.
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a');
    if (!link || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || notSitePages.test(url.pathname)) return;
    event.preventDefault();
    void navigate(`${url.pathname}${url.search}${url.hash}`);
  };

  return (
    // The links inside are real anchors with their own keyboard handling; this only changes how they open.
    <div
      className={`${styles.rich} ${className ?? ''}`}
      onClick={openInSite}
      // Sanitized by the API before it was stored (sanitize-html); never raw visitor input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
