// The default page for any unmatched path, answered with HTTP 404.
import { data } from 'react-router';
import type { RouteHandle } from '../../meta';
import { NotFoundContent } from './NotFoundContent';

export const loader = () => data(null, { status: 404 });

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('site.notFound.metaTitle'), noindex: true }),
};

export const Component = NotFoundContent;
