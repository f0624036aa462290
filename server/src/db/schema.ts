// Every table, for Drizzle's typed queries and for drizzle-kit's migration generator.
export { clinics } from './tables/phongkham';
export { settings } from './tables/setting';
export { newsCategories } from './tables/dmtintuc';
export { requests } from './tables/yeucau';
export { roles } from './tables/vaitro';
export { staff } from './tables/nhanvien';
export { sessions } from './tables/phiendangnhap';
export { activityLog } from './tables/lichsuhoatdong';
