// After webpack: copy public/ into dist/, write each page's HTML (pre-rendered where it can be), write
// brotli and gzip siblings of every text asset (served by @fastify/static with preCompressed), then print
// the JavaScript budget table. With --dev (npm run dev, after each rebuild) it skips the compression and the
// table, which are about the production build, and removes old .br/.gz siblings, which would be served instead.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import report from './bundleReport.cjs';
import { loadSharedModule } from './sharedModule.mjs';

const dist = path.resolve('dist');
const dev = process.argv.includes('--dev');
fs.cpSync('public', dist, { recursive: true });

// index.html loads the entry's files (main.js and the framework chunk split off it), in order.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
const indexFile = path.join(dist, 'index.html');
const SCRIPTS = '<!-- entry scripts: written by scripts/postbuild.mjs -->';
const ROOT = '<div id="root"></div>';
const TITLE = '<!-- SITE_TITLE: written by scripts/postbuild.mjs -->';
const LANG = '<html lang="en">';
const { SITE_TITLE } = loadSharedModule(path.resolve('src/shared/constants.ts'));
const source = fs.readFileSync(indexFile, 'utf8');
for (const marker of [SCRIPTS, ROOT, TITLE, LANG]) if (!source.includes(marker)) throw new Error(`public/index.html lost its ${marker}`);
if (!/<noscript>[^<]*<\/noscript>/.test(source)) throw new Error('public/index.html lost its <noscript>');
const template = source.replace(TITLE, () => SITE_TITLE.replaceAll('&', '&amp;').replaceAll('<', '&lt;'));
const srcs = (files) => files.map((f) => `/${f}`);
// (functions as replacements: the markup's text must not be read as `$&` patterns)
const page = (files) =>
  template.replace(SCRIPTS, () =>
    srcs(files)
      .map((src) => `<script defer src="${src}"></script>`)
      .join('\n    '),
  );

// Each page in each of the site's languages (the server picks one: spa.ts): its <html lang> and its
// words, inside the HTML as JSON (src/client/i18n/pageWords.ts), so the first render needs no request.
const { prerender, prerenderedPages, WORDS } = createRequire(import.meta.url)('../dist-prerender/prerender.cjs');
const LANGUAGES = Object.keys(WORDS);
const wordsScript = (language) =>
  `<script type="application/json" id="gtss-words">${JSON.stringify(WORDS[language]).replaceAll('<', '\\u003c')}</script>`;
const NOSCRIPT = /<noscript>[^<]*<\/noscript>/;
const inLanguage = (html, language, root = '<div id="root"></div>') =>
  html
    .replace(LANG, () => `<html lang="${language}">`)
    .replace(NOSCRIPT, () => `<noscript>${WORDS[language]['layout.noscript']}</noscript>`)
    .replace(ROOT, () => `${root}\n    ${wordsScript(language)}`);
fs.writeFileSync(indexFile, inLanguage(page(manifest.entry), 'en'));

// One copy per page chunk (dist/pages/<chunk>.html) that also loads the page's own files, before main.js,
// so the browser fetches them in parallel instead of after main.js has run (the server picks the copy).
// Where the page's first render depends on its path alone (src/client/prerender.tsx), the copy holds that
// render, with its styles, inert until the app replaces it; its one script (boot.js) then loads the rest.
const prerendered = new Map(prerenderedPages().map((p) => [p.chunk, p.path]));
/** The id of the last element of a pre-rendered copy: painting waits for it (see below). */
const COPY_END = 'prerendered-end';
const attribute = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const name of report.pageGroups(manifest)) {
  for (const language of LANGUAGES) await writePage(name, language);
}

/** dist/pages/<chunk>.<language>.html; English also as dist/pages/<chunk>.html (the page with no language match). */
async function writePage(name, language) {
  const files = [...manifest.groups[name].filter((f) => !manifest.entry.includes(f)), ...manifest.entry];
  let html = inLanguage(page(files), language);
  // the page without a pre-rendered copy, sent when the school's own settings make that copy wrong (spa.ts)
  fs.writeFileSync(path.join(dist, 'pages', `${name}.${language}.live.html`), html);
  if (prerendered.has(name)) {
    const { html: markup, styleIds, css } = await prerender(prerendered.get(name), language);
    // emotion in the browser adopts <style data-emotion="css id …"> and does not insert those rules again.
    // rel=expect: the browser paints nothing before it has parsed the whole copy. A slow phone's parser
    // yields now and then, and a frame painted in between showed the footer (pinned to the bottom of a
    // short page) with only its first line, then moved it up as the rest arrived: a layout shift.
    const head =
      `<link rel="expect" href="#${COPY_END}" blocking="render" />\n    ` +
      `<style data-emotion="css ${styleIds.join(' ')}">${css}</style>\n    ` +
      `<script defer src="/${manifest.groups.boot[0]}" data-scripts="${attribute(srcs(files).join(' '))}"></script>`;
    const root = `<div id="root"><div data-prerendered inert>${markup}<template id="${COPY_END}"></template></div></div>`;
    html = inLanguage(
      template.replace(SCRIPTS, () => head),
      language,
      root,
    );
  }
  fs.writeFileSync(path.join(dist, 'pages', `${name}.${language}.html`), html);
  if (language === 'en') fs.writeFileSync(path.join(dist, 'pages', `${name}.html`), html);
}
console.log(`pre-rendered: ${[...prerendered.keys()].join(', ')}`);

const COMPRESSIBLE = /\.(js|html|css|svg|txt|json)$/;
const walk = (dir) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]));
if (dev) {
  for (const file of walk(dist).filter((f) => /\.(br|gz)$/.test(f))) fs.rmSync(file);
} else {
  for (const file of walk(dist).filter((f) => COMPRESSIBLE.test(f))) {
    const body = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
  }
  console.log(report.formatReport(report.bundleReport(dist)));
}
