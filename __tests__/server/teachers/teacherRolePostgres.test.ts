import fs from 'node:fs';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { teacherRoleBehaviour } from './teacherRoleBehaviour';
import { teacherWorld } from './teacherRoleKit';
import { makeStaticDir } from '../testApp';

// A teacher's account on a real PostgreSQL server: every admin route, their classes, attendance (teacherRoleBehaviour.ts).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`a teacher's account on PostgreSQL ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  teacherRoleBehaviour(() => teacherWorld((services, config) => instance(services, config)));
});
