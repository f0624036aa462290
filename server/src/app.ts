// buildApp(): the whole server as one Fastify instance. Cross-cutting plugins first, then every module,
// listed here explicitly so the order and the surface of the API read in one place.
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { defaultSender, type Config } from './config';
import type { DatabaseHandle } from './db/client';
import { replaying } from './db/clock';
import { createBackgroundWork, type BackgroundWork } from './lib/background';
import { shareContentChanges } from './lib/content-events';
import { databaseStore } from './lib/rate-limit-store';
import { errorForLog, urlForLog } from './lib/redact';
import { setupDrain } from './lib/drain';
import { keepStatisticsFresh } from './db/statistics';
import { createBackupSchedule } from './modules/backups/backup-schedule';
import { activityRoutes } from './modules/activity/activity.routes';
import { addressRoutes } from './modules/addresses/addresses.routes';
import { appInfoRoutes } from './modules/app-info/app-info.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { clinicRoutes } from './modules/clinics/clinics.routes';
import { fileRoutes } from './modules/files/files.routes';
import { localStorageAt } from './lib/files/storage';
import { healthRoutes } from './modules/health/health.routes';
import { messagingFromConfig, messagingFromSettings, type MessagingConfig } from './modules/outbox/messaging-config';
import { outboxRoutes } from './modules/outbox/outbox.routes';
import { createOutboxWorker, type OutboxWorker } from './modules/outbox/worker';
import { passwordRecoveryRoutes } from './modules/password-recovery/password-recovery.routes';
import { diseaseRoutes } from './modules/diseases/diseases.routes';
import { donationRoutes } from './modules/donations/donations.routes';
import { doctorRoutes } from './modules/doctors/doctors.routes';
import { emailTemplateRoutes } from './modules/email-templates/email-templates.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { catalogueEntryRoutes } from './modules/catalogues/catalogues.routes';
import { cashBookRoutes } from './modules/cash-book/cash-book.routes';
import { supplierRoutes } from './modules/suppliers/suppliers.routes';
import { patientRoutes } from './modules/patients/patients.routes';
import { movePatientVisits } from './modules/reception/patient-visits';
import { receptionRoutes } from './modules/reception/reception.routes';
import { examinationRoutes } from './modules/examination/examination.routes';
import { appointmentRoutes } from './modules/appointments/appointments.routes';
import { startReminders } from './modules/appointments/appointments.service';
import { startNationalPharmacy } from './modules/national-pharmacy/national-pharmacy.queue';
import { startStockAlertMessages } from './modules/stock-alerts/daily-message';
import { stockAlertRoutes } from './modules/stock-alerts/stock-alerts.routes';
import { labRoutes } from './modules/lab/lab.routes';
import { billingRoutes } from './modules/billing/billing.routes';
import { eInvoiceLink, eInvoiceRoutes } from './modules/e-invoices/e-invoices.routes';
import { EINVOICE_OWNER, recordOutcome } from './modules/e-invoices/e-invoices.service';
import { discountReportRoutes } from './modules/billing/discount-report.routes';
import { reportsRoutes } from './modules/reports/reports.routes';
import { depositRoutes } from './modules/billing/deposits.routes';
import { memberPromotions } from './modules/members/promotion-use';
import { patientBillLinks } from './modules/billing/patient-bills';
import { visitBilling } from './modules/billing/visit-bills';
import { packageUse, patientPackageLink } from './modules/packages/package-use';
import { packageRoutes } from './modules/packages/packages.routes';
import { drugRoutes } from './modules/drugs/drugs.routes';
import { stockRoutes } from './modules/stock/stock.routes';
import { prescriptionRoutes } from './modules/prescriptions/prescriptions.routes';
import { dispensingRoutes } from './modules/dispensing/dispensing.routes';
import {
  configureSystemSettings,
  readSystemSettings,
  systemSettingsInMemory,
} from './modules/system-settings/system-settings.service';
import { systemSettingsRoutes } from './modules/system-settings/system-settings.routes';
import { demoRoutes } from './modules/demo/demo.routes';
import { noticeRoutes } from './modules/notices/notices.routes';
import { guideRoutes } from './modules/guides/guides.routes';
import { languageRoutes } from './modules/languages/languages.routes';
import { applicationRoutes } from './modules/profile-reviews/application.routes';
import { profileReviewRoutes } from './modules/profile-reviews/profile-reviews.routes';
import { memberRoutes } from './modules/members/members.routes';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { newsCategoryRoutes } from './modules/news-categories/news-categories.routes';
import { newsRoutes } from './modules/news/news.routes';
import { pageRoutes } from './modules/pages/pages.routes';
import { priceListRoutes } from './modules/price-list/price-list.routes';
import { productRoutes } from './modules/products/products.routes';
import { requestRoutes } from './modules/requests/requests.routes';
import { movePatientRequests } from './modules/requests/requests.service';
import { createEventHub } from './modules/events/events.hub';
import { eventRoutes } from './modules/events/events.routes';
import { roleRoutes } from './modules/roles/roles.routes';
import { seoRoutes } from './modules/seo/seo.routes';
import { serviceRoutes } from './modules/services/services.routes';
import { settingRoutes } from './modules/setting/setting.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { sponsorshipRoutes } from './modules/sponsorship/sponsorship.routes';
import { successStoryRoutes } from './modules/success-stories/success-stories.routes';
import { setupAccess } from './plugins/access';
import { setupDocs } from './plugins/docs';
import { apiNotFound, frameworkError, setupErrors } from './plugins/errors';
import { setupLanguage } from './plugins/language';
import { setupFrontDoor } from './plugins/front-door';
import { setupReadyAnswers } from './plugins/ready-answers';
import { parseQuery } from './lib/query-string';
import { setupSecurity } from './plugins/security';
import { setupValidation } from './plugins/validation';
import { dynamicBrotliQuality, setupWeb } from './plugins/web';
import { createPageFiles } from './lib/page-files';
import { version } from './version';

export interface AppOptions {
  config: Pick<Config, 'publicUrl' | 'logLevel' | 'mode' | 'jwtSecret'> &
    Partial<
      Pick<
        Config,
        | 'trustProxy'
        | 'dataDir'
        | 'uploadsDir'
        | 'smtpUrl'
        | 'mailFrom'
        | 'htmlCache'
        | 'pageFilesDir'
        | 'sms'
        | 'zalo'
        | 'nationalPrescriptions'
      >
    >;
  database: DatabaseHandle;
  /**
   * Which providers carry messages, asked before each outbox round; from the configuration (environment) by
   * default. The settings screen answers it once settings live in the database.
   */
  messagingConfig?: () => MessagingConfig | Promise<MessagingConfig>;
  /** Start the outbox worker's poll for retries (off in tests, which drive it with app.outbox.drain()). */
  pollOutbox?: boolean;
  /** Serve the public site and the back office too (off for API-only tests). */
  web?: boolean;
  /** false: no log (most tests); a stream: JSON log lines go there instead of stdout. */
  logger?: false | { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work a request started after answering (recovery mail and SMS); closing the app waits for it. */
    background: BackgroundWork;
    /** Sends the outbox; woken after each commit that queues a message, closed with the app. */
    outbox: OutboxWorker;
  }
}

export async function buildApp({
  config,
  database,
  web = false,
  logger,
  messagingConfig,
  pollOutbox = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            level: config.logLevel,
            // Tokens and cookies never reach the log, whatever a later serializer adds.
            redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
            // Fastify's request fields: the route's pattern, and the URL without its query values (secrets, personal
            // data: lib/redact.ts).
            serializers: {
              req: (request: FastifyRequest) => ({
                method: request.method,
                route: request.routeOptions?.url,
                url: urlForLog(request.url),
                host: request.host,
                remoteAddress: request.ip,
                remotePort: request.socket?.remotePort,
              }),
              // A failed query's SQL and parameters (personal data) never reach the log (lib/redact.ts).
              err: (error: Error) => errorForLog(error),
            },
            ...(logger ? { stream: logger } : {}),
          },
    // The demo's generated past (thousands of calls replayed in the process, decision 0071) is not a person's traffic.
    logController: new LogController({ disableRequestLogging: () => replaying() }),
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkError,
    routerOptions: {
      ignoreTrailingSlash: true,
      querystringParser: parseQuery,
    },
  });

  setupDrain(app);
  await app.register(cookie);
  setupLanguage(app);
  // Kept pages and the site settings go out here, before the hooks that follow have work to do; a request that
  // arrives on the socket gets them sooner still, before Fastify sees it.
  setupReadyAnswers(app);
  setupFrontDoor(app);
  setupErrors(app);
  setupValidation(app);
  await setupSecurity(app, { publicUrl: config.publicUrl, development: config.mode === 'development' });
  // Brotli's default quality is too slow for dynamic answers; 4 compresses about as well as gzip, faster.
  await app.register(compress, {
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: dynamicBrotliQuality } },
  });
  const db = database.db;
  // The system settings (/admin/setting) stand before the environment, which stands before the built-in defaults.
  configureSystemSettings(db, {
    jwtSecret: config.jwtSecret,
    env: {
      smtpUrl: config.smtpUrl,
      mailFrom: config.mailFrom ?? defaultSender(config.publicUrl),
      htmlCache: config.htmlCache ?? config.mode !== 'development',
    },
  });
  // Limits are opt-in per route (sign-in, refresh). On PostgreSQL the counters are rows every instance shares
  // (docs/decisions/0031-several-instances.md); the embedded database serves one process, whose memory is enough.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' ? { store: databaseStore(db) } : {}),
  });
  setupAccess(app, { db, jwtSecret: config.jwtSecret });
  await setupDocs(app, { version });

  // Content changes cross instances on PostgreSQL; the embedded database has one process, whose signal suffices.
  if (database.kind === 'postgres') {
    const stopSharing = await shareContentChanges(database);
    app.addHook('onClose', () => stopSharing());
  }
  await app.register(healthRoutes, { database, version });
  await app.register(settingRoutes, { db });
  await app.register(newsCategoryRoutes, { db });
  // Live events: this process listens for every instance's (docs/decisions/0023-requests-inbox-and-live-events.md).
  const events = await createEventHub(database);
  app.addHook('onClose', () => events.close());
  await app.register(eventRoutes, { db, hub: events });
  await app.register(requestRoutes, { db });
  await app.register(authRoutes, {
    db,
    jwtSecret: config.jwtSecret,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  await app.register(activityRoutes, { db });
  // Uploads live in UPLOADS_DIR or DATA_DIR/uploads; an app built without a data directory (a test's) gets a
  // temporary one.
  const dataDir = config.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'phongkham-data-')));
  if (!config.dataDir) app.addHook('onClose', () => rm(dataDir, { recursive: true, force: true }));
  const uploadsDir = config.uploadsDir ?? path.join(dataDir, 'uploads');
  await app.register(fileRoutes, { db, storage: localStorageAt(uploadsDir) });
  const background = createBackgroundWork();
  app.decorate('background', background);
  app.addHook('onClose', () => background.settled());
  const fromConfig = messagingFromConfig({
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom ?? defaultSender(config.publicUrl),
    sms: config.sms,
    zalo: config.zalo,
    nationalPrescriptions: config.nationalPrescriptions,
  });
  const messaging = messagingConfig ?? (async () => messagingFromSettings(await readSystemSettings(db), fromConfig));
  const outbox = createOutboxWorker({
    db,
    messagingConfig: messaging,
    log: app.log,
    messageIdHost: new URL(config.publicUrl).hostname,
    background: { work: background, log: app.log },
    // An e-invoice records the provider's answer (its number) in the transaction that records the send.
    outcomes: { [EINVOICE_OWNER]: recordOutcome },
  });
  app.decorate('outbox', outbox);
  // Closing ends the poll and waits for the round in progress: what it claimed is sent and recorded first.
  app.addHook('onClose', () => outbox.close());
  // Nightly backups (modules/backups): not in tests, which make and drop their databases themselves.
  const backups = createBackupSchedule({ db, dataDir, uploadsDir, log: app.log });
  app.addHook('onClose', () => backups.close());
  // Appointment reminders the day before (modules/appointments): not in tests, which call sendReminders with a now.
  let stopReminders = () => {};
  app.addHook('onClose', async () => stopReminders());
  // The daily stock-alert mail and the national pharmacy sweep (docs/decisions/0059): not in tests either, which call
  // sendStockAlertMessages and queueNationalPharmacy themselves.
  let stopStockJobs = () => {};
  app.addHook('onClose', async () => stopStockJobs());
  // The embedded database's planner statistics (db/statistics.ts): not in tests, which are too short to need them.
  let stopStatistics = async () => {};
  app.addHook('onClose', () => stopStatistics());
  app.addHook('onReady', async () => {
    if (config.mode !== 'test') {
      backups.start();
      stopReminders = startReminders(
        db,
        { secret: config.jwtSecret, publicUrl: config.publicUrl },
        { wake: () => outbox.wake(), log: app.log },
      );
      const jobs = { wake: () => outbox.wake(), log: app.log };
      const stopMails = startStockAlertMessages(db, config.publicUrl, jobs);
      const stopSweep = startNationalPharmacy(db, async () => (await readSystemSettings(db)).nationalPharmacy, jobs);
      stopStockJobs = () => {
        stopMails();
        stopSweep();
      };
      stopStatistics = keepStatisticsFresh(database, { log: app.log });
    }
    if (pollOutbox) outbox.start();
    // Whatever waited while the app was down (a restart, retries that fell due) goes now.
    outbox.wake();
  });
  await app.register(passwordRecoveryRoutes, { db, outbox, publicUrl: config.publicUrl, background });
  await app.register(outboxRoutes, { db, outbox });
  await app.register(appInfoRoutes, { database, version, mail: fromConfig.smtpUrl ? 'smtp' : 'outbox' });
  await app.register(staffRoutes, { db });
  await app.register(roleRoutes, { db });
  await app.register(catalogueRoutes);
  // The public site's content, its forms (member registration, charity applications), and what search engines read.
  await app.register(newsRoutes, { db });
  await app.register(serviceRoutes, { db });
  await app.register(priceListRoutes, { db });
  await app.register(productRoutes, { db });
  await app.register(diseaseRoutes, { db });
  await app.register(doctorRoutes, { db });
  await app.register(sponsorshipRoutes, { db });
  await app.register(donationRoutes, { db });
  await app.register(successStoryRoutes, { db });
  await app.register(faqRoutes, { db });
  await app.register(catalogueEntryRoutes, { db });
  await app.register(supplierRoutes, { db });
  // What a merge of duplicate patients moves, each part by the module that owns it.
  const patientLinks = [
    { name: 'yeucau', move: movePatientRequests },
    { name: 'luotkham', move: movePatientVisits },
    ...patientBillLinks,
    patientPackageLink,
  ];
  await app.register(patientRoutes, { db, links: patientLinks });
  // Orders from the desk and the doctor land on the visit's bill in their own transaction (billing's link); a
  // patient's service package covers what it includes (the packages module's link).
  const billing = visitBilling(packageUse);
  await app.register(receptionRoutes, { db, billing });
  await app.register(examinationRoutes, { db });
  await app.register(appointmentRoutes, { db, outbox, secret: config.jwtSecret, publicUrl: config.publicUrl });
  await app.register(labRoutes, { db, billing });
  // A bill's promotion code is the member registration's (the members module reads and marks it).
  // A payment that settles a bill queues its e-invoice when a provider is configured (modules/e-invoices).
  const eInvoiceSettings = async (within?: Pick<typeof db, 'select'>) =>
    (await readSystemSettings(db, within)).eInvoice;
  // Its service packages are the packages module's.
  await app.register(billingRoutes, {
    db,
    promotions: memberPromotions,
    packages: packageUse,
    eInvoices: eInvoiceLink(eInvoiceSettings, outbox),
  });
  await app.register(packageRoutes, { db });
  await app.register(eInvoiceRoutes, { db, settings: eInvoiceSettings, outbox });
  await app.register(discountReportRoutes, { db });
  await app.register(reportsRoutes, { db });
  await app.register(depositRoutes, { db });
  await app.register(drugRoutes, { db });
  // Stock: stores, batches, documents, stocktakes (modules/stock), under the /kho page.
  await app.register(stockRoutes, { db });
  // Stock alerts and reorder levels (modules/stock-alerts), under the stock page's grant.
  await app.register(stockAlertRoutes, { db });
  // Money: the cashier's shifts and the cash book.
  await app.register(cashBookRoutes, { db });
  await app.register(prescriptionRoutes, {
    db,
    outbox,
    nationalPrescriptions: async () => Boolean((await messaging()).nationalPrescriptions),
  });
  // The pharmacy dispenses signed prescriptions onto the visit's bill and sells at the counter (modules/dispensing).
  await app.register(dispensingRoutes, { db });
  // Whether a text message would reach anyone: the settings page and the home warn when not.
  const smsDelivers = async () => {
    const resolved = await messaging();
    return resolved.sms.provider !== 'outbox' || resolved.zalo !== undefined;
  };
  await app.register(systemSettingsRoutes, { db, smsDelivers });
  await app.register(demoRoutes, { db });
  await app.register(guideRoutes, { db });
  await app.register(pageRoutes, { db });
  await app.register(applicationRoutes, { db });
  await app.register(profileReviewRoutes, { db });
  await app.register(memberRoutes, { db, outbox });
  await app.register(dashboardRoutes, { db, smsDelivers });
  await app.register(addressRoutes, { db });
  await app.register(clinicRoutes, { db });
  await app.register(seoRoutes, { db, publicUrl: config.publicUrl });
  // Staff's own tools: the mail the clinic sends and the notices in the header's bell.
  await app.register(emailTemplateRoutes, { db });
  await app.register(noticeRoutes, { db });
  await app.register(languageRoutes, { db });

  if (web) {
    await setupWeb(app, {
      mode: config.mode,
      publicUrl: config.publicUrl,
      pageCache: () => systemSettingsInMemory(db)?.pageCache ?? readSystemSettings(db).then((read) => read.pageCache),
      pageFiles: config.pageFilesDir ? createPageFiles(config.pageFilesDir) : undefined,
    });
  }
  app.setNotFoundHandler(apiNotFound);
  return app;
}
