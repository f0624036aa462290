// Single pages (trang: about, charity, the intros of the two forms) are content from the API; the locale
// files hold only a title and description to fall back on when the row is missing or unpublished.
import type { PageCode, SitePage } from '@phongkham/contracts';
import type { ApiClient } from '../../../shared/api/client';
import { apiPaths } from '../../../shared/paths';
import { clinicName, type Crumb, type MetaArgs, type PageMeta } from '../../meta';
import { pick } from '../../ui/localized';

/** The page row, or null when the API has none to show (the page then reads its locale texts). */
export function loadSitePage(api: ApiClient, code: PageCode): Promise<SitePage | null> {
  // Silent: a page without its introduction still works; no toast for it.
  return api.get<SitePage>(apiPaths.sitePage(code), { silent: true });
}

/**
 * Title, description and trail of a route showing a single page: the row's texts in the page's language,
 * else the locale's `<prefix>.title` / `<prefix>.description`. `parents` go before the page in the trail.
 */
export function sitePageMeta({ t, lang, site, data }: MetaArgs, prefix: string, parents: Crumb[] = []): PageMeta {
  const page = (data as { page?: SitePage | null } | undefined)?.page ?? null;
  const title = page ? pick(lang, page, 'tieude') : t(`${prefix}.title`);
  const summary = page ? pick(lang, page, 'mota') : '';
  return {
    title,
    description: summary || t(`${prefix}.description`, { name: clinicName(site, t) }),
    // The trail names the page as the menu does; the banner's heading is the page's own title.
    heading: title,
    crumbs: [...parents, { label: t(`${prefix}.title`) }],
    image: page?.hinhanh ?? null,
  };
}
