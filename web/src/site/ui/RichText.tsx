// The body of an article, a service, a doctor's profile: HTML the server has already sanitized (tags and
// attributes from an allowlist, no scripts or event handlers), shown with the site's typography.
import styles from './RichText.module.css';

export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  if (!html?.trim()) return null;
  return (
    <div
      className={`${styles.rich} ${className ?? ''}`}
      // Sanitized by the API before it was stored (sanitize-html); never raw visitor input.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
