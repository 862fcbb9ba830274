import fs from 'node:fs';
import { sha256 } from '../../../src/server/accounts/secrets';
import { SESSION_DAYS } from '../../../src/server/accounts/sessionRepository';
import { STAFF_SESSION_HOURS } from '../../../src/shared/admin/reauth';
import { post } from './accountsKit';
import { OWNER, STAFF, staffWorld, VISITOR } from '../admin/adminKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A role-holder's session ends STAFF_SESSION_HOURS after its login on the server; its cookie used to say 30 days,
// so the browser kept a dead session's token for a month. The cookie (and the session row) now end with it.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test(`an owner's and a staff member's session cookie expires ${STAFF_SESSION_HOURS} hours after login, as the session does; a visitor's keeps ${SESSION_DAYS} days`, async () => {
  const w = await staffWorld(startApp, staticDir);
  const hours = (h: number) => new Date(w.t.clock.now().getTime() + h * 3_600_000).toISOString();
  const ends = async (who: { email: string; password: string }) => {
    const res = await post(w.app, '/public/auth/login', { email: who.email, password: who.password });
    const cookie = res.cookies.find((c) => c.name === 'gtss_session')!;
    const [row] = await w.db.query<{ expires_at: Date }>('select expires_at from sessions where id_hash = $1', [sha256(cookie.value)]);
    return [new Date(cookie.expires!).toISOString().slice(0, 19), new Date(row.expires_at).toISOString().slice(0, 19)];
  };
  const staffEnd = hours(STAFF_SESSION_HOURS + 1 / 3600).slice(0, 19); // the session still answers at exactly 12 h
  expect(await ends(OWNER)).toEqual([staffEnd, staffEnd]);
  expect(await ends(STAFF)).toEqual([staffEnd, staffEnd]);
  const visitorEnd = hours(SESSION_DAYS * 24).slice(0, 19);
  expect(await ends(VISITOR)).toEqual([visitorEnd, visitorEnd]);
});
