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
} as const;
