import path from 'node:path';
import type Stripe from 'stripe';
import type { ServerDeps, Log } from './deps.js';
import { pruneAccountRows } from './accounts/housekeeping.js';
import { promoteConfiguredOwners } from './accounts/owners.js';
import { redeliverPaidCheckouts, sweepPayments } from './booking/paymentLifecycle.js';
import { queueDueReminders, queuePaymentLinks } from './booking/reminders.js';
import { expireCredits } from './credits/creditExpiry.js';
import { expirePendingPurchases } from './packs/packPurchase.js';
import { ensureDefaultCourses } from './enrolment/defaultCourses.js';
import { extendLessons } from './enrolment/horizon.js';
import { tellNextMonthLessons } from './enrolment/nextMonthLessons.js';
import { expirePendingEnrolments, renewDueMonths } from './enrolment/cardTuition.js';
import { tellResumes } from './enrolment/resumeNotices.js';
import { endEnrolments } from './enrolment/withdrawals.js';
import { applyStripeChanges } from './enrolment/stripeChanges.js';
import { loadSchedule, ScheduleSeed, type Schedule } from './booking/schedule.js';
import { adoptSchedule, loadOrSeedSchedule, readSchedule } from './booking/scheduleStore.js';
import { slotCalendar } from './booking/slotCalendar.js';
import type { Config } from './config.js';
import type { Db, ListenEvents, SubscribeOptions, Subscription } from './db/db.js';
import { availability } from './booking/availability.js';
import { bookingService } from './booking/bookingService.js';
import { AVAILABILITY_CHANNEL, availabilityCache } from './booking/availabilityCache.js';
import { BACKOFFICE_CHANNEL, backofficeCache } from './admin/backofficeCache.js';
import { linePusher, type LinePusher } from './mail/linePush.js';
import { createTransport, drainOutbox, type MailTransport } from './mail/outbox.js';
import type { PaymentProvider } from './payments/provider.js';
import { stripeClient, stripeProvider } from './payments/stripeProvider.js';
import { testCheckoutProvider } from './payments/testCheckout.js';

export interface ServiceOverrides {
  /** Seeds a fresh database instead of the schedule file (a database that has its schedule keeps it). */
  /** The schedule (and first teachers) to seed instead of the schedule file's. */
  schedule?: ScheduleSeed;
  payments?: PaymentProvider;
  stripe?: Stripe;
  mailTransport?: MailTransport;
  /** LINE pushes (the Messaging API); null: none, whatever the configuration says. */
  linePusher?: LinePusher | null;
  now?: () => Date;
  /** Background mail and payment workers; tests switch them off and call them directly. */
  workers?: boolean;
  /** How the availability cache's LISTEN connection retries and probes (tests shorten or lengthen them). */
  listen?: SubscribeOptions;
}

export type Services = ReturnType<typeof buildServices>;

const SWEEP_MS = 60_000;
const MAIL_POLL_MS = 15_000;

/** The schedule until the stored one is read at start-up (scheduleStore): no day is open, nothing is priced. */
const NOTHING_OPEN: Schedule = {
  slotMinutes: 30,
  seatsPerSlot: 1,
  bookingWindowDays: 1,
  pricePerSlotYen: 0,
  taxRatePercent: 0,
  weeklyHours: { sun: [], mon: [], tue: [], wed: [], thu: [], fri: [], sat: [] },
  closedDates: [],
};

/** A cache's LISTEN events, its switching on and off logged. */
const logged = (cache: ListenEvents, channel: string, log: Log): ListenEvents => ({
  notified: (payload) => cache.notified(payload),
  up() {
    cache.up();
    log.info({ channel }, 'cache on: listening for changes');
  },
  down(err) {
    cache.down(err);
    log.warn({ err, channel }, 'cache off: not listening for changes');
  },
});

/** Everything behind the booking routes, built once from the configuration. */
export function buildServices(config: Config, db: Db, log: Log, o: ServiceOverrides = {}) {
  const stripe = o.stripe ?? (config.stripeSecretKey ? stripeClient({ secretKey: config.stripeSecretKey }) : undefined);
  const payments = o.payments ?? (stripe ? stripeProvider(stripe, config.publicUrl) : testCheckoutProvider(db, config.publicUrl));
  const transport = o.mailTransport ?? createTransport(config.smtpUrl, path.join(config.dataDir, 'outbox'), log);
  const from = config.mailFrom ?? 'GTSS Language School <no-reply@gtss.example>';
  const line =
    o.linePusher !== undefined
      ? o.linePusher
      : config.lineChannelAccessToken && config.lineChannelSecret
        ? linePusher(config.lineChannelAccessToken, config.lineApiBase)
        : null;
  // Each worker runs one pass at a time (a slow pass is never overlapped by the next tick), and close waits for it.
  let draining: Promise<unknown> = Promise.resolve();
  const drainMail = (at?: Date) =>
    (draining = draining
      .then(() => drainOutbox(db, transport, from, log, at, line))
      .catch((err) => log.error({ err }, 'mail worker failed')));
  let sweeping: Promise<unknown> = Promise.resolve();
  const workers = o.workers ?? true;
  const running = new Set<Promise<void>>();
  const deps: ServerDeps = {
    db,
    // Until loadSchedule() has read the database's row: nothing is open (nothing reads it before then).
    schedule: NOTHING_OPEN,
    payments,
    publicUrl: config.publicUrl,
    now: o.now ?? (() => new Date()),
    log,
    mailQueued: () => {
      if (workers) void drainMail();
    },
    ownerEmails: config.ownerEmails,
    schoolEmail: config.schoolEmail ?? null,
    schoolEmailLanguage: config.schoolEmailLanguage,
    teacherPhotoHost: config.teacherPhotoHost ?? null,
    inBackground(name, task) {
      const run = task()
        .catch((err) => log.error({ err, task: name }, 'background task failed'))
        .finally(() => running.delete(run));
      running.add(run);
    },
  };
  const timers: NodeJS.Timeout[] = [];
  const ensureWindow = slotCalendar(deps);
  const cache = availabilityCache();
  const backoffice = backofficeCache();
  let subscription: Subscription | undefined;
  let backofficeSubscription: Subscription | undefined;
  const slots = availability(deps, ensureWindow, cache);
  /** Reads the schedule row again (another process changed it, or notifications may have been missed). */
  const reloadSchedule = () =>
    deps.inBackground('schedule reload', async () => {
      const state = await readSchedule(db);
      if (state && adoptSchedule(deps, state)) {
        cache.notified('schedule');
        backoffice.notified('schedule'); // the timetable reads deps.schedule, adopted only now
      }
    });
  let listenedBefore = false;
  return {
    deps,
    stripe,
    ensureWindow,
    availability: slots,
    booking: bookingService(deps, slots),
    /** The availability cache's LISTEN subscription, once started (tests cut its connection). */
    availabilityListener: () => subscription,
    /** The back office's reads, kept while backofficeListener listens (admin/backofficeCache.ts). */
    backoffice,
    backofficeListener: () => backofficeSubscription,
    drainMail,
    /** Resolves once every task started with deps.inBackground so far has ended (tests read their effects). */
    settled: () => Promise.all([...running]).then(() => undefined),
    /**
     * The schedule is the database's row, seeded once from the override or the schedule file
     * (read only then: a bad file stops the start that needs it). buildApp calls this before it answers.
     */
    async loadSchedule() {
      const state = await loadOrSeedSchedule(db, () => (o.schedule ? ScheduleSeed.parse(o.schedule) : loadSchedule(config.scheduleFile)));
      adoptSchedule(deps, state);
    },
    async start() {
      // The cache keeps nothing until this is listening, and drops everything whenever it is not.
      subscription = await db.subscribe(
        AVAILABILITY_CHANNEL,
        {
          notified(payload) {
            cache.notified(payload);
            // The schedule table's trigger names it: every process takes up an owner's change.
            if (payload === 'schedule') reloadSchedule();
          },
          up() {
            cache.up();
            if (listenedBefore) reloadSchedule();
            listenedBefore = true;
            log.info({ channel: AVAILABILITY_CHANNEL }, 'availability cache on: listening for changes');
          },
          down(err) {
            cache.down(err);
            log.warn({ err, channel: AVAILABILITY_CHANNEL }, 'availability cache off: not listening for changes');
          },
        },
        o.listen,
      );
      backofficeSubscription = await db.subscribe(BACKOFFICE_CHANNEL, logged(backoffice, BACKOFFICE_CHANNEL, log), o.listen);
      await redeliverPaidCheckouts(deps);
      await promoteConfiguredOwners(db, deps.ownerEmails).catch((err) => log.error({ err }, 'could not promote OWNER_EMAILS'));
      await ensureDefaultCourses(db).catch((err) => log.error({ err }, 'could not write the default courses'));
      if (!workers) return;
      const pass = async () => {
        await sweepPayments(deps);
        await queuePaymentLinks(deps);
        await queueDueReminders(deps, config.reminderHours);
        await extendLessons(deps); // lessons ahead: a no-op but on a new day
        await expirePendingEnrolments(deps);
        await expireCredits(deps); // lesson credits past their date: a no-op but on a new day
        // a test page's pack purchase left unpaid (Stripe's expiry comes by its webhook)
        if (deps.payments.kind === 'in-database') await expirePendingPurchases(db, deps.now());
        await tellNextMonthLessons(deps);
        if (deps.payments.kind === 'in-database') await renewDueMonths(deps); // Stripe renews by itself
        await tellResumes(deps); // a pause ending: the lessons resume (issue 41)
        await endEnrolments(deps); // withdrawals whose last day has passed
        if (stripe) await applyStripeChanges(deps, stripe); // pauses and withdrawals on the subscriptions
        await pruneAccountRows(db, deps.now()); // expired sessions, tokens and rate-limit windows
      };
      const sweep = () => (sweeping = sweeping.then(pass).catch((err) => log.error({ err }, 'sweep failed')));
      timers.push(setInterval(sweep, SWEEP_MS), setInterval(drainMail, MAIL_POLL_MS));
      void sweep();
      void drainMail();
    },
    async stop() {
      await subscription?.close();
      await backofficeSubscription?.close();
      timers.forEach(clearInterval);
      await Promise.all([draining, sweeping, ...running]);
    },
  };
}
