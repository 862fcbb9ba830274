import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

// Lint and format in CI: the import rules of eslint.config.js really catch what they are there
// for. A rule that resolves nothing reports nothing (no-cycle did, until the TypeScript parser settings
// were added), so this lints files that break each rule. Nothing is written into the repository: the
// layering fixtures are linted as text under a path in src/ that never exists on disk (their imports
// lead to real files, which is all no-restricted-paths resolves), and the cycle, whose two files must
// both exist for either to resolve the other, is written into a temporary directory linted with the
// same eslint.config.js.
jest.setTimeout(120_000);
const ROOT = path.resolve(__dirname, '../..');

/** Linted as text under these paths; none of them is ever written. */
const VIRTUAL: Record<string, string> = {
  'src/server/mail/zzLintFixture.ts':
    "import type { BookingRow } from '../booking/bookingRows.js';\nimport type { UserRow } from '../accounts/userRepository.js';\nexport type Both = [BookingRow, UserRow];\n",
  'src/client/features/zzLintFixture.ts': "import { Header } from '../app/layout/Header.js';\nexport const shown = Header;\n",
  'src/client/zzLintFixture.ts': "import { buildApp } from '../server/app.js';\nexport const app = buildApp;\n",
  'src/server/zzLintFixtureClient.ts': "import { makeStore } from '../client/app/store.js';\nexport const s = makeStore;\n",
  'src/shared/zzLintFixture.ts': "import { makeStore } from '../client/app/store.js';\nexport const p = makeStore;\n",
  'src/server/booking/zzLintFixture.ts': "import { staffGuard } from '../admin/staffAccess.js';\nexport const g = staffGuard;\n",
  'src/server/accounts/zzLintFixture.ts': "import { listMembers } from '../admin/staffRepository.js';\nexport const m = listMembers;\n",
  'src/server/payments/zzLintFixture.ts': "import { numbersReport } from '../admin/numbers.js';\nexport const n = numbersReport;\n",
  'src/server/booking/zzLintFixtureShared.ts':
    "import { writeAudit } from '../audit/auditLog.js';\nimport { queueBookingNotices } from '../notices/bookingNotices.js';\nexport const both = [writeAudit, queueBookingNotices];\n",
  'src/server/teachers/zzLintFixture.ts':
    "import type { BookingRow } from '../booking/bookingRows.js';\nimport { holdFailed } from '../booking/bookingService.js';\nexport const f: (r: BookingRow) => unknown = holdFailed;\n",
  'src/server/teachers/zzLintFixtureSchedule.ts':
    "import { bookingWindow } from '../booking/schedule.js';\nimport { lockDays } from '../db/dayLocks.js';\nexport const fine = [bookingWindow, lockDays];\n",
  'src/client/features/booking/zzLintFixture.ts':
    "import { SettingsPage } from '../admin/pages/SettingsPage.js';\nimport { StaffMembers } from '../admin/staff/components/StaffMembers.js';\nexport const both = [SettingsPage, StaffMembers];\n",
  'src/client/features/admin/zzLintFixture.ts':
    "import { ConsoleSection } from './components/ConsoleSection.js';\nimport { formatTokyoDateTime } from '../booking/format.js';\nimport { DetailList } from '../../components/DetailList.js';\nexport const fine = [ConsoleSection, formatTokyoDateTime, DetailList];\n",
  'src/client/features/admin/customers/zzLintFixture.ts':
    "import { BookingSearchForm } from '../bookings/components/BookingSearchForm.js';\nimport { bookingsSagas } from '../bookings/bookingsSagas.js';\nexport const both = [BookingSearchForm, bookingsSagas];\n",
  'src/client/features/admin/customers/zzLintFixturePublic.ts':
    "import { selectBookingDetail } from '../bookings/bookingsSlice.js';\nimport { teachersArea } from '../teachers/teachersArea.js';\nimport { PagedResults } from '../components/PagedResults.js';\nexport const fine = [selectBookingDetail, teachersArea, PagedResults];\n",
  'src/client/features/admin/components/zzLintFixture.ts':
    "import { selectBookingDetail } from '../bookings/bookingsSlice.js';\nexport const s = selectBookingDetail;\n",
  'src/client/features/admin/zzLintFixtureShell.ts': "import { todayArea } from './today/todayArea.js';\nexport const a = todayArea;\n",
  'src/client/features/auth/zzLintFixtureRoot.ts':
    "import { createLineApi } from '../line/lineSagas.js';\nimport { browserDevice } from '../inapp/device.js';\nexport const root = [createLineApi, browserDevice];\n",
  'src/client/features/mypage/zzLintFixturePublic.ts':
    "import { bookingSlice } from '../booking/bookingSlice.js';\nimport { selectDate } from '../booking/bookingSelectors.js';\nimport { formatYen } from '../booking/format.js';\nimport { LineSection } from '../line/LineSection.js';\nexport const fine = [bookingSlice, selectDate, formatYen, LineSection];\n",
  'src/server/admin/zzLintFixtureToday.ts': "import { todayView } from '../today/todayView.js';\nexport const t = todayView;\n",
  'src/server/booking/zzLintFixtureBackOffice.ts':
    "import { todayView } from '../today/todayView.js';\nimport { listCustomers } from '../customers/customerRepository.js';\nimport { listLinks } from '../sources/trackedLinks.js';\nexport const all = [todayView, listCustomers, listLinks];\n",
  'src/server/customers/zzLintFixture.ts':
    "import { listMembers } from '../admin/staffRepository.js';\nimport { listLinks } from '../sources/trackedLinks.js';\nimport { MONEY_OF_B } from '../booking/bookingMoney.js';\nexport const all = [listMembers, listLinks, MONEY_OF_B];\n",
  'src/server/teachers/zzLintFixtureBackOffice.ts':
    "import { listMembers } from '../admin/staffRepository.js';\nimport { listCustomers } from '../customers/customerRepository.js';\nimport { listLinks } from '../sources/trackedLinks.js';\nexport const all = [listMembers, listCustomers, listLinks];\n",
  'src/server/sources/zzLintFixture.ts':
    "import { normalizeCodeQuery } from '../booking/bookingCode.js';\nimport { listMembers } from '../admin/staffRepository.js';\nimport { writeAudit } from '../audit/auditLog.js';\nexport const all = [normalizeCodeQuery, listMembers, writeAudit];\n",
  'src/server/today/zzLintFixture.ts':
    "import { ROW_COLUMNS } from '../admin/adminBookingQueries.js';\nimport { MONEY_OF_B } from '../booking/bookingMoney.js';\nexport const fine = [ROW_COLUMNS, MONEY_OF_B];\n",
};

/** Written into a temporary directory (with a copy of tsconfig.json) and linted there. */
const ON_DISK: Record<string, string> = {
  'src/server/zzLintFixture/a.ts': "import { b } from './b.js';\nexport const a = (): number => b() + 1;\n",
  'src/server/zzLintFixture/b.ts': "import { a } from './a.js';\nexport const b = (): number => a() - 1;\n",
};

// Run in a child process: ESLint loads eslint.config.js as an ES module, which Jest's module system does not.
const LINT_SCRIPT = `
import { ESLint } from 'eslint';
import path from 'node:path';
const { root, tmp, virtual, onDisk } = JSON.parse(process.argv[1]);
const config = path.join(root, 'eslint.config.js');
const inTree = new ESLint({ cwd: root, overrideConfigFile: config });
const inTmp = new ESLint({ cwd: tmp, overrideConfigFile: config });
const out = {};
for (const [file, text] of Object.entries(virtual)) {
  for (const r of await inTree.lintText(text, { filePath: path.join(root, file) })) out[file] = r.messages.map((m) => m.ruleId ?? m.message);
}
for (const r of await inTmp.lintFiles(onDisk)) out[path.relative(tmp, r.filePath)] = r.messages.map((m) => m.ruleId ?? m.message);
console.log(JSON.stringify(out));
`;

let results: Record<string, string[]> = {};
beforeAll(async () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
  try {
    fs.copyFileSync(path.join(ROOT, 'tsconfig.json'), path.join(tmp, 'tsconfig.json'));
    for (const [file, text] of Object.entries(ON_DISK)) {
      fs.mkdirSync(path.dirname(path.join(tmp, file)), { recursive: true });
      fs.writeFileSync(path.join(tmp, file), text);
    }
    const args = JSON.stringify({ root: ROOT, tmp, virtual: VIRTUAL, onDisk: Object.keys(ON_DISK) });
    const run = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', LINT_SCRIPT, args], {
      cwd: ROOT,
      maxBuffer: 16 * 1024 * 1024,
    });
    results = JSON.parse(run.stdout) as Record<string, string[]>;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
});

test('the fixtures are never written into the repository', () => {
  for (const file of [...Object.keys(VIRTUAL), ...Object.keys(ON_DISK)]) expect(fs.existsSync(path.join(ROOT, file))).toBe(false);
  expect(Object.keys(results).sort()).toEqual([...Object.keys(VIRTUAL), ...Object.keys(ON_DISK)].sort());
});

test('an import cycle is an error, on both of its files', () => {
  expect(results['src/server/zzLintFixture/a.ts']).toEqual(['import-x/no-cycle']);
  expect(results['src/server/zzLintFixture/b.ts']).toEqual(['import-x/no-cycle']);
});

test('mail/ importing booking/ or accounts/ is an error', () => {
  expect(results['src/server/mail/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
});

test('a feature importing the app layout is an error', () => {
  expect(results['src/client/features/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
});

test('booking/, accounts/ and payments/ importing admin/ is an error; audit/ and notices/ are theirs to use', () => {
  expect(results['src/server/booking/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/accounts/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/payments/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/booking/zzLintFixtureShared.ts']).toEqual([]);
});

test('teachers/ importing booking/ is an error (booking/ imports teachers/), save the schedule settings', () => {
  expect(results['src/server/teachers/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  expect(results['src/server/teachers/zzLintFixtureSchedule.ts']).toEqual([]);
});

test("a feature importing another feature's pages or components is an error; its own, another's public modules and shared components are not", () => {
  expect(results['src/client/features/booking/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
  expect(results['src/client/features/admin/zzLintFixture.ts']).toEqual([]);
});

test("a feature importing files at the root of another feature (line/'s sagas, inapp/'s device) is an error", () => {
  expect(results['src/client/features/auth/zzLintFixtureRoot.ts']).toEqual([
    'import-x/no-restricted-paths',
    'import-x/no-restricted-paths',
  ]);
});

test("a feature may import another feature's slice, selectors and shared modules", () => {
  expect(results['src/client/features/mypage/zzLintFixturePublic.ts']).toEqual([]);
});

test("a console area importing another area's pages, components or sagas is an error; its slice and *Area.ts and the shell are not", () => {
  expect(results['src/client/features/admin/customers/zzLintFixture.ts']).toEqual([
    'import-x/no-restricted-paths',
    'import-x/no-restricted-paths',
  ]);
  expect(results['src/client/features/admin/customers/zzLintFixturePublic.ts']).toEqual([]);
});

test("the console's shell importing an area is an error", () => {
  expect(results['src/client/features/admin/components/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/client/features/admin/zzLintFixtureShell.ts']).toEqual(['import-x/no-restricted-paths']);
});

test('no area but routes/ imports today/; the visitor core never imports customers/ or sources/', () => {
  expect(results['src/server/admin/zzLintFixtureToday.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/booking/zzLintFixtureBackOffice.ts']).toEqual(Array(3).fill('import-x/no-restricted-paths'));
});

test('customers/ importing admin/ or sources/ is an error; booking/ is its to read', () => {
  expect(results['src/server/customers/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
});

test('teachers/ importing admin/, customers/ or sources/ is an error', () => {
  expect(results['src/server/teachers/zzLintFixtureBackOffice.ts']).toEqual(Array(3).fill('import-x/no-restricted-paths'));
});

test('sources/ importing another area is an error; audit/ is its to use', () => {
  expect(results['src/server/sources/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths', 'import-x/no-restricted-paths']);
});

test('today/ reads admin/ and booking/', () => {
  expect(results['src/server/today/zzLintFixture.ts']).toEqual([]);
});

test('client and server never import each other, and shared imports neither', () => {
  expect(results['src/client/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/server/zzLintFixtureClient.ts']).toEqual(['import-x/no-restricted-paths']);
  expect(results['src/shared/zzLintFixture.ts']).toEqual(['import-x/no-restricted-paths']);
});
