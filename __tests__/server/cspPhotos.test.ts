import fs from 'node:fs';
import { ConfigError, loadConfig } from '../../src/server/config';
import { checkTeacherPhoto } from '../../src/server/teachers/teacherPhoto';
import { TEACHER_PHOTO_HOST } from '../../src/shared/admin/teacherTexts';
import { TRANSLATE_SCRIPT_HOSTS } from '../../src/shared/constants';
import { adminCall } from './admin/adminKit';
import { writeWorld } from './admin/adminBookingsWriteKit';
import { APP_ROOT, makeStaticDir, useTestApps } from './testApp';

// The CSP allows only what the site needs: scripts from this origin and the hosts the translate widget loads its
// scripts from (none that answers JSONP, as www.google.com does), images from this origin, the widget's hosts
// and TEACHER_PHOTO_HOST; a teacher's photo must be on this site or that host, or it would not show.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const PHOTOS = 'https://photos.school.example';
const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

test('script-src is this origin and the widget’s script hosts only; img-src adds TEACHER_PHOTO_HOST when it is set', async () => {
  const w = await writeWorld(startApp, staticDir, undefined, { teacherPhotoHost: PHOTOS });
  const csp = String((await w.app.inject({ method: 'GET', url: '/app' })).headers['content-security-policy']);
  expect(directive(csp, 'script-src')).toEqual(["'self'", ...TRANSLATE_SCRIPT_HOSTS]);
  expect(directive(csp, 'script-src')).not.toContain('https://www.google.com');
  expect(directive(csp, 'img-src')).toContain(PHOTOS);
  const plain = await writeWorld(startApp, staticDir);
  const without = String((await plain.app.inject({ method: 'GET', url: '/app' })).headers['content-security-policy']);
  expect(directive(without, 'img-src')).not.toContain(PHOTOS);
});

test("a teacher's photo on another host is a 400 naming the rule; on this site or TEACHER_PHOTO_HOST it is kept", async () => {
  const w = await writeWorld(startApp, staticDir, undefined, { teacherPhotoHost: PHOTOS });
  const teacher = (photo_url: string) => ({ name: 'Sato Yuki', languages: ['ja'], photo_url });
  const refused = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, teacher('https://tracker.example/sato.jpg'));
  expect([refused.statusCode, refused.json()]).toEqual([400, { detail: TEACHER_PHOTO_HOST }]);
  expect(await w.db.query('select count(*)::int as n from teachers')).toEqual([{ n: 0 }]);
  const there = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, teacher(`${PHOTOS}/sato.jpg`));
  expect([there.statusCode, there.json().photo_url]).toEqual([201, `${PHOTOS}/sato.jpg`]);
  const { id, version } = there.json();
  const elsewhere = await adminCall(w.app, 'PUT', `/admin/teachers/${id}`, w.owner, {
    ...teacher('https://photos.school.example.evil/x.jpg'),
    version,
  });
  expect([elsewhere.statusCode, elsewhere.json()]).toEqual([400, { detail: TEACHER_PHOTO_HOST }]);
  // a site served over https may serve the photos itself
  const site = { publicUrl: 'https://book.school.example', teacherPhotoHost: null };
  expect(() => checkTeacherPhoto(site, 'https://book.school.example/photos/sato.jpg')).not.toThrow();
  expect(() => checkTeacherPhoto(site, `${PHOTOS}/sato.jpg`)).toThrow(TEACHER_PHOTO_HOST);
  expect(() => checkTeacherPhoto(site, null)).not.toThrow();
});

test('TEACHER_PHOTO_HOST must be an https:// address; its origin is kept', () => {
  expect(() => loadConfig({ TEACHER_PHOTO_HOST: 'http://photos.school.example' }, APP_ROOT)).toThrow(ConfigError);
  expect(loadConfig({ TEACHER_PHOTO_HOST: 'https://Photos.School.example/teachers/' }, APP_ROOT).teacherPhotoHost).toBe(PHOTOS);
});
