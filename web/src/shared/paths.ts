// Every URL the web app links to, in one place (Vietnamese slugs, SPEC §2).
export const paths = {
  home: '/',
  about: '/gioi-thieu',
  services: '/dich-vu',
  news: '/tin-tuc',
  newsCategory: (id: string) => `/danh-muc-tin-tuc/${id}`,
  contact: '/lien-he',
  admin: '/admin',
} as const;

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
  activityLog: '/api/lich-su-hoat-dong',
} as const;

/** Back-office paths below /admin (the router's basename); the managed pages' urls are in contracts' backOfficePages. */
export const adminPaths = {
  home: '/',
  signIn: '/dang-nhap',
  profile: '/hosocanhan',
  notFound: '/not-found',
} as const;
