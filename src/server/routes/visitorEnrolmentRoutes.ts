import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '../../shared/admin/common.js';
import {
  TuitionMonthParams,
  Course,
  COURSE_NOT_FOUND,
  EnrolChoice,
  Enrolment,
  ENROLMENT_NOT_FOUND,
  EnrolmentTerms,
  EnrolStarted,
  PayAgain,
  TUITION_NOT_DUE,
  CARD_NOT_CHANGEABLE,
  VisitorEnrolRequest,
  WeeklyTime,
  WeeklyTimesQuery,
} from '../../shared/enrolment.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import { requireUser } from '../accounts/session.js';
import { csrfGuard } from '../csrf.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { visitorLanguage } from '../visitorLocale.js';
import { ENROL_CHECKOUT_MINUTES, openTestTuitionSession } from '../enrolment/cardTuition.js';
import { courseById, courseTeachers, listCourses } from '../enrolment/courses.js';
import { customerOfUser } from '../enrolment/customerOf.js';
import { enrol, quote } from '../enrolment/enrolService.js';
import { enrolmentById } from '../enrolment/enrolmentReads.js';
import { enrolmentRange } from '../enrolment/horizon.js';
import { weeklyTimes } from '../enrolment/weeklyTimes.js';
import { openStripeSubscription, stripePayAgainUrl } from '../enrolment/stripeTuition.js';
import type { LanguageCode } from '../../shared/constants.js';
import type Stripe from 'stripe';
import { withReceiptUrls } from '../receipt/tuitionReceiptRepository.js';
import { openStripeCardChange } from '../enrolment/stripeCardChange.js';

/**
 * The visitor's side of enrolment (issue 40): the courses on offer online, a course's weekly times, the final
 * confirmation screen's terms (特定商取引法 12条の6: shown before anything is charged), enrolling by card (the
 * first payment on the checkout; the month after, renewals), the student's enrolments and paying a failed month again.
 */
export const visitorEnrolmentRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps; stripe?: Stripe }> = async (app, { deps, stripe }) => {
  app.addHook('onRequest', csrfGuard);
  const user = (req: Parameters<typeof requireUser>[0]) => requireUser(req, deps.db, deps.now());
  const today = () => tokyoToday(deps.now());

  app.get('/public/courses', { schema: { response: { 200: z.object({ courses: z.array(Course) }) } } }, async () => ({
    courses: await listCourses(deps.db, deps.schedule.slotMinutes, true),
  }));

  app.get(
    '/public/courses/weekly-times',
    { schema: { querystring: WeeklyTimesQuery, response: { 200: z.object({ times: z.array(WeeklyTime) }) } } },
    async (req) => {
      const course = await courseById(deps.db, deps.schedule.slotMinutes, req.query.course_id);
      if (!course?.online) throw new HttpError(404, COURSE_NOT_FOUND);
      const through = await enrolmentRange(deps);
      const teachers = (await courseTeachers(deps.db, course)).filter((t) => t.bookable_online);
      const tomorrow = addDays(today(), 1); // the first lesson is from tomorrow on (enrol refuses today)
      const from = req.query.from > tomorrow ? req.query.from : tomorrow;
      return {
        times: await weeklyTimes(deps.db, { course, teachers, schedule: deps.schedule, from, through, language: visitorLanguage(req) }),
      };
    },
  );

  const request = (body: z.output<typeof EnrolChoice>, language: ReturnType<typeof visitorLanguage>) => ({
    ...body,
    customerId: 0,
    userId: null,
    language,
    billing: 'card' as const,
    fromBookingId: null,
    byStaff: false,
  });

  /** The subscription's Checkout at Stripe (its session recorded on the enrolment, whose expiry Stripe tells). */
  const stripeCheckout = async (
    made: { id: number; code: string },
    terms: EnrolmentTerms,
    email: string,
    language: LanguageCode,
    expiresAt: Date,
  ) => {
    const session = await openStripeSubscription(stripe!, deps.publicUrl, {
      enrolmentId: made.id,
      code: made.code,
      email,
      language,
      terms,
      expiresAt,
    });
    await deps.db.query('update enrolments set checkout_session_id = $2 where id = $1', [made.id, session.sessionId]);
    return session.url;
  };

  app.post('/public/enrolments/quote', { schema: { body: EnrolChoice, response: { 200: EnrolmentTerms } } }, async (req) =>
    quote(deps, request(req.body, visitorLanguage(req))),
  );

  app.post('/public/enrolments', { schema: { body: VisitorEnrolRequest, response: { 201: EnrolStarted } } }, async (req, reply) => {
    const u = await user(req);
    const { confirmed: _, from_booking_id, ...choice } = req.body;
    const customerId = await customerOfUser(deps.db, u);
    const expiresAt = new Date(deps.now().getTime() + ENROL_CHECKOUT_MINUTES * 60_000);
    const base = request(choice, visitorLanguage(req));
    const made = await enrol(
      deps,
      { ...base, customerId, userId: u.id, fromBookingId: from_booking_id, expiresAt },
      { id: u.id, email: u.email },
    );
    const found = (await enrolmentById(deps.db, made.id, today()))!;
    const url = stripe
      ? await stripeCheckout(made, found.terms, u.email, visitorLanguage(req), expiresAt)
      : await openTestTuitionSession(deps.db, {
          enrolmentId: made.id,
          month: null,
          amount: found.terms.first_payment,
          expiresAt,
          publicUrl: deps.publicUrl,
        });
    return reply.code(201).send({ ...made, checkout_url: url });
  });

  /** The account's own enrolment, or 404 (another's is not found either). */
  const own = async (req: Parameters<typeof requireUser>[0], id: number) => {
    const u = await user(req);
    const [row] = await deps.db.query<{ id: number }>('select id from enrolments where id = $1 and user_id = $2', [id, u.id]);
    if (!row) throw new HttpError(404, ENROLMENT_NOT_FOUND);
    return mine(id);
  };
  /** An enrolment as its student sees it: each paid month with its receipt's link. */
  const mine = async (id: number) => withReceiptUrls(deps.db, deps.publicUrl, (await enrolmentById(deps.db, id, today()))!);

  app.get('/public/mypage/enrolments', { schema: { response: { 200: z.object({ enrolments: z.array(Enrolment) }) } } }, async (req) => {
    const u = await user(req);
    const ids = await deps.db.query<{ id: number }>(
      "select id from enrolments where user_id = $1 and status in ('pending', 'active', 'ending', 'ended') order by id desc",
      [u.id],
    );
    return { enrolments: await Promise.all(ids.map((r) => mine(r.id))) };
  });

  app.get('/public/mypage/enrolments/:id', { schema: { params: IdParams, response: { 200: Enrolment } } }, async (req) =>
    own(req, req.params.id),
  );

  app.post(
    '/public/mypage/enrolments/:id/tuition/:month/pay',
    { schema: { params: TuitionMonthParams, response: { 200: PayAgain } } },
    async (req) => {
      const e = await own(req, req.params.id);
      const month = e.tuition.find((m) => m.month === req.params.month && (m.status === 'failed' || m.status === 'due'));
      if (!month || e.billing !== 'card' || e.status === 'pending') throw new HttpError(409, TUITION_NOT_DUE);
      if (stripe) {
        const [row] = await deps.db.query<{ payment_ref: string | null }>(
          `select payment_ref from tuition_months where enrolment_id = $1 and month = ($2 || '-01')::date`,
          [e.id, month.month],
        );
        const hosted = await stripePayAgainUrl(stripe, row?.payment_ref ?? null);
        if (!hosted) throw new HttpError(409, TUITION_NOT_DUE);
        return { checkout_url: hosted };
      }
      const expiresAt = new Date(deps.now().getTime() + 24 * 60 * 60_000);
      const url = await openTestTuitionSession(deps.db, {
        enrolmentId: e.id,
        month: month.month,
        amount: month.tuition_yen + month.fee_yen,
        expiresAt,
        publicUrl: deps.publicUrl,
      });
      return { checkout_url: url };
    },
  );

  /** Where the card is changed: Stripe's Checkout in setup mode for the subscription, or the test provider's page. */
  const cardChangeUrl = async (id: number, language: LanguageCode) => {
    if (!stripe) {
      const expiresAt = new Date(deps.now().getTime() + ENROL_CHECKOUT_MINUTES * 60_000);
      return openTestTuitionSession(deps.db, {
        enrolmentId: id,
        month: null,
        amount: 0,
        expiresAt,
        publicUrl: deps.publicUrl,
        kind: 'card',
      });
    }
    const [row] = await deps.db.query<{ ref: string | null }>('select subscription_ref as ref from enrolments where id = $1', [id]);
    if (!row?.ref) throw new HttpError(409, CARD_NOT_CHANGEABLE);
    return openStripeCardChange(stripe, deps.publicUrl, { enrolmentId: id, subscriptionRef: row.ref, language });
  };

  // Changing the card (issue 40, point 5) of the student's own running card enrolment; back on my page after it.
  app.post('/public/mypage/enrolments/:id/card', { schema: { params: IdParams, response: { 200: PayAgain } } }, async (req) => {
    const e = await own(req, req.params.id);
    if (e.billing !== 'card' || (e.status !== 'active' && e.status !== 'ending')) throw new HttpError(409, CARD_NOT_CHANGEABLE);
    return { checkout_url: await cardChangeUrl(e.id, visitorLanguage(req)) };
  });
};
