'use strict';
// The jsdom test environment (`@jest-environment ./__tests__/setup/jsdomEnvironment.cjs`), with one fix to
// jsdom's selector engine, nwsapi. Its CSS identifier pattern lets a hyphen match three ways (`-`, `--`, and
// `[\w-]`), so a failed match backtracks exponentially in the number of hyphens. jsdom's getComputedStyle
// matches every style rule against the element, and MUI's NativeSelect rules (`.MuiInputBase-root:has(> .css-…-MuiNativeSelect-select)`)
// send such class names through it on each call: a fifth of a console page test's time went to that one
// regular expression. Without the two redundant alternatives the pattern matches exactly the same strings
// (`[\w-]+` already covers `-` and `--`), once.
const { registerHooks } = require('node:module');

const NWSAPI = /\/nwsapi\/src\/nwsapi\.js$/;
const AMBIGUOUS = "identifier = '(?:-|--|' + unicode";
const UNAMBIGUOUS = "identifier = '(?:' + unicode";

registerHooks({
  load(url, context, nextLoad) {
    const loaded = nextLoad(url, context);
    if (!NWSAPI.test(url)) return loaded;
    const source = String(loaded.source);
    // a newer nwsapi that changed the line: look again rather than run unfixed
    if (!source.includes(AMBIGUOUS)) throw new Error(`${url}: the identifier pattern has changed; see ${__filename}`);
    return { ...loaded, source: source.replace(AMBIGUOUS, UNAMBIGUOUS) };
  },
});

module.exports = require('jest-environment-jsdom');
