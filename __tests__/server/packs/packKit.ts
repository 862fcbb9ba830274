import type { FastifyInstance } from 'fastify';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { call, type LoggedIn } from '../accounts/accountsKit';
import { compact, payWithCard } from '../booking/bookingTestKit';

// Lesson packs in the server tests (issue 41, point 3): the owner's pack, a visitor buying it on the test page, and
// a lesson booked with its credit.

export const FIVE_HOURS = {
  names: { en: 'Five one-hour lessons', ja: '60分レッスン5回券' },
  lessons: 5,
  lesson_slots: 2,
  price_yen: 15000,
  on_sale: true,
};

export async function definePack(w: Pick<AdminWorld, 'app' | 'owner'>, body: object = FIVE_HOURS): Promise<number> {
  const res = await adminCall(w.app, 'POST', '/admin/packs', w.owner, body);
  expect(res.statusCode).toBe(201);
  return res.json().id;
}

/** Buys a pack as `who` and pays it on the test page with `card`; the buy call's answer. */
export async function buyPack(app: FastifyInstance, who: LoggedIn, packId: number, card = '4242 4242 4242 4242', lang = 'en') {
  const res = await call(app, 'POST', '/public/packs/buy', { pack_id: packId }, { cookie: who.cookie, 'accept-language': lang });
  expect(res.statusCode).toBe(201);
  const paid = await payWithCard(app, res.json().checkout_url, card);
  return { code: res.json().code as string, paid };
}

export const myPacks = async (app: FastifyInstance, who: LoggedIn) =>
  (await call(app, 'GET', '/public/mypage/packs', undefined, { cookie: who.cookie })).json().packs;

export const bookWithPack = (app: FastifyInstance, who: LoggedIn, day: string, ids: number[]) =>
  call(
    app,
    'POST',
    '/public/packs/book',
    { rental_space_id: 'default', booking_date: compact(day), timeslot_ids: ids, seat_count: 1 },
    { cookie: who.cookie },
  );
