/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from './axeViolations';
import { TeachersPage } from '../../src/client/features/admin/teachers/pages/TeachersPage';
import { TEACHER_CONFLICT, type Teacher, type TeacherInput } from '../../src/shared/admin/teachers';
import { fakeAdminApi, OWNER_USER, STAFF_USER } from './adminTestStore';
import { conflict, conflictError, flush, schedule, staffList } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { aiko, ben } from './adminTeachersFixtures';

jest.setTimeout(120_000);

// jsdom has no fetch Request, which the data router builds for each navigation: a stand-in with what the router reads.
globalThis.Request ??= class {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method: string;
  constructor(url: string, init?: { signal?: AbortSignal; method?: string }) {
    this.url = url;
    this.signal = init?.signal;
    this.method = init?.method ?? 'GET';
  }
} as unknown as typeof Request;

const listTeachers = async () => ({ teachers: [aiko, ben] });
const listStaff = async () => staffList;

test('staff see every teacher, the retired ones apart, and no edit controls', async () => {
  await renderConsolePage(<TeachersPage />, { adminApi: fakeAdminApi({ listTeachers }), user: STAFF_USER, path: '/admin/teachers' });
  expect(screen.getByRole('heading', { level: 1, name: 'Teachers' })).toBeInTheDocument();
  expect(screen.getByText(/Only owners can add or change teachers/)).toBeInTheDocument();
  const current = screen.getByRole('region', { name: 'Current teachers' });
  const card = within(current).getByRole('listitem');
  expect(within(card).getByRole('heading', { level: 3, name: 'Aiko Sato' })).toBeInTheDocument();
  expect(card).toHaveTextContent('TeachesJapanese and English');
  expect(card).toHaveTextContent("HoursSchool's hours");
  expect(card).toHaveTextContent('Staff accountSam Staff');
  expect(card).toHaveTextContent('Upcoming classes3');
  expect(card).toHaveTextContent('Exceptions1 date');
  const retired = screen.getByRole('region', { name: 'Retired teachers' });
  expect(retired).toHaveTextContent('Ben Martin (retired)');
  expect(within(retired).getByText('Monday 10:00–14:00')).toBeInTheDocument();
  expect(within(retired).getByText('Wednesday 13:00–15:00 and 16:00–17:00')).toBeInTheDocument();
  expect(retired).toHaveTextContent('Bookable onlineNo (staff book their classes)');
  expect(screen.queryByRole('button')).toBeNull();
});

test('the owner adds a teacher: the form says what is missing next to each field, then saves it', async () => {
  const user = userEvent.setup();
  const createTeacher = jest.fn(
    async (input: TeacherInput): Promise<Teacher> =>
      ({ ...aiko, ...input, id: 9, user_label: 'Sam Staff', user_email: 'staff@school.example' }) as Teacher,
  );
  await renderConsolePage(<TeachersPage />, {
    adminApi: fakeAdminApi({ listTeachers, listStaff, createTeacher }),
    path: '/admin/teachers',
  });
  await user.click(screen.getByRole('button', { name: 'Add a teacher' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Add a teacher' })).toHaveFocus();
  for (const label of [
    'Profile in English',
    'Profile in Japanese',
    'Profile in Chinese (simplified)',
    'Profile in Chinese (traditional)',
  ]) {
    expect(screen.getByLabelText(label)).toBeInTheDocument();
  }
  expect(screen.getByRole('group', { name: 'Languages taught' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Korean' })).not.toBeChecked();
  expect(screen.getByRole('switch', { name: 'Bookable online' })).toBeChecked();
  expect(
    within(screen.getByLabelText('Linked staff member'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['(none)', 'Oona Owner (owner@school.example)', 'Sam Staff (staff@school.example)']);
  expect(screen.getByRole('radio', { name: "School's hours" })).toBeChecked();

  await user.click(screen.getByLabelText('Photo URL'));
  await user.paste('http://photos.example/x.jpg');
  await user.click(screen.getByRole('button', { name: 'Add an exception' }));
  await user.selectOptions(screen.getByLabelText('Exception 1'), 'Other hours');
  await user.clear(screen.getByLabelText('Exception 1 range 1 ends'));
  await user.click(screen.getByLabelText('Exception 1 range 1 ends'));
  await user.paste('08:00');
  await user.click(screen.getByRole('button', { name: 'Save teacher' }));
  expect(screen.getByLabelText(/^Name(?! in Latin)/)).toHaveAccessibleDescription('A teacher needs a name.');
  expect(screen.getByText('Choose at least one language the teacher teaches.')).toBeInTheDocument();
  expect(screen.getByLabelText('Photo URL')).toHaveAccessibleDescription('The photo must be an https:// address (or left empty).');
  expect(screen.getByLabelText('Exception 1 date')).toHaveAccessibleDescription('Choose a date (yyyy-MM-dd).');
  expect(screen.getByLabelText('Exception 1 range 1 ends')).toHaveAccessibleDescription('The range must end after it starts.');
  expect(screen.getByText('Please correct the fields marked above; nothing was saved.')).toBeInTheDocument();
  expect(createTeacher).not.toHaveBeenCalled();

  await user.click(screen.getByLabelText(/^Name(?! in Latin)/));
  await user.paste('Chen Wei');
  await user.type(screen.getByLabelText('Profile in Chinese (simplified)'), '教中文。');
  await user.click(screen.getByRole('checkbox', { name: 'Chinese' }));
  await user.clear(screen.getByLabelText('Photo URL'));
  fireEvent.change(screen.getByLabelText('Exception 1 date'), { target: { value: '2026-12-24' } });
  await user.click(screen.getByRole('button', { name: 'Remove exception 1 range 1' }));
  await user.click(screen.getByRole('button', { name: 'Add a range to exception 1' }));
  await user.selectOptions(screen.getByLabelText('Linked staff member'), 'Sam Staff (staff@school.example)');
  await user.click(screen.getByRole('switch', { name: 'Bookable online' }));
  await user.click(screen.getByRole('radio', { name: /^Own weekly hours/ }));
  await user.click(screen.getByRole('button', { name: 'Add a range to Tuesday' }));
  await user.click(screen.getByRole('button', { name: 'Save teacher' }));
  await act(flush);
  expect(createTeacher).toHaveBeenCalledWith({
    name: 'Chen Wei',
    name_latin: null,
    profile: { 'zh-CN': '教中文。' },
    languages: ['zh'],
    photo_url: null,
    bookable_online: false,
    user_id: 2,
    weekly_hours: { sun: [], mon: [], tue: [['09:00', '17:00']], wed: [], thu: [], fri: [], sat: [] },
    exceptions: [{ date: '2026-12-24', hours: [['13:00', '17:00']] }],
  });
  expect(screen.getByRole('status')).toHaveTextContent('Chen Wei was added.');
  expect(screen.getByRole('button', { name: 'Add a teacher' })).toHaveFocus();
  expect(screen.queryByRole('heading', { name: 'Add a teacher' })).toBeNull();
  expect(within(screen.getByRole('region', { name: 'Current teachers' })).getAllByRole('listitem')).toHaveLength(2);
});

test('an edit refused for booked classes lists them with links, and keeps the form with its changes', async () => {
  const user = userEvent.setup();
  const updateTeacher = jest.fn(() => Promise.reject(conflictError(TEACHER_CONFLICT, [conflict])));
  await renderConsolePage(<TeachersPage />, {
    adminApi: fakeAdminApi({ listTeachers, listStaff, updateTeacher, getSchedule: async () => schedule }),
    path: '/admin/teachers',
  });
  await user.click(screen.getByRole('button', { name: 'Edit Aiko Sato' }));
  expect(screen.getByLabelText(/^Name(?! in Latin)/)).toHaveValue('Aiko Sato');
  expect(screen.getByLabelText('Profile in Japanese')).toHaveValue('初心者向けの日本語を教えています。');
  expect(screen.getByLabelText('Linked staff member')).toHaveValue('2');
  expect(screen.getByLabelText('Exception 1 date')).toHaveValue('2026-12-24');
  expect(screen.queryByLabelText('Monday range 1 starts')).toBeNull();
  // own hours start from the school's opening hours
  await user.click(screen.getByRole('radio', { name: /^Own weekly hours/ }));
  expect(screen.getByLabelText('Monday range 1 starts')).toHaveValue('10:00');
  expect(screen.getAllByText('Not working')).toHaveLength(4);
  await user.click(screen.getByRole('button', { name: 'Remove Friday range 2' }));
  await user.click(screen.getByRole('button', { name: 'Save teacher' }));
  await act(flush);
  expect(updateTeacher).toHaveBeenCalledWith(
    7,
    expect.objectContaining({
      version: 1,
      user_id: 2,
      weekly_hours: { ...schedule.settings.weeklyHours, fri: [['10:00', '12:00']] },
      exceptions: [{ date: '2026-12-24', hours: [] }],
    }),
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent(TEACHER_CONFLICT);
  expect(alert).toHaveTextContent('Tue, 1 December 2026 10:00-12:00 — Ken Tanaka');
  expect(within(alert).getByRole('link', { name: 'Booking GT-4821' })).toHaveAttribute('href', '/admin/bookings/41');
  expect(screen.getByLabelText('Friday range 1 ends')).toHaveValue('12:00');
  expect(screen.queryByLabelText('Friday range 2 starts')).toBeNull();
});

test('retiring asks first and says what it does; confirmed, the teacher moves to the retired ones', async () => {
  const user = userEvent.setup();
  const retireTeacher = jest.fn(async () => ({ ...aiko, retired_at: '2026-11-25T07:00:00Z', version: 2 }));
  await renderConsolePage(<TeachersPage />, {
    adminApi: fakeAdminApi({ listTeachers, listStaff, retireTeacher }),
    path: '/admin/teachers',
  });
  await user.click(screen.getByRole('button', { name: 'Retire Aiko Sato' }));
  const dialog = screen.getByRole('dialog', { name: 'Retire Aiko Sato?' });
  expect(dialog).toHaveTextContent('Aiko Sato will take no new bookings');
  expect(dialog).toHaveTextContent('Their 3 upcoming classes must be moved to other teachers or canceled first');
  await user.click(within(dialog).getByRole('button', { name: 'Keep teacher' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(retireTeacher).not.toHaveBeenCalled();

  await user.click(screen.getByRole('button', { name: 'Retire Aiko Sato' }));
  await user.click(screen.getByRole('button', { name: 'Retire teacher' }));
  await act(flush);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(retireTeacher).toHaveBeenCalledWith(7);
  expect(screen.getByRole('status')).toHaveTextContent('Aiko Sato is retired and takes no new bookings.');
  expect(screen.getByRole('region', { name: 'Retired teachers' })).toHaveTextContent('Aiko Sato (retired)');
  expect(screen.getByRole('button', { name: 'Restore Aiko Sato' })).toBeInTheDocument();
});

test('leaving the form with unsaved changes asks first', async () => {
  const user = userEvent.setup();
  const { router } = await renderConsolePage(<TeachersPage />, {
    adminApi: fakeAdminApi({ listTeachers, listStaff }),
    path: '/admin/teachers',
  });
  await user.click(screen.getByRole('button', { name: 'Edit Aiko Sato' }));
  await user.click(screen.getByLabelText(/^Name(?! in Latin)/));
  await user.paste(' Jr.');
  await act(async () => {
    await router.navigate('/admin/bookings/41');
    await flush();
  });
  const dialog = screen.getByRole('dialog', { name: 'Leave without saving?' });
  expect(dialog).toHaveTextContent('Your changes to this teacher have not been saved.');
  await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
  expect(screen.getByLabelText(/^Name(?! in Latin)/)).toHaveValue('Aiko Sato Jr.');
});

test('axe finds no violations on the list, nor on the open form with its checks and a refusal', async () => {
  const user = userEvent.setup();
  const updateTeacher = jest.fn(() => Promise.reject(conflictError(TEACHER_CONFLICT, [conflict])));
  const { container } = await renderConsolePage(
    <main>
      <TeachersPage />
    </main>,
    {
      adminApi: fakeAdminApi({ listTeachers, listStaff, updateTeacher }),
      path: '/admin/teachers',
    },
  );
  const violations = () => axeViolations(container);
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Edit Aiko Sato' }));
  await user.click(screen.getByRole('radio', { name: /^Own weekly hours/ }));
  await user.click(screen.getByRole('button', { name: 'Add a range to Monday' }));
  await user.click(screen.getByRole('button', { name: 'Add an exception' }));
  await user.click(screen.getByRole('button', { name: 'Save teacher' }));
  expect(screen.getByText('Please correct the fields marked above; nothing was saved.')).toBeInTheDocument();
  expect(await violations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove exception 2' }));
  await user.click(screen.getByRole('button', { name: 'Save teacher' }));
  await act(flush);
  expect(within(screen.getByRole('alert')).getByRole('link', { name: 'Booking GT-4821' })).toBeInTheDocument();
  expect(await violations()).toEqual([]);
});

describe('in Japanese', () => {
  const JA_OWNER = { ...OWNER_USER, console_language: 'ja' as const };

  test('the list, the form, its checks and the retire dialog are Japanese', async () => {
    const user = userEvent.setup();
    await renderConsolePage(<TeachersPage />, {
      adminApi: fakeAdminApi({ listTeachers, listStaff }),
      user: JA_OWNER,
      path: '/admin/teachers',
    });
    expect(screen.getByRole('heading', { level: 1, name: '講師' })).toBeInTheDocument();
    const current = screen.getByRole('region', { name: '在籍中の講師' });
    expect(current).toHaveTextContent('担当言語日本語、英語');
    expect(current).toHaveTextContent('勤務時間スクールの営業時間');
    const retired = screen.getByRole('region', { name: '退職した講師' });
    expect(retired).toHaveTextContent('Ben Martin （退職）');
    expect(within(retired).getByText('月曜日 10:00–14:00')).toBeInTheDocument();
    expect(within(retired).getByText('水曜日 13:00–15:00、16:00–17:00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '講師を追加' }));
    expect(screen.getByLabelText('日本語のプロフィール')).toBeInTheDocument();
    expect(screen.getByLabelText('中国語（繁体字）のプロフィール')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '韓国語' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '講師を保存' }));
    expect(screen.getByText('講師の名前を入力してください。')).toBeInTheDocument();
    expect(screen.getByText('担当言語を1つ以上選んでください。')).toBeInTheDocument();
    // no English left but the teachers' and staff's own names and data, the Latin name's example (and "URL", which Japanese writes so)
    const text = (document.body.textContent ?? '').replace(
      /Aiko Sato|Ben Martin|Sam Staff|Oona Owner|Hanako Yamada|[\w.]+@school\.example|https:\/\/|URL/g,
      ' ',
    );
    expect(text.match(/[A-Za-z]{3,}/g) ?? []).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    await user.click(screen.getByRole('button', { name: 'Aiko Satoを退職にする' }));
    expect(screen.getByRole('dialog', { name: 'Aiko Satoを退職にしますか？' })).toHaveTextContent(
      '今後のレッスン3件は、先に他の講師へ移すかキャンセルしてください。',
    );
  });
});
