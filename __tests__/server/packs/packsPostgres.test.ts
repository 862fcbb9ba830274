import fs from 'node:fs';
import { ADMIN_CONFIG } from '../admin/adminKit';
import { writeWorldOn } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';
import { packRaceBehaviour } from './packRaceBehaviour';
import { packCourseAnyTeacherBehaviour } from './packCourseAnyTeacherBehaviour';
import { SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';

// Lesson packs' race on a real PostgreSQL server: two app instances with pools of their own (two server processes);
// and a course pack's "any teacher", picked in the hold's statement.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`lesson packs ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  packRaceBehaviour(async () => {
    const services = { now: testClock().now };
    const first = await instance(services, ADMIN_CONFIG);
    const second = await instance(services, ADMIN_CONFIG);
    return { first: first.app, second: second.app, db: first.db, w: await writeWorldOn(first) };
  });
  packCourseAnyTeacherBehaviour(async () => {
    const started = await instance({ now: testClock().now, schedule: SCHOOL_WITH_TEACHERS }, ADMIN_CONFIG);
    return { ...started, w: await writeWorldOn(started) };
  });
});
