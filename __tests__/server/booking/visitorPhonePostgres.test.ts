import fs from 'node:fs';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';
import { visitorPhoneBehaviour } from './visitorPhoneBehaviour';

// The booking form's phone on a real PostgreSQL server: the hold's one statement types and stores it there too.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`visitor phone ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  visitorPhoneBehaviour(() => instance());
});
