// GET /sitemap.xml and GET /robots.txt at the site root, for search engines. Registered before the web
// catch-all; outside /api, so they answer in their own formats, not in the JSON envelope.
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client';
import { robotsTxt, sitemapEntries, sitemapXml } from './seo.service';

export const seoRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string }> = async (app, { db, publicUrl }) => {
  app.get('/sitemap.xml', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      // Crawlers come back often enough; an hour keeps a burst of them off the database.
      .header('cache-control', 'public, max-age=3600')
      .send(sitemapXml(publicUrl, await sitemapEntries(db))),
  );

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      .send(robotsTxt(publicUrl)),
  );
};
