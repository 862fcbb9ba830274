// JavaScript budgets, measured as served: brotli-compressed bytes.
// Used by scripts/postbuild.mjs (prints the table) and __tests__/build/bundle.test.ts (enforces it).
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const KB = 1024;
const BUDGETS = {
  appInitial: 130 * KB, // /app before it is interactive: what its page loads (boot, entry, home chunk)
  bookingExtra: 80 * KB, // what /app/booking adds on top of the entry
  chunk: 100 * KB, // any single file
  consolePage: 220 * KB, // a console page as its HTML loads it: the entry and its route's files
  consoleNumbers: 285 * KB, // the numbers page, its charts included, and its tables per teacher and of trials become students
};

/** Console pages load inside the console's layout (route chunk "admin"), after its routes (console_routes). */
const LAYOUT_OF = (group) => (/^admin_/.test(group) && group !== 'admin_invitation' ? 'admin' : null);
/** Groups that are one language's words: a page loads one of them, so the largest is counted. */
const LANGUAGE_GROUP = /-(en|ja|zh-CN|zh-TW)$/;

const brotliSize = (file) =>
  zlib.brotliCompressSync(fs.readFileSync(file), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

/**
 * The scripts a page's HTML (dist/pages/<group>.html) loads: its <script src>s, and on a pre-rendered page
 * the ones boot.js loads after the first paint (its data-scripts).
 */
function pageScripts(distDir, group) {
  const html = fs.readFileSync(path.join(distDir, 'pages', `${group}.html`), 'utf8');
  const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  const attr = (tag, name) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
  return tags
    .flatMap((tag) => [attr(tag, 'src'), ...(attr(tag, 'data-scripts') ?? '').split(' ')])
    .filter(Boolean)
    .map((src) => src.replace(/^\//, ''));
}

/**
 * The groups the entry loads by route (a page each): its children but the visitor words' language chunks (words-ja, …),
 * and the console's pages, whose routes load with its first visit (console_routes).
 */
const pageGroups = (manifest) =>
  [...manifest.children.main, ...(manifest.children.console_routes ?? [])].filter(
    (g) => g !== 'console_routes' && !g.startsWith('words-') && !LANGUAGE_GROUP.test(g),
  );

/** Sizes per route and per file of a production build in `distDir` (after scripts/postbuild.mjs wrote its pages). */
function bundleReport(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'chunk-groups.json'), 'utf8'));
  const sizes = {};
  const size = (f) => (sizes[f] ??= brotliSize(path.join(distDir, f)));
  const total = (files) => [...new Set(files)].reduce((sum, f) => sum + size(f), 0);
  const ownFiles = (group) => (manifest.groups[group] ?? []).filter((f) => !manifest.entry.includes(f));
  // the groups a page loads later by itself (the booking page's calendar; of a console page's four catalogues,
  // the largest: it loads the one of its language)
  const laterFiles = (group) => {
    const later = manifest.children[group] ?? [];
    const languages = later.filter((g) => LANGUAGE_GROUP.test(g));
    const largest = languages.map((g) => ownFiles(g)).sort((a, b) => total(b) - total(a))[0] ?? [];
    return [...later.filter((g) => !LANGUAGE_GROUP.test(g)).flatMap((g) => [...ownFiles(g), ...laterFiles(g)]), ...largest];
  };
  // a route's page, or one its route's chunk chooses and loads (the console's first page: a teacher's week or the school's)
  const chosenBy = Object.fromEntries(
    (manifest.children.admin_home ?? []).filter((g) => !LANGUAGE_GROUP.test(g)).map((g) => [g, 'admin_home']),
  );
  const scriptsOf = (g) => (chosenBy[g] ? [...manifest.entry, ...ownFiles(chosenBy[g]), ...ownFiles(g)] : pageScripts(distDir, g));
  const routes = [...pageGroups(manifest), ...Object.keys(chosenBy)].map((g) => {
    const files = [...scriptsOf(g), ...laterFiles(g)];
    const page = total(scriptsOf(g));
    // a console page also runs in its layout's chunk, and loads one language's words
    const layout = LAYOUT_OF(g);
    const withLayout = layout ? total([...files, ...ownFiles('console_routes'), ...ownFiles(layout), ...laterFiles(layout)]) : null;
    return { route: g, extra: total(files.filter((f) => !manifest.entry.includes(f))), total: total(files), page, withLayout };
  });
  const entry = total(manifest.entry);
  const allFiles = fs
    .readdirSync(path.join(distDir, 'static/js'))
    .map((f) => `static/js/${f}`)
    .filter((f) => f.endsWith('.js'));
  const files = allFiles.map((f) => ({ file: f, br: size(f) })).sort((a, b) => b.br - a.br);
  return { entry, routes, files, budgets: BUDGETS };
}

function formatReport(r) {
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const lines = [`JavaScript as served (brotli): entry main.js ${kb(r.entry)}`, 'route chunk group      adds        total'];
  for (const x of r.routes) {
    const console = x.withLayout === null ? '' : `   page ${kb(x.page)}, with layout and words ${kb(x.withLayout)}`;
    lines.push(`${x.route.padEnd(22)} ${kb(x.extra).padStart(9)}  ${kb(x.total).padStart(9)}${console}`);
  }
  lines.push(`largest file: ${r.files[0].file} ${kb(r.files[0].br)}`);
  lines.push(`budgets: /app ≤ ${kb(BUDGETS.appInitial)}, booking adds ≤ ${kb(BUDGETS.bookingExtra)}, any file ≤ ${kb(BUDGETS.chunk)}`);
  lines.push(`console pages (page: entry and route files): ≤ ${kb(BUDGETS.consolePage)}, numbers ≤ ${kb(BUDGETS.consoleNumbers)}`);
  return lines.join('\n');
}

module.exports = { bundleReport, formatReport, pageGroups, BUDGETS };
