// What every page gets from the root loader: the site settings and the news categories (docs/product-rules.md,
// 'Startup data').
import type { NewsCategory, Paginated, Setting } from '@phongkham/contracts';
import { apiPaths } from '../shared/paths';
import type { ApiClient } from '../shared/api/client';

export interface SiteData {
  setting: Setting | null;
  categories: NewsCategory[];
}

export async function loadSiteData(api: ApiClient): Promise<SiteData> {
  const [setting, categories] = await Promise.all([
    api.get<Setting>(apiPaths.setting),
    // Page size 0: every category, for the header's news menu.
    api.get<Paginated<NewsCategory>>(apiPaths.newsCategories, { query: { limit: 0 }, silent: true }),
  ]);
  return { setting, categories: categories?.docs ?? [] };
}
