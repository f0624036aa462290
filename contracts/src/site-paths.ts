// Every public URL of the site, with Vietnamese slugs (docs/product-rules.md, 'Public pages'), shared by the web
// (links, routes) and the server (sitemap, canonical checks). Detail paths take the record's id and title and give the
// canonical `/<list>/<id>-<slug>` form. Free of zod: the site bundle imports it.
import { segmentFor } from './slug';

const detail = (base: string) => (id: string, title: string) => `${base}/${segmentFor(id, title)}`;

export const sitePaths = {
  home: '/',
  about: '/gioi-thieu',
  services: '/dich-vu',
  service: detail('/dich-vu'),
  providedService: detail('/dich-vu-cung-cap'),
  priceList: '/bang-gia-dich-vu',
  products: '/san-pham',
  product: detail('/san-pham'),
  news: '/tin-tuc',
  newsArticle: detail('/tin-tuc'),
  newsCategory: detail('/danh-muc-tin-tuc'),
  disease: detail('/benh'),
  doctors: '/bac-si',
  doctor: detail('/bac-si'),
  booking: '/dat-lich',
  charity: '/tu-thien',
  profileReview: '/xet-duyet-ho-so',
  sponsorships: '/tai-tro-ca-mo',
  sponsorship: detail('/tai-tro-ca-mo'),
  successStories: '/cau-chuyen-thanh-cong',
  successStory: detail('/cau-chuyen-thanh-cong'),
  memberRegistration: '/dang-ky-thanh-vien',
  contact: '/lien-he',
  faq: '/hoi-dap',
  guides: '/huong-dan',
  guide: detail('/huong-dan'),
  privacy: '/chinh-sach-bao-mat',
  terms: '/dieu-khoan-su-dung',
  admin: '/admin',
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
} as const;
