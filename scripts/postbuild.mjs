// After webpack: copy public/ into dist/, write brotli and gzip siblings of every text asset
// (served by @fastify/static with preCompressed), then print the JavaScript budget table.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import report from './bundleReport.cjs';

const dist = path.resolve('dist');
fs.cpSync('public', dist, { recursive: true });

// index.html loads the entry's files (main.js and the framework chunk split off it), in order.
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8'));
const indexFile = path.join(dist, 'index.html');
const template = fs.readFileSync(indexFile, 'utf8');
const page = (files) => template.replace('<!-- entry scripts: written by scripts/postbuild.mjs -->',
  files.map((f) => `<script defer src="/${f}"></script>`).join('\n    '));
fs.writeFileSync(indexFile, page(manifest.entry));
// One copy per page chunk (dist/pages/<chunk>.html) that also loads the page's own files, before main.js,
// so the browser fetches them in parallel instead of after main.js has run (the server picks the copy).
fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
for (const name of manifest.children.main) {
  const own = manifest.groups[name].filter((f) => !manifest.entry.includes(f));
  fs.writeFileSync(path.join(dist, 'pages', `${name}.html`), page([...own, ...manifest.entry]));
}

const COMPRESSIBLE = /\.(js|html|css|svg|txt|json)$/;
const walk = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
  d.isDirectory() ? walk(path.join(dir, d.name)) : [path.join(dir, d.name)]);
for (const file of walk(dist).filter((f) => COMPRESSIBLE.test(f))) {
  const body = fs.readFileSync(file);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
}
console.log(report.formatReport(report.bundleReport(dist)));
