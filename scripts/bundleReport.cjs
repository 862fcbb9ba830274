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
};

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

/** The groups the entry loads by route (a page each): its children but the visitor words' language chunks (words-ja, …). */
const pageGroups = (manifest) => manifest.children.main.filter((g) => !g.startsWith('words-'));

/** Sizes per route and per file of a production build in `distDir` (after scripts/postbuild.mjs wrote its pages). */
function bundleReport(distDir) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, 'chunk-groups.json'), 'utf8'));
  const sizes = {};
  const size = (f) => (sizes[f] ??= brotliSize(path.join(distDir, f)));
  const total = (files) => [...new Set(files)].reduce((sum, f) => sum + size(f), 0);
  const ownFiles = (group) => (manifest.groups[group] ?? []).filter((f) => !manifest.entry.includes(f));
  // the groups a page loads later by itself (the booking page's calendar)
  const laterFiles = (group) => (manifest.children[group] ?? []).flatMap((g) => [...ownFiles(g), ...laterFiles(g)]);
  const routes = pageGroups(manifest).map((g) => {
    const files = [...pageScripts(distDir, g), ...laterFiles(g)];
    return { route: g, extra: total(files.filter((f) => !manifest.entry.includes(f))), total: total(files) };
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
  for (const x of r.routes) lines.push(`${x.route.padEnd(22)} ${kb(x.extra).padStart(9)}  ${kb(x.total).padStart(9)}`);
  lines.push(`largest file: ${r.files[0].file} ${kb(r.files[0].br)}`);
  lines.push(`budgets: /app ≤ ${kb(BUDGETS.appInitial)}, booking adds ≤ ${kb(BUDGETS.bookingExtra)}, any file ≤ ${kb(BUDGETS.chunk)}`);
  return lines.join('\n');
}

module.exports = { bundleReport, formatReport, pageGroups, BUDGETS };
