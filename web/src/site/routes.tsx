// The public site's routes. Pages load on demand; the root loader brings what every page shows.
import type { RouteObject } from 'react-router';
import { apiFrom } from './api';
import { loadSiteData } from './data';
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
      { index: true, lazy: () => import('./pages/home/HomePage') },
      { path: '*', lazy: () => import('./pages/not-found/NotFoundPage') },
    ],
  },
];
