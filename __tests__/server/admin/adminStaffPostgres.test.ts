import fs from 'node:fs';
import { OWNERS_ONLY } from '../../../src/shared/admin/staffTexts';
import { logIn, type AccountsApp } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, OWNER, STAFF, type AdminWorld } from './adminKit';
import { activityLogBehaviour, invitationBehaviour, roleBehaviour, settingsBehaviour, userId } from './adminStaffBehaviour';
import { feedBehaviour } from './adminStaffFeedBehaviour';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir, testConfig } from '../testApp';

// A member's own settings, invitations, removing a member and the last-owner rule, the calendar
// feed and the activity log against a real PostgreSQL server, where two owners' calls really run at the
// same time on two server processes.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`staff members ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  const config = testConfig(staticDir, ADMIN_CONFIG);
  // the test's clock in the test's hand (an invitation expires after 7 days; the feed drops old classes)
  const world = async (): Promise<AdminWorld & { t: AccountsApp }> => {
    const clock = testClock();
    const started = await instance({ now: clock.now }, ADMIN_CONFIG);
    const t = { ...started, config, clock };
    return { ...(await adminWorld(t)), t };
  };

  describe('one instance', () => roleBehaviour(world));
  describe('the member’s own settings', () => settingsBehaviour(world));
  describe('invitations', () => invitationBehaviour(world));
  describe('calendar feed', () => feedBehaviour(world));
  describe('the activity log', () => activityLogBehaviour(world));

  test('two owners demoting each other at the same moment on two processes: one wins, an owner remains', async () => {
    const w = await world();
    // the second process has no OWNER_EMAILS, so OWNER can be demoted there (with it, the demotion is refused)
    const other = await instance({}, { ...ADMIN_CONFIG, ownerEmails: [] });
    await w.db.query(`update users set role = 'owner' where email = $1`, [STAFF.email]);
    const second = await logIn(other.app, STAFF);
    const [ownerId, staffId] = [await userId(w.db, OWNER.email), await userId(w.db, STAFF.email)];
    for (let round = 0; round < 5; round++) {
      const [a, b] = await Promise.all([
        adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'staff' }),
        adminCall(other.app, 'PUT', `/admin/staff/${ownerId}/role`, second, { role: 'staff' }),
      ]);
      // the loser is no longer an owner when its change runs (checked again under the lock): refused
      const [won, lost] = a.statusCode === 200 ? [a, b] : [b, a];
      expect(won.statusCode).toBe(200);
      expect([lost.statusCode, lost.json()]).toEqual([403, { detail: OWNERS_ONLY }]);
      const owners = await w.db.query<{ email: string }>(`select email from users where role = 'owner'`);
      expect(owners).toHaveLength(1);
      // restore both owners for the next round
      await w.db.query(`update users set role = 'owner' where id = any($1)`, [[ownerId, staffId]]);
    }
  });
});
