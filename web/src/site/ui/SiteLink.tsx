// Links to the site's own pages: plain anchors, opened in place by the layout's one listener (in-site-links.ts).
// SiteNavLink is a menu entry that knows whether it is the page shown.
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router';

export type SiteLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & { to: string };

export function SiteLink({ to, ...anchor }: SiteLinkProps) {
  return <a {...anchor} href={to} data-spa="" />;
}

/**
 * Whether a menu entry stands for the page at `pathname`: its own path, and the pages below it unless `end`.
 * Compared without case, as React Router's NavLink does.
 */
export function isCurrent(to: string, pathname: string, end = false): boolean {
  const target = (to.split(/[?#]/)[0] ?? '').toLowerCase();
  const path = pathname.toLowerCase();
  return path === target || (!end && target !== '/' && path.startsWith(`${target.replace(/\/$/, '')}/`));
}

export function SiteNavLink({
  to,
  end,
  className,
  ...anchor
}: Omit<SiteLinkProps, 'className'> & { end?: boolean; className?: (current: boolean) => string | undefined }) {
  const current = isCurrent(to, useLocation().pathname, end);
  return <SiteLink {...anchor} to={to} className={className?.(current)} aria-current={current ? 'page' : undefined} />;
}
