import { createApi } from '../../src/client/api/api';
import type { Request } from '../../src/client/api/client';

// The availability calls carry the visitor's teacher choice as the server's query (?teacher= / ?language=).
function recordingApi() {
  const paths: string[] = [];
  const request = ((path: string) => {
    paths.push(path);
    return Promise.resolve([]);
  }) as Request;
  return { api: createApi(request), paths };
}

test('the calendar and timeslots ask for a teacher, "Any teacher" of a language, or anyone', async () => {
  const { api, paths } = recordingApi();
  await api.getTeachers();
  await api.getCalendar();
  await api.getCalendar({ teacher_id: 7 });
  await api.getCalendar({ teaching_language: 'ja' });
  await api.getTimeslots('20310503', { teacher_id: 7 });
  await api.getTimeslots('20310503', { teaching_language: 'zh' });
  await api.getTimeslots('20310503');
  expect(paths).toEqual([
    '/public/teachers',
    '/public/rental-space/calendar/default',
    '/public/rental-space/calendar/default?teacher=7',
    '/public/rental-space/calendar/default?language=ja',
    '/public/rental-space/calendar/default/20310503?teacher=7',
    '/public/rental-space/calendar/default/20310503?language=zh',
    '/public/rental-space/calendar/default/20310503',
  ]);
});
