// ESLint 9 flat config (Lint and format in CI), run by `npm run lint` and so by `npm test`.
// Formatting is Prettier's (.prettierrc.json); eslint-config-prettier turns off the rules it owns.
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The client's feature folders (src/client/features/X), read from the tree so a new feature is covered. */
const features = fs
  .readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

/**
 * What another feature may import from feature X: its slice and its selectors (the files at X's root named
 * *Slice.ts / *Selectors.ts, read from the tree), plus the few modules X really offers the others today.
 */
const SHARED_MODULES = {
  booking: ['format.ts'], // the yen and date formats My page shows
  line: ['LineButton.tsx', 'LineGuest.tsx', 'LineSection.tsx', 'useLine.ts'], // LINE's sign-in, guest and My page parts
  inapp: ['useInApp.ts'], // the in-app browser check the Google button runs
  enrol: ['MyCourses.tsx', 'ContinueWithTeacher.tsx'], // My page's courses and a trial's "Continue with this teacher"
  packs: ['MyPacks.tsx', 'PackChoice.tsx'], // My page's lesson packs and the booking page's pack choice (issue 41)
};
const publicFiles = (feature) => [
  ...fs.readdirSync(new URL(`./src/client/features/${feature}`, import.meta.url)).filter((name) => /(Slice|Selectors)\.ts$/.test(name)),
  ...(SHARED_MODULES[feature] ?? []),
];

/**
 * The console's areas (src/client/features/admin/X, every folder but the shell's own: components, pages, format,
 * i18n). An area imports from another only its slice and its area (the sagas a route starts: *Area.ts); the shell
 * (the layout, the API client, i18n, re-authentication, the member's settings and what areas share) imports no area.
 */
const SHELL_DIRS = ['components', 'pages', 'format', 'i18n'];
const consoleAreas = fs
  .readdirSync(new URL('./src/client/features/admin', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SHELL_DIRS.includes(d.name))
  .map((d) => d.name);
const areaPublicFiles = (area) =>
  fs.readdirSync(new URL(`./src/client/features/admin/${area}`, import.meta.url)).filter((name) => /(Slice|Area)\.ts$/.test(name));
const consoleZones = [
  ...consoleAreas.flatMap((area) =>
    consoleAreas
      .filter((other) => other !== area)
      .map((other) => ({
        target: `./src/client/features/admin/${area}`,
        from: `./src/client/features/admin/${other}`,
        except: areaPublicFiles(other).map((file) => `./${file}`),
        message: 'A console area imports from another only its slice and its *Area.ts: what areas share lives in the shell.',
      })),
  ),
  {
    target: ['./src/client/features/admin/*.{ts,tsx}', ...SHELL_DIRS.map((dir) => `./src/client/features/admin/${dir}`)],
    from: consoleAreas.map((area) => `./src/client/features/admin/${area}`),
    message: "The console's shell imports no area (each area builds on the shell, and its route starts it).",
  },
];

/**
 * The one-way layering: client and server never import each other, shared imports
 * neither; a feature never imports the app's layout, nor anything of another feature but its public files (what
 * two features share lives in src/client/components); the mail area never imports the booking or accounts
 * areas (it takes plain facts, so a template cannot reach for a repository); the visitor's areas (booking,
 * accounts, payments) never import the back office (what both use lives in audit/ and notices/); teachers/
 * never imports booking/ (booking/ builds on teachers/: the pick, the one writer of a booking's teacher, whether
 * a teacher is bookable), save the school's schedule settings (booking/schedule.ts, which imports neither);
 * nothing but routes/ imports today/ (a read-only view of the day); the visitor's areas never import customers/
 * or sources/ (back-office reads of their tables); customers/ never imports admin/ or sources/; teachers/ never
 * imports admin/, customers/ or sources/; sources/ imports no area (it stands on db/ and audit/). A feature imports
 * from another feature only what publicFiles lists (its slice, its selectors and the modules in SHARED_MODULES).
 */

/** The server's area folders, as zone paths. */
const areas = (...names) => names.map((name) => `./src/server/${name}`);

const layering = [
  { target: './src/client', from: './src/server', message: 'The client never imports the server: share it through src/shared.' },
  { target: './src/server', from: './src/client', message: 'The server never imports the client: share it through src/shared.' },
  { target: './src/shared', from: ['./src/client', './src/server'], message: 'src/shared imports neither the client nor the server.' },
  { target: './src/client/features', from: './src/client/app/layout', message: 'Features never import the app layout.' },
  {
    target: './src/server/mail',
    from: ['./src/server/booking', './src/server/accounts'],
    message: 'mail/ takes plain facts; it never imports booking/ or accounts/.',
  },
  {
    target: ['./src/server/booking', './src/server/accounts', './src/server/payments'],
    from: './src/server/admin',
    message: 'The visitor core never imports the back office: share it through a folder beside both (audit/, notices/).',
  },
  {
    target: './src/server/teachers',
    from: './src/server/booking',
    except: ['./schedule.ts'],
    message: 'teachers/ never imports booking/ (booking/ imports teachers/): what needs both lives in booking/ or admin/.',
  },
  {
    target: areas(
      'accounts',
      'admin',
      'audit',
      'booking',
      'customers',
      'db',
      'mail',
      'notices',
      'payments',
      'receipt',
      'sources',
      'teachers',
    ),
    from: './src/server/today',
    message: 'today/ is a read-only view of the day served by routes/ alone: no area imports it.',
  },
  {
    target: areas('booking', 'accounts', 'payments', 'mail', 'notices', 'receipt'),
    from: areas('customers', 'sources'),
    message: 'The visitor core never imports customers/ or sources/: they are the back office reading its tables.',
  },
  {
    target: './src/server/customers',
    from: areas('admin', 'sources'),
    message: 'customers/ never imports admin/ or sources/ (admin/ imports customers/): share it through db/ or audit/.',
  },
  {
    target: './src/server/teachers',
    from: areas('admin', 'customers', 'sources'),
    message: 'teachers/ never imports admin/, customers/ or sources/ (the back office builds on teachers/, not the other way round).',
  },
  {
    target: './src/server/sources',
    from: areas('accounts', 'admin', 'booking', 'customers', 'payments', 'teachers'),
    message: 'sources/ (first touch, tracked links, QR codes) stands on db/ and audit/ alone: it imports no other area.',
  },
  ...features.flatMap((feature) =>
    features
      .filter((other) => other !== feature)
      .map((other) => ({
        target: `./src/client/features/${feature}`,
        from: `./src/client/features/${other}`,
        except: publicFiles(other).map((file) => `./${file}`),
        message:
          'A feature imports from another only its slice, its selectors and its SHARED_MODULES (eslint.config.js): share the rest through src/client/components.',
      })),
  ),
  ...consoleZones,
];

export default tseslint.config(
  { ignores: ['dist/', 'dist-server/', 'dist-prerender/', 'coverage/', 'data/', 'screenshots/', '.tmp/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings, // parse the .ts/.tsx files an import leads to (no-cycle follows them)
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': ['error', { zones: layering }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  { files: ['__tests__/**'], languageOptions: { globals: { ...globals.jest, ...globals.browser } } },
  prettier,
);
