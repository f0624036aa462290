// The outbox worker: claims due messages with a lease, hands each to its provider, and records the outcome:
// SENT, FAILED with the provider's refusal, or QUEUED again with exponential backoff after a failure. A claim is
// one UPDATE over a FOR UPDATE SKIP LOCKED subquery, so two workers on PostgreSQL never take the same row; on
// PGlite (one connection) the same statement simply runs alone. A claim that outlives its lease means the
// process died mid-send: what then happens depends on whether the message may already have left
// (docs/decisions/0014-one-outbox.md). Tests drive it with tick() and drain(); the app wakes it after each commit
// that queues a message and on a timer for retries, and close() waits for the message being sent. A message's owner
// may listen for its outcome (an e-invoice records its number): the listener runs in the outcome's transaction.
import type { OutboxChannel } from '@phongkham/contracts';
import { and, asc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Transaction } from '../../db/client';
import { outbox } from '../../db/schema';
import type { BackgroundWork } from '../../lib/background';
import { eInvoiceProvider, eInvoicesOff } from './einvoices';
import type { MessagingConfig } from './messaging-config';
import { nationalPharmacyOff, nationalPharmacyProvider } from './national-pharmacy';
import {
  esmsProvider,
  nationalPrescriptionProvider,
  nationalPrescriptionsOff,
  outboxProvider,
  ProviderRefusal,
  reasonText,
  smtpProvider,
  speedSmsProvider,
  zaloZnsProvider,
  type OutgoingMessage,
  type Provider,
  type ProviderAnswer,
  type SmtpProvider,
} from './providers';

/** Attempts before a message that keeps failing is given up (FAILED); a refusal fails at once. */
export const MAX_ATTEMPTS = 8;
/** The wait after the first failure, doubling after each one, up to an hour. */
export const BACKOFF_FIRST_SECONDS = 30;
export const BACKOFF_MAX_SECONDS = 3600;
/** Longer than any send takes (providers time out after 15 s, SMTP after 30 s). */
export const LEASE_SECONDS = 120;
/** How often the app looks for retries that became due. */
export const POLL_SECONDS = 15;
/**
 * Sent and failed messages are deleted this many days after their last change: their texts hold reset codes and
 * patients' names, kept no longer than staff need to answer "did my message leave?" (personal-data minimisation).
 */
export const KEEP_DAYS = 90;
/** How often a worker looks for such messages. */
const PURGE_EVERY_MS = 3600_000;

/** Seconds to wait after the `attempts`-th failed attempt. */
export const backoffSeconds = (attempts: number) =>
  Math.min(BACKOFF_FIRST_SECONDS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_SECONDS);

/** What an expired claim of a provider that may have delivered becomes, per provider (see the decision record). */
export const UNKNOWN_OUTCOME = 'outbox.unknownOutcome';

/**
 * Providers whose expired claims are tried again (at-least-once): nothing left the machine (`outbox`, or no
 * provider yet), e-mail (the same Message-ID marks a duplicate) and eSMS (its RequestId makes a resend a no-op).
 * SpeedSMS and Zalo have no such key: a second code by SMS confuses more than a lost one, which the person asks
 * for again, so their unknown outcome is FAILED with a reason staff can act on (at-most-once). A prescription for
 * the national system goes again: it carries its code, and a lost one is worse than one the system sees twice. So
 * does an e-invoice: both providers know it by its key and refuse to issue a second one under it. A receipt or sale
 * for the national pharmacy database carries the clinic's document number, which names it there.
 */
const resendAfterCrash = ['outbox', 'smtp', 'esms', 'donthuocquocgia', 'sinvoice', 'vnptinvoice', 'duocquocgia'];

/**
 * A provider's words as the log may keep them: numbers and addresses a refusal might echo are cut out (the row
 * keeps the full reason for staff).
 */
export const forLog = (reason: string | undefined) =>
  reason?.replace(/[^\s@<>"']+@[^\s@<>"']+/g, '[address]').replace(/\+?\d[\d .-]{7,}\d/g, '[number]');

export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** How a message ended up, told to the listener of its owner's kind (hopthudi.loai). */
export interface OutboxOutcome {
  /** The owning record (hopthudi.banghi_id). */
  banghi_id: string;
  /** SENT, FAILED, or QUEUED again for a retry. */
  trangthai: 'SENT' | 'QUEUED' | 'FAILED';
  loi: string | null;
  /** Attempts so far. */
  solan: number;
  /** What the provider answered that the owner keeps. */
  answer: ProviderAnswer | null;
}

/** Records an outcome in the owner's own tables, inside the transaction that records it in the outbox. */
export type OutcomeListener = (tx: Transaction, outcome: OutboxOutcome) => Promise<void>;

export interface OutboxWorkerOptions {
  /** Listeners by owner kind (hopthudi.loai): each hears how its messages ended up. */
  outcomes?: Record<string, OutcomeListener>;
  db: Database;
  /** Asked before each round, so a settings change applies without a restart. */
  messagingConfig: () => MessagingConfig | Promise<MessagingConfig>;
  log: OutboxLog;
  /** Host of the Message-ID of e-mail (the public site's host). */
  messageIdHost: string;
  /** Where wake() runs a drain, so the app's close (and tests) wait for it. */
  background?: { work: BackgroundWork; log: FastifyBaseLogger };
  /** Messages claimed per round. */
  batch?: number;
  leaseSeconds?: number;
}

export interface OutboxWorker {
  /** Recovers expired claims, then claims and sends one batch of due messages; answers how many it handled. */
  tick(): Promise<number>;
  /**
   * Ticks until nothing is due, after the round a wake started (if one is running), so that what that round
   * claimed is recorded too; answers how many messages this call handled itself.
   */
  drain(): Promise<number>;
  /** Asks for a drain now (after a commit that queued messages); rounds never overlap. */
  wake(): void;
  /** Polls for due retries every POLL_SECONDS. */
  start(): void;
  /** Stops polling and waits for the round in progress; what it claimed is sent and recorded first. */
  close(): Promise<void>;
}

interface Claimed extends OutgoingMessage {
  kenh: OutboxChannel;
  solan: number;
  loai: string | null;
  banghi_id: string | null;
}

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { db, log } = options;
  const batch = options.batch ?? 20;
  const lease = options.leaseSeconds ?? LEASE_SECONDS;
  let smtp: { key: string; provider: SmtpProvider } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<number> | undefined;
  let again = false;
  let closed = false;
  let lastPurge = Number.NEGATIVE_INFINITY;

  function smtpFor(config: MessagingConfig): Provider {
    if (!config.smtpUrl) return outboxProvider;
    const key = `${config.smtpUrl}\n${config.mailFrom}`;
    if (smtp?.key !== key) {
      smtp?.provider.close();
      smtp = { key, provider: smtpProvider(config.smtpUrl, config.mailFrom, options.messageIdHost) };
    }
    return smtp.provider;
  }

  function smsFor(config: MessagingConfig): Provider {
    switch (config.sms.provider) {
      case 'esms':
        return esmsProvider(config.sms);
      case 'speedsms':
        return speedSmsProvider(config.sms);
      default:
        return outboxProvider;
    }
  }

  /** The providers to try in order: Zalo first for text messages with template data, when configured. */
  function routeOf(message: Claimed, config: MessagingConfig): Provider[] {
    if (message.kenh === 'EMAIL') return [smtpFor(config)];
    if (message.kenh === 'DONTHUOC') {
      const national = config.nationalPrescriptions;
      return [national ? nationalPrescriptionProvider(national) : nationalPrescriptionsOff];
    }
    if (message.kenh === 'HDDT') return [config.eInvoices ? eInvoiceProvider(config.eInvoices) : eInvoicesOff];
    if (message.kenh === 'DUOCQG') {
      return [config.nationalPharmacy ? nationalPharmacyProvider(config.nationalPharmacy) : nationalPharmacyOff];
    }
    const sms = smsFor(config);
    return config.zalo && message.zns ? [zaloZnsProvider(config.zalo), sms] : [sms];
  }

  async function recoverExpiredClaims() {
    await db.execute(sql`
      update hopthudi set trangthai = 'QUEUED', giuden = null, "updatedAt" = now()
      where trangthai = 'SENDING' and giuden < now()
        and (nhacungcap is null or nhacungcap in (${sql.join(
          resendAfterCrash.map((p) => sql`${p}`),
          sql`, `,
        )}))`);
    await db.execute(sql`
      update hopthudi set trangthai = 'FAILED', giuden = null, loi = ${UNKNOWN_OUTCOME}, "updatedAt" = now()
      where trangthai = 'SENDING' and giuden < now()`);
  }

  async function claim(): Promise<Claimed[]> {
    const due = db
      .select({ _id: outbox._id })
      .from(outbox)
      .where(and(eq(outbox.trangthai, 'QUEUED'), lte(outbox.guitiep, sql`now()`)))
      .orderBy(asc(outbox.guitiep), asc(outbox._id))
      .limit(batch)
      .for('update', { skipLocked: true });
    return db
      .update(outbox)
      .set({
        trangthai: 'SENDING',
        giuden: sql`now() + make_interval(secs => ${lease})`,
        solan: sql`${outbox.solan} + 1`,
        nhacungcap: null,
      })
      .where(inArray(outbox._id, due))
      .returning({
        _id: outbox._id,
        kenh: outbox.kenh,
        nguoinhan: outbox.nguoinhan,
        tieude: outbox.tieude,
        noidung: outbox.noidung,
        html: outbox.html,
        zns: outbox.zns,
        solan: outbox.solan,
        loai: outbox.loai,
        banghi_id: outbox.banghi_id,
      });
  }

  /** Every outcome is written only while this worker still holds the claim. */
  const held = (id: string) => sql`_id = ${id} and trangthai = 'SENDING'`;

  /** Writes an outcome and, when the message's owner listens, tells it in the same transaction. */
  async function settle(message: Claimed, update: SQL, outcome: Omit<OutboxOutcome, 'banghi_id' | 'solan'>) {
    const listener = message.loai ? options.outcomes?.[message.loai] : undefined;
    if (!listener || !message.banghi_id) {
      await db.execute(update);
      return;
    }
    const banghi_id = message.banghi_id;
    await db.transaction(async (tx) => {
      const written = (await tx.execute(sql`${update} returning _id`)) as unknown as { rows: unknown[] };
      if (written.rows.length) await listener(tx, { ...outcome, banghi_id, solan: message.solan });
    });
  }

  async function deliver(message: Claimed, config: MessagingConfig) {
    const route = routeOf(message, config);
    let refusal: string | undefined;
    for (const provider of route) {
      // Recorded before the attempt: after a crash it tells whether the message may have left.
      await db.execute(sql`update hopthudi set nhacungcap = ${provider.name} where ${held(message._id)}`);
      try {
        const answer = (await provider.send(message)) ?? null;
        await settle(
          message,
          sql`
          update hopthudi set trangthai = 'SENT', guiluc = now(), giuden = null, loi = ${refusal ?? null},
            "updatedAt" = now()
          where ${held(message._id)}`,
          { trangthai: 'SENT', loi: refusal ?? null, answer },
        );
        if (provider.name === 'outbox') {
          log.info({ messageId: message._id }, 'A message waits in the outbox (/admin/sms): no provider sends it out');
        }
        return;
      } catch (error) {
        const reason = reasonText(error);
        if (error instanceof ProviderRefusal) {
          // Refused by Zalo: the text message still goes by SMS, and the row keeps Zalo's words.
          refusal = reason;
          continue;
        }
        const giveUp = message.solan >= MAX_ATTEMPTS;
        await settle(
          message,
          sql`
          update hopthudi set trangthai = ${giveUp ? 'FAILED' : 'QUEUED'}, giuden = null, loi = ${reason},
            guitiep = now() + make_interval(secs => ${backoffSeconds(message.solan)}), "updatedAt" = now()
          where ${held(message._id)}`,
          { trangthai: giveUp ? 'FAILED' : 'QUEUED', loi: reason, answer: null },
        );
        log.warn(
          { messageId: message._id, provider: provider.name, attempts: message.solan, err: forLog(reason) },
          giveUp ? 'A message could not be sent and is given up' : 'A message could not be sent; it will be retried',
        );
        return;
      }
    }
    await settle(
      message,
      sql`
      update hopthudi set trangthai = 'FAILED', giuden = null, loi = ${refusal ?? null}, "updatedAt" = now()
      where ${held(message._id)}`,
      { trangthai: 'FAILED', loi: refusal ?? null, answer: null },
    );
    log.warn({ messageId: message._id, err: forLog(refusal) }, 'A provider refused a message');
  }

  async function purgeExpired() {
    if (Date.now() - lastPurge < PURGE_EVERY_MS) return;
    lastPurge = Date.now();
    await db.execute(sql`
      delete from hopthudi
      where trangthai in ('SENT', 'FAILED') and "updatedAt" < now() - make_interval(days => ${KEEP_DAYS})`);
  }

  async function tick(): Promise<number> {
    await purgeExpired();
    await recoverExpiredClaims();
    const claimed = await claim();
    if (!claimed.length) return 0;
    const config = await options.messagingConfig();
    for (const message of claimed) await deliver(message, config);
    return claimed.length;
  }

  /** Without waiting for a woken round: the round itself runs this. */
  async function drainNow(): Promise<number> {
    let handled = 0;
    for (;;) {
      const n = await tick();
      handled += n;
      // A closing worker finishes the batch it claimed and claims no more.
      if (n === 0 || closed) return handled;
    }
  }

  /** One drain at a time; a wake during a drain makes it go round once more. */
  function runRound(): Promise<number> {
    if (round) {
      again = true;
      return round;
    }
    round = (async () => {
      let handled = 0;
      do {
        again = false;
        handled += await drainNow();
      } while (again && !closed);
      return handled;
    })().finally(() => {
      round = undefined;
    });
    return round;
  }

  const onError = (error: unknown) => log.error({ err: forLog(reasonText(error)) }, 'The outbox worker failed a round');

  return {
    tick,
    async drain() {
      // A round still sending what it claimed leaves those rows SENDING, which a claim here would skip.
      await round?.catch(() => undefined);
      return drainNow();
    },
    wake() {
      if (closed) return;
      if (options.background) {
        options.background.work.run(options.background.log, 'outbox round', async () => void (await runRound()));
      } else {
        runRound().catch(onError);
      }
    },
    start() {
      if (timer || closed) return;
      timer = setInterval(() => {
        if (!round) runRound().catch(onError);
      }, POLL_SECONDS * 1000);
      timer.unref();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
      await round?.catch(() => undefined);
      smtp?.provider.close();
      smtp = undefined;
    },
  };
}
