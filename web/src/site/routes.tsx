// The public site's routes. Pages load on demand; the root loader brings what every page shows.
import type { RouteObject } from 'react-router';
import { paths } from '../shared/paths';
import { apiFrom } from './api';
import { loadSiteData } from './data';
import { PageError } from './layout/PageError';
import { SiteError } from './layout/SiteError';
import { SiteLayout } from './layout/SiteLayout';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: SiteLayout,
    ErrorBoundary: SiteError,
    loader: ({ context }) => loadSiteData(apiFrom(context)),
    // Settings and categories do not change while someone reads the site.
    shouldRevalidate: () => false,
    children: [
      {
        // A page's loader that throws (unknown id: 404) shows the error inside the layout, with its status.
        ErrorBoundary: PageError,
        children: [
          { index: true, lazy: () => import('./pages/home/HomePage') },
          { path: paths.news, lazy: () => import('./pages/news/NewsListPage') },
          { path: `${paths.news}/:id`, lazy: () => import('./pages/news/NewsArticlePage') },
          { path: '/danh-muc-tin-tuc/:id', lazy: () => import('./pages/news/NewsCategoryPage') },
          { path: paths.services, lazy: () => import('./pages/services/ServicesPage') },
          { path: `${paths.services}/:id`, lazy: () => import('./pages/services/ServiceGroupPage') },
          { path: '/dich-vu-cung-cap/:id', lazy: () => import('./pages/services/ProvidedServicePage') },
          { path: paths.priceList, lazy: () => import('./pages/services/PriceListPage') },
          { path: paths.products, lazy: () => import('./pages/products/ProductsPage') },
          { path: `${paths.products}/:id`, lazy: () => import('./pages/products/ProductPage') },
          { path: '/benh/:id', lazy: () => import('./pages/diseases/DiseasePage') },
          { path: paths.doctors, lazy: () => import('./pages/doctors/DoctorsPage') },
          { path: `${paths.doctors}/:id`, lazy: () => import('./pages/doctors/DoctorPage') },
          { path: paths.about, lazy: () => import('./pages/about/AboutPage') },
          { path: paths.charity, lazy: () => import('./pages/charity/CharityPage') },
          { path: paths.profileReview, lazy: () => import('./pages/profile-review/ProfileReviewPage') },
          { path: paths.sponsorships, lazy: () => import('./pages/sponsorship/SponsorshipListPage') },
          { path: `${paths.sponsorships}/:id`, lazy: () => import('./pages/sponsorship/SponsorshipDetailPage') },
          { path: paths.successStories, lazy: () => import('./pages/success-stories/SuccessStoriesPage') },
          { path: `${paths.successStories}/:id`, lazy: () => import('./pages/success-stories/SuccessStoryPage') },
          { path: paths.memberRegistration, lazy: () => import('./pages/member-registration/MemberRegistrationPage') },
          { path: paths.contact, lazy: () => import('./pages/contact/ContactPage') },
          { path: paths.booking, lazy: () => import('./pages/booking/BookingPage') },
          { path: paths.faq, lazy: () => import('./pages/faq/FaqPage') },
          { path: paths.guides, lazy: () => import('./pages/guides/GuidesPage') },
          { path: `${paths.guides}/:id`, lazy: () => import('./pages/guides/GuidePage') },
          { path: paths.privacy, lazy: () => import('./pages/legal/PrivacyPage') },
          { path: paths.terms, lazy: () => import('./pages/legal/TermsPage') },
          { path: '*', lazy: () => import('./pages/not-found/NotFoundPage') },
        ],
      },
    ],
  },
];
