import fs from 'node:fs';
import path from 'node:path';

// The pre-rendered pages of the production build (scripts/postbuild.mjs, src/client/prerender.tsx): what a
// visitor's browser gets as HTML before any script has run.
const dist = path.resolve(__dirname, '../../dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'chunk-groups.json'), 'utf8')) as {
  entry: string[];
  groups: Record<string, string[]>;
};
const pageHtml = (chunk: string) => fs.readFileSync(path.join(dist, 'pages', `${chunk}.html`), 'utf8');
// (React separates neighbouring text nodes with <!-- -->: "© <!-- -->2025")
const copyOf = (html: string) =>
  /<div id="root"><div data-prerendered inert>([\s\S]*)<\/div><\/div>/.exec(html)?.[1].replaceAll('<!-- -->', '') ?? null;
const filesOf = (chunk: string) => [...manifest.groups[chunk].filter((f) => !manifest.entry.includes(f)), ...manifest.entry];

/** Each pre-rendered page and its heading, as the pages word them. */
const PRERENDERED: Record<string, string> = {
  home: 'Smart Booking for Global Educators',
  about: 'Who We Are',
  terms: 'Terms of Service',
  privacy: '隐私政策',
  trading: '特定商取引法に基づく表記',
  pay_for_booking: 'Course Booking',
  booking: 'Try a trial class', // "free" only for a free trial, which the pre-render (no school profile) cannot know
  login: 'Log in',
  signup: 'Sign up',
  forgot_pass: 'Reset your password',
  book_success: 'Appointment successful',
  view_booking: 'Your booking',
  not_found: 'Page not found',
};
/** Their first render depends on more than the path (state, the session, a token): the browser renders them. */
const NOT_PRERENDERED = ['payment', 'my_page', 'confirm', 'reset_password'];

test.each(Object.entries(PRERENDERED))('%s.html holds the page in the layout (header, heading, footer), inert', (chunk, heading) => {
  const copy = copyOf(pageHtml(chunk));
  expect(copy).not.toBeNull();
  expect([...copy!.matchAll(/<h1\b[^>]*>([^<]*)<\/h1>/g)].map((m) => m[1])).toEqual([heading]);
  expect(copy).toMatch(/<header\b[\s\S]*<main\b[\s\S]*<footer\b[\s\S]*© 2025 GTSS Language School/);
  // the copy is never interactive: its links and fields do nothing until the app has replaced it
  expect(pageHtml(chunk)).toContain('<div data-prerendered inert>');
});

test.each(Object.keys(PRERENDERED))("every class %s.html's copy uses has its rule in the page's style tag", (chunk) => {
  const html = pageHtml(chunk);
  const [, ids, css] = /<style data-emotion="css ([^"]*)">([^<]*)<\/style>/.exec(html) ?? [];
  const declared = ids.split(' ');
  expect(new Set(declared).size).toBe(declared.length);
  const used = new Set([...copyOf(html)!.matchAll(/\bcss-([a-z0-9]+)\b/g)].map((m) => m[1]));
  expect(used.size).toBeGreaterThan(5);
  for (const id of used)
    expect({ id, declared: declared.includes(id), rule: css.includes(`.css-${id}`) }).toEqual({ id, declared: true, rule: true });
});

test.each(Object.keys(PRERENDERED))(
  "%s.html's one script is boot.js, which loads the page's files, then main.js's, after the first paint",
  (chunk) => {
    const scripts = [...pageHtml(chunk).matchAll(/<script\b([^>]*)><\/script>/g)].map((m) => m[1]);
    expect(scripts).toEqual([expect.stringMatching(/^ defer src="\/static\/js\/boot\.js" data-scripts="[^"]+"$/)]);
    const listed = /data-scripts="([^"]+)"/.exec(scripts[0])![1].split(' ');
    expect(listed).toEqual(filesOf(chunk).map((f) => `/${f}`));
    expect(listed).toContain(`/static/js/${chunk}.chunk.js`);
  },
);

test.each(Object.keys(PRERENDERED))('%s.html is painted only once its whole copy is parsed (no frame with half a footer)', (chunk) => {
  const html = pageHtml(chunk);
  // a render-blocking rel=expect in the head names the copy's last element
  const [, id] = /<head>[\s\S]*<link rel="expect" href="#([\w-]+)" blocking="render" \/>[\s\S]*<\/head>/.exec(html) ?? [];
  expect(id).toBeDefined();
  // …the last thing in it: only closing tags between the footer and it
  expect(copyOf(html)).toMatch(new RegExp(`<footer\\b[\\s\\S]*</footer>(</div>)*<template id="${id}"></template>$`));
  expect(html.match(new RegExp(`id="${id}"`, 'g'))).toHaveLength(1);
});

test.each(NOT_PRERENDERED)('%s.html is not pre-rendered: an empty root, its files and main.js loaded at once (defer)', (chunk) => {
  const html = pageHtml(chunk);
  expect(html).toContain('<div id="root"></div>');
  expect(html).not.toContain('<div data-prerendered');
  const scripts = [...html.matchAll(/<script defer src="\/([^"]+)"><\/script>/g)].map((m) => m[1]);
  expect(scripts).toEqual(filesOf(chunk));
});
