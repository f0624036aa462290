// Opens the site's own pages without reloading the document, for every link on the page at once: one click
// listener on the document instead of React Router's Link on each anchor. Link runs six hooks per anchor on
// every server render, about a fifth of the home page's render time and memory (docs/decisions/0036). An anchor
// opts in with `data-spa`, on itself (SiteLink) or on a container (RichText, whose links come from content).
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Paths the site's router does not serve: the back office, the API and stored files load as documents. */
const notSitePages = /^\/(admin|api|uploads)(\/|$)|^\/(sitemap\.xml|robots\.txt)$/;

/** The document's origin and the page the router shows. */
type Here = { origin: string; pathname: string; search: string };

/**
 * The site address a click should open in place, or null when the browser should handle it: whatever the visitor
 * asked the browser for (new tab, download, save) stays the browser's, and so does a jump within the same page
 * (the skip link, the FAQ's chips).
 */
function inSiteAddress(event: MouseEvent, here: Here): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  // Only an anchor with an address: content may hold named anchors (`<a id>`), which lead nowhere.
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-spa]')) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  const url = new URL(link.href);
  if (url.origin !== here.origin || notSitePages.test(url.pathname)) return null;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Installs the listener; the site's layout calls it once. */
export function useInSiteLinks() {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    const open = (event: MouseEvent) => {
      const address = inSiteAddress(event, { origin: window.location.origin, pathname, search });
      if (address === null) return;
      event.preventDefault();
      // As React Router's Link: opening the page already shown replaces its history entry instead of adding one.
      void navigate(address, { replace: address === `${pathname}${search}${hash}` });
    };
    document.addEventListener('click', open);
    return () => document.removeEventListener('click', open);
  }, [navigate, pathname, search, hash]);
}
