import fs from 'node:fs';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';
import { trialBehaviour } from './trialBehaviour';

// The trial's behaviour on a real PostgreSQL server, where the free trials of one address race for its caps.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`trial ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  trialBehaviour(() => instance());
});
