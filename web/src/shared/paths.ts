// Every URL the web app links to, in one place (Vietnamese slugs: docs/product-rules.md, 'Public pages' and
// 'Back-office pages'). The public pages' paths are the contracts' sitePaths, so links, routes and the server's sitemap
// build the same canonical `/<list>/<id>-<slug>`.
import { sitePaths } from '@phongkham/contracts/site-paths';

export const paths = sitePaths;

export const apiPaths = {
  setting: '/api/setting',
  newsCategories: '/api/dmtintuc',
  requests: '/api/yeucau',
  health: '/api/health',
  staffLogin: '/api/nhanvien/login',
  staffRefresh: '/api/nhanvien/refresh-token',
  staffLogout: '/api/nhanvien/logout',
  staffMe: '/api/nhanvien/me',
  staffMember: (id: string) => `/api/nhanvien/${id}`,
  forgotPasswordEmail: '/api/nhanvien/forgot-password/email',
  forgotPasswordPhone: '/api/nhanvien/forgot-password/phone',
  confirmOtp: '/api/nhanvien/confirm-otp',
  resetPassword: '/api/nhanvien/reset-password',
  changePassword: '/api/nhanvien/change-password',
  uploads: '/api/uploads',
  file: (id: string) => `/api/files/${id}`,
  appInfo: '/api/thong-tin-ung-dung',
  staff: '/api/nhanvien',
  staffStatus: (id: string) => `/api/nhanvien/${id}/kichhoat`,
  staffPassword: (id: string) => `/api/nhanvien/${id}/matkhau`,
  staffUnlock: (id: string) => `/api/nhanvien/${id}/mo-khoa`,
  roles: '/api/vaitro',
  role: (id: string) => `/api/vaitro/${id}`,
  menus: '/api/menu',
  apiResources: '/api/resource',
  actions: '/api/action',
  news: '/api/tintuc',
  newsArticle: (id: string) => `/api/tintuc/${id}`,
  serviceGroups: '/api/dmdichvu',
  serviceGroup: (id: string) => `/api/dmdichvu/${id}`,
  services: '/api/dichvu',
  service: (id: string) => `/api/dichvu/${id}`,
  priceList: '/api/banggia',
  productCategories: '/api/dmsanpham',
  products: '/api/sanpham',
  product: (id: string) => `/api/sanpham/${id}`,
  diseases: '/api/benh',
  disease: (id: string) => `/api/benh/${id}`,
  doctors: '/api/bacsi',
  doctor: (id: string) => `/api/bacsi/${id}`,
  sponsoredOperations: '/api/taitro',
  sponsoredOperation: (id: string) => `/api/taitro/${id}`,
  successStories: '/api/cauchuyen',
  successStory: (id: string) => `/api/cauchuyen/${id}`,
  sitePage: (ma: string) => `/api/trang/${ma}`,
  memberRegistrations: '/api/dangkythanhvien',
  profileReviews: '/api/xetduyethoso',
} as const;

/** Back-office paths below /admin (the router's basename); the managed pages' urls are in contracts' backOfficePages. */
export const adminPaths = {
  home: '/',
  signIn: '/dang-nhap',
  profile: '/hosocanhan',
  notFound: '/not-found',
  /** Password recovery, reachable signed out; the e-mailed link opens resetPassword?token=… */
  forgetPassword: '/forget-password',
  resetPassword: '/reset-password',
  /** One's own account: name, role, and the change-password form. */
  account: '/tai-khoan',
  /**
   * Staff: the list and its add page at /nhanvien, an item at /nhanhvien/{0}, spelt with the extra h
   * (docs/product-rules.md, 'Back-office pages').
   */
  staff: { list: '/nhanvien', add: '/nhanvien/them-moi', item: (id: string) => `/nhanhvien/${id}` },
  /** The same staff screens behind /users. */
  users: { list: '/users', add: '/users/add', item: (id: string) => `/users/${id}` },
  roles: { list: '/vaitro', add: '/vaitro/them-moi', item: (id: string) => `/vaitro/${id}` },
  /** The same roles screens behind /roles. */
  roleList: { list: '/roles', add: '/roles/add', item: (id: string) => `/roles/${id}` },
  rolePermissions: '/phan-quyen-vai-tro',
  /** The interface languages, at the spec's English paths (/languages/add, /languages/{id}). */
  languages: { list: '/languages', add: '/languages/add', item: (id: string) => `/languages/${id}` },
} as const;
