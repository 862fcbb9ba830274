import fs from 'node:fs';
import { teacherRoleBehaviour } from './teacherRoleBehaviour';
import { onPglite, teacherWorld } from './teacherRoleKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A teacher's account, on the embedded database (the tests: teacherRoleBehaviour.ts).
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

teacherRoleBehaviour(() => teacherWorld(onPglite(startApp, staticDir)));
