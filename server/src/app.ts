// buildApp(): the whole server as one Fastify instance. Cross-cutting plugins first, then every module,
// listed here explicitly so the order and the surface of the API read in one place.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import qs from 'qs';
import zlib from 'node:zlib';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { activityRoutes } from './modules/activity/activity.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { healthRoutes } from './modules/health/health.routes';
import { newsCategoryRoutes } from './modules/news-categories/news-categories.routes';
import { requestRoutes } from './modules/requests/requests.routes';
import { settingRoutes } from './modules/setting/setting.routes';
import { setupAccess } from './plugins/access';
import { setupDocs } from './plugins/docs';
import { apiNotFound, frameworkError, setupErrors } from './plugins/errors';
import { setupLanguage } from './plugins/language';
import { setupSecurity } from './plugins/security';
import { setupValidation } from './plugins/validation';
import { setupWeb } from './plugins/web';
import { version } from './version';

export interface AppOptions {
  config: Pick<Config, 'publicUrl' | 'logLevel' | 'mode' | 'jwtSecret'> & Partial<Pick<Config, 'trustProxy'>>;
  database: DatabaseHandle;
  /** Serve the public site and the back office too (off for API-only tests). */
  web?: boolean;
  /** false: no log (most tests); a stream: JSON log lines go there instead of stdout. */
  logger?: false | { write(line: string): void };
}

export async function buildApp({ config, database, web = false, logger }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens and cookies never reach the log, whatever a later serializer adds.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            ...(logger ? { stream: logger } : {}),
          },
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: (text) => qs.parse(text, { depth: 3, arrayLimit: 100, parameterLimit: 200 }),
    },
  });

  await app.register(cookie);
  setupLanguage(app);
  setupErrors(app);
  setupValidation(app);
  await setupSecurity(app, { publicUrl: config.publicUrl, development: config.mode === 'development' });
  // Brotli's default quality is too slow for dynamic answers; 4 compresses about as well as gzip, faster.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const db = database.db;
  // Limits are opt-in per route (sign-in, refresh); the counters live in this process.
  await app.register(rateLimit, { global: false });
  setupAccess(app, { db, jwtSecret: config.jwtSecret });
  await setupDocs(app, { version });

  await app.register(healthRoutes, { database, version });
  await app.register(settingRoutes, { db });
  await app.register(newsCategoryRoutes, { db });
  await app.register(requestRoutes, { db });
  await app.register(authRoutes, {
    db,
    jwtSecret: config.jwtSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(activityRoutes, { db });

  if (web) await setupWeb(app, { mode: config.mode, publicUrl: config.publicUrl });
  app.setNotFoundHandler(apiNotFound);
  return app;
}
