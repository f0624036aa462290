// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export { clinics } from './tables/phongkham';
export { settings } from './tables/setting';
export { newsCategories } from './tables/dmtintuc';
export { requests } from './tables/yeucau';
