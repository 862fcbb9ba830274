import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paths } from '../../shared/paths.js';
import type { ServerDeps } from '../deps.js';
import { monthText, weeklyTimeText } from '../mail/enrolmentTexts.js';
import { firstPaymentCame, monthPaidAgain, studentFacts } from '../enrolment/cardTuition.js';
import { testCardResult, type CardRefusal } from '../payments/testCheckout.js';
import { testCardChanged } from '../enrolment/cardChange.js';
import type { LanguageCode } from '../../shared/constants.js';
import { testCardPage } from './testCardPage.js';
import { visitorLanguage } from '../visitorLocale.js';
import { checkoutPage, messagePage } from './testCheckoutPages.js';
import { acceptFormBodies } from './formBodies.js';

const Params = z.object({ session: z.string().regex(/^tts_[A-Za-z0-9_-]{10,64}$/) });
const PayBody = z.object({ card: z.string().max(40) });
const config = { openapi: false };

interface Session {
  id: string;
  enrolment_id: number;
  month: string | null;
  amount: number;
  status: 'open' | 'complete' | 'expired';
  expired: boolean;
  /** 'card': a card change (nothing charged), else a payment. */
  kind: 'pay' | 'card';
}

/**
 * The built-in test provider's tuition pages (no Stripe keys): the first payment of an enrolment (the card is saved
 * for the monthly renewals, as Stripe Checkout in subscription mode does) and paying a failed month again. Plain
 * HTML in the visitor's language, as the booking's test checkout.
 */
export const testTuitionRoutes: FastifyPluginAsyncZod<{ deps: ServerDeps }> = async (app, { deps }) => {
  // its page's form posts urlencoded, as the booking's test checkout does (a browser sends no JSON)
  acceptFormBodies(app);
  const find = async (id: string) => {
    const [s] = await deps.db.query<Session>(
      `select id, enrolment_id, to_char(month, 'YYYY-MM') as month, amount, status, expires_at < $2 as expired, kind
       from test_tuition_sessions where id = $1`,
      [id, deps.now().toISOString()],
    );
    return s ?? null;
  };
  const describe = async (s: Session, lang: ReturnType<typeof visitorLanguage>) => {
    const { terms } = await studentFacts(deps.db, s.enrolment_id);
    const what = s.month ? monthText(lang, s.month) : weeklyTimeText(lang, terms);
    return `${terms.course_name}: ${what}`;
  };
  const myPage = `${deps.publicUrl}${paths.myPage}`;
  const cardPage = async (s: Session, lang: LanguageCode, error: CardRefusal | null) =>
    testCardPage(lang, s.id, (await studentFacts(deps.db, s.enrolment_id)).terms.course_name, error);

  app.get('/test-tuition/:session', { schema: { params: Params }, config }, async (req, reply) => {
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    const s = await find(req.params.session);
    if (!s) return reply.code(404).send(messagePage(lang, 'notFound', deps.publicUrl));
    if (s.status === 'complete') return reply.redirect(myPage, 303);
    if (s.status === 'expired' || s.expired) return messagePage(lang, 'expired', deps.publicUrl);
    if (s.kind === 'card') return cardPage(s, lang, null);
    return checkoutPage(lang, s.id, { amount: s.amount, booking: null, description: await describe(s, lang), base: 'test-tuition' }, null);
  });

  app.post('/test-tuition/:session/pay', { schema: { params: Params, body: PayBody }, config }, async (req, reply) => {
    const lang = visitorLanguage(req);
    reply.type('text/html; charset=utf-8').header('content-language', lang);
    const s = await find(req.params.session);
    if (s?.status === 'complete') return reply.redirect(myPage, 303);
    if (!s || s.status !== 'open' || s.expired) return reply.code(410).send(messagePage(lang, 'notOpen', deps.publicUrl));
    const result = testCardResult(req.body.card);
    if (!result.ok && s.kind === 'card') return reply.code(402).send(await cardPage(s, lang, result.reason));
    if (!result.ok) {
      const facts = { amount: s.amount, booking: null, description: await describe(s, lang), base: 'test-tuition' as const };
      return reply.code(402).send(checkoutPage(lang, s.id, facts, result.reason));
    }
    const card = req.body.card.replace(/[\s-]/g, '');
    await deps.db.transaction(async (tx) => {
      const open = await tx.query(`update test_tuition_sessions set status = 'complete' where id = $1 and status = 'open' returning id`, [
        s.id,
      ]);
      if (!open.length) return;
      if (s.kind === 'card') await testCardChanged(tx, s.enrolment_id, card, deps.now());
      else if (s.month) await monthPaidAgain(tx, deps, s.enrolment_id, s.month, card, deps.now());
      else await firstPaymentCame(tx, deps, s.enrolment_id, deps.now(), { card });
    });
    deps.mailQueued();
    return reply.redirect(s.kind === 'card' ? `${myPage}?card=changed` : myPage, 303);
  });

  // (a card change's back link goes back to my page; a payment's to the course page)
  app.get('/test-tuition/:session/cancel', { schema: { params: Params }, config }, async (req, reply) =>
    reply.redirect((await find(req.params.session))?.kind === 'card' ? myPage : `${deps.publicUrl}${paths.payForBooking}`, 303),
  );
};
