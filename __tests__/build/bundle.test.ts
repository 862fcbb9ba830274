import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_LOAD_TIMEOUT_MS, SITE_TITLE } from '../../src/shared/constants';
import { NOT_FOUND_CHUNK, pageChunks } from '../../src/shared/paths';
import { bundleReport } from '../../scripts/bundleReport.cjs';

// The JavaScript budgets, on the production build (`npm run build` runs before this project), as served (brotli).
const dist = path.resolve(__dirname, '../../dist');
const r = bundleReport(dist);
const route = (name: string) => {
  const found = r.routes.find((x) => x.route === name);
  if (!found) throw new Error(`no chunk group "${name}" in the build`);
  return found;
};

test('/app loads at most 130 KB of JavaScript before it is interactive (boot, entry and home chunk)', () => {
  expect(route('home').total).toBeLessThanOrEqual(r.budgets.appInitial);
});

test('/app/booking adds at most 80 KB to the entry, the date picker it loads included', () => {
  expect(route('booking').extra).toBeLessThanOrEqual(r.budgets.bookingExtra);
});

test('a console page loads at most 220 KB as its HTML loads it (entry and its route files), the numbers page 285 KB', () => {
  const pages = r.routes.filter((x) => x.withLayout !== null);
  expect(pages.map((x) => x.route)).toEqual(expect.arrayContaining(['admin_today', 'admin_booking', 'admin_new_booking', 'admin_numbers']));
  for (const x of pages) {
    const budget = x.route === 'admin_numbers' ? r.budgets.consoleNumbers : r.budgets.consolePage;
    expect({ route: x.route, within: x.page <= budget }).toEqual({ route: x.route, within: true });
  }
});

test("a console page loads only its own areas' code: no other area's slice is in the files its HTML loads", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
  const text = (group: string) => (manifest.groups[group] as string[]).map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('');
  // each slice's name is in its code (createSlice({ name: 'admin/<area>' })): the action types carry it
  expect(text('admin_today')).toContain('admin/today');
  for (const other of ['admin/bookings', 'admin/links', 'admin/numbers', 'admin/staff'])
    expect(text('admin_today')).not.toContain(`"${other}"`);
  expect(text('admin_links')).not.toContain('"admin/bookings"');
});

test('no JavaScript file is over 100 KB as served', () => {
  for (const f of r.files) expect({ file: f.file, br: f.br <= r.budgets.chunk }).toEqual({ file: f.file, br: true });
});

test('the date picker ships only with the booking route, in a group its page loads by itself, never in the entry', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
  const hasPicker = (files: string[]) => files.some((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('MuiDateCalendar'));
  expect(hasPicker(manifest.entry)).toBe(false);
  // the booking page's own files (its heading and form) do not wait for it
  for (const page of manifest.children.main as string[])
    expect({ page, picker: hasPicker(manifest.groups[page]) }).toEqual({ page, picker: false });
  // the booking page's later groups: the picker's, and a logged-in visitor's lesson packs (without the picker)
  expect([...manifest.children.booking].sort()).toEqual(['calendar', 'packs']);
  for (const group of manifest.children.booking as string[])
    expect({ group, picker: hasPicker(manifest.groups[group]) }).toEqual({ group, picker: group === 'calendar' });
});

test('every JavaScript, HTML and JSON asset has brotli and gzip siblings to serve', () => {
  const js = fs.readdirSync(path.join(dist, 'static/js')).filter((f) => f.endsWith('.js'));
  for (const f of [...js.map((x) => `static/js/${x}`), 'index.html']) {
    expect([f, fs.existsSync(path.join(dist, `${f}.br`)), fs.existsSync(path.join(dist, `${f}.gz`))]).toEqual([f, true, true]);
  }
});

test("every route's page (dist/pages/<chunk>.html) loads its own chunk's files before main.js", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8')) as {
    entry: string[];
    groups: Record<string, string[]>;
  };
  for (const chunk of new Set([...Object.values(pageChunks), NOT_FOUND_CHUNK])) {
    const html = fs.readFileSync(path.join(dist, 'pages', `${chunk}.html`), 'utf8');
    // at once (defer), or on a pre-rendered page through boot.js after the first paint (prerender.test.ts)
    const listed = /data-scripts="([^"]+)"/
      .exec(html)?.[1]
      .split(' ')
      .map((src) => src.slice(1));
    const scripts = listed ?? [...html.matchAll(/<script defer src="\/([^"]+)"><\/script>/g)].map((m) => m[1]);
    expect({ chunk, scripts }).toEqual({
      chunk,
      scripts: [...manifest.groups[chunk].filter((f) => !manifest.entry.includes(f)), ...manifest.entry],
    });
    expect(scripts).toContain(`static/js/${chunk}.chunk.js`);
  }
});

test('the build takes its title and chunk time-out from src/shared/constants.ts', () => {
  const pages = ['index.html', ...fs.readdirSync(path.join(dist, 'pages')).map((f) => `pages/${f}`)].filter((f) => f.endsWith('.html'));
  for (const page of pages) {
    const title = /<title>([^<]*)<\/title>/.exec(fs.readFileSync(path.join(dist, page), 'utf8'))?.[1];
    expect({ page, title }).toEqual({ page, title: SITE_TITLE });
  }
  // webpack's chunk loader arms its time-out with the configured milliseconds (minified: 12e4)
  const armed = /\{type:"timeout",target:\w+\}\),([\de.]+)\)/.exec(manifestEntryCode())?.[1];
  expect(Number(armed)).toBe(CHUNK_LOAD_TIMEOUT_MS);
});

function manifestEntryCode(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
  return (manifest.entry as string[]).map((f) => fs.readFileSync(path.join(dist, f), 'utf8')).join('\n');
}

test('no visitor page loads a byte of the console: its chunks stay out of the entry and of every visitor page', () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8')) as {
    entry: string[];
    groups: Record<string, string[]>;
  };
  const consoleGroups = Object.keys(manifest.groups).filter((g) => g === 'admin' || g.startsWith('admin_'));
  expect(consoleGroups).toEqual(expect.arrayContaining(['admin', 'admin_calendar', 'admin_bookings', 'admin_numbers']));
  const visitorChunks = [...new Set([...Object.values(pageChunks), NOT_FOUND_CHUNK])].filter((c) => !c.startsWith('admin'));
  for (const chunk of visitorChunks) {
    const files = manifest.groups[chunk];
    expect({ chunk, console: files.filter((f) => /\/admin[._]/.test(f)) }).toEqual({ chunk, console: [] });
  }
  // the console's code (its API client, its layout) is in none of the files the entry loads
  const entry = manifestEntryCode();
  for (const marker of ['/admin/calendar', '/admin/staff/invitations', 'Day & week'])
    expect({ marker, inEntry: entry.includes(marker) }).toEqual({ marker, inEntry: false });
});
