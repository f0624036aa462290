// The body of an article, a service, a doctor's profile: HTML the server has already sanitized (tags and
// attributes from an allowlist, no scripts or event handlers), shown with the site's typography. A link in it
// to another page of the site opens like the menu's links do, without reloading the page (in-site-links.ts).
import styles from './RichText.module.css';

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html?.trim()) return null;
  return (
    <div
      className={`${styles.rich} ${className ?? ''}`}
      data-spa=""
      // Sanitized by the API before it was stored (sanitize-html); never raw visitor input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
