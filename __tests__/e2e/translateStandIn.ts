import type { Page } from 'playwright-core';

/**
 * A local stand-in for Google's translate widget script (translate_a/element.js) that changes the DOM
 * the way the real widget does when a visitor picks Japanese, so axe and the eye see what they would
 * see in production (there is no internet here):
 * - the gadget in the app's container: `div.skiptranslate.goog-te-gadget` with `select.goog-te-combo`
 *   and the "powered by" link;
 * - the widget's stylesheet, the hidden hover tooltip `#goog-gt-tt` and the spinner at the end of <body>;
 * - on translating: `<html lang="ja" class="translated-ltr">`, the fixed top banner
 *   (`div.skiptranslate > iframe.skiptranslate`, no title, like the real one), `body { top: 40px }`,
 *   and every text node replaced by `<font style="vertical-align: inherit"><font …>訳</font></font>`,
 *   including text React renders later (the real widget watches the DOM too). The original text node
 *   is taken out of the document, as the real widget does: React keeps pointing at it.
 * The Japanese is a fixed glossary plus a deterministic letter-to-kana fallback, so it is stable.
 */
export const TRANSLATE_STAND_IN = String.raw`
(function () {
  var GLOSSARY = {
    'Home': 'ホーム', 'About': '概要', 'Booking': '予約', 'Login': 'ログイン', 'Logout': 'ログアウト',
    'Who We Are': '私たちについて', 'Meet Our Team': 'チーム紹介', 'Book a Trial class': '体験レッスンを予約',
    'Confirm Booking': '予約を確定', 'Terms of Service': '利用規約', 'Privacy Policy': 'プライバシーポリシー',
    'Email': 'メール', 'Password': 'パスワード', 'Name': '名前', 'View Bookings': '予約一覧',
    'Edit Profile': 'プロフィール編集', 'Your booking': 'ご予約', 'Invalid Access': '無効なアクセス',
    'Sign up': '新規登録', 'Log in': 'ログイン', 'Back to Home': 'ホームへ戻る', 'Save': '保存'
  };
  var KANA = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモラリルレロ';
  function toJapanese(text) {
    var core = text.trim();
    if (GLOSSARY[core]) return text.replace(core, GLOSSARY[core]);
    return text.replace(/[A-Za-z]+/g, function (word) {
      var out = '';
      for (var i = 0; i < word.length; i += 2) out += KANA.charAt((word.charCodeAt(i) * 7 + i) % KANA.length);
      return out;
    }).replace(/\./g, '。').replace(/, /g, '、');
  }

  var target = '';
  var produced = new WeakSet();
  function skipped(text) {
    for (var el = text.parentElement; el; el = el.parentElement) {
      if (/^(SCRIPT|STYLE|NOSCRIPT|OPTION|TEXTAREA|TITLE)$/.test(el.tagName)) return true;
      if (el.classList.contains('notranslate') || el.classList.contains('skiptranslate') || el.getAttribute('translate') === 'no') return true;
    }
    return false;
  }
  function font(child) {
    var f = document.createElement('font');
    f.style.verticalAlign = 'inherit';
    f.appendChild(child);
    return f;
  }
  function translateText(text) {
    if (produced.has(text) || !text.parentNode || !/[A-Za-z]/.test(text.data) || skipped(text)) return;
    var translated = document.createTextNode(toJapanese(text.data));
    produced.add(translated);
    text.parentNode.replaceChild(font(font(translated)), text);
  }
  function translateTree(root) {
    if (root.nodeType === 3) return translateText(root);
    if (root.nodeType !== 1) return;
    var walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    var texts = [];
    while (walker.nextNode()) texts.push(walker.currentNode);
    texts.forEach(translateText);
  }

  function addOnce(id, build) {
    if (!document.getElementById(id)) build();
  }
  function chrome() {
    addOnce('gt-stand-in-css', function () {
      var css = document.createElement('style');
      css.id = 'gt-stand-in-css';
      css.textContent =
        '.VIpgJd-ZVi9od-ORHb-OEVmcd{left:0;top:0;height:39px;width:100%;z-index:10000001;position:fixed;border:none;' +
        'border-bottom:1px solid #6B90DA;margin:0;box-shadow:0 0 8px 1px #999}' +
        '#goog-gt-tt{display:none}.goog-te-spinner-pos{z-index:1000;position:fixed;transition-delay:.6s;left:-1000px;top:-1000px}' +
        '.goog-te-gadget{font-family:arial;font-size:11px;color:#666;white-space:nowrap}';
      document.head.appendChild(css);
    });
    addOnce('goog-gt-tt', function () {
      var tip = document.createElement('div');
      tip.id = 'goog-gt-tt';
      tip.className = 'skiptranslate';
      tip.dir = 'ltr';
      tip.innerHTML = '<div style="padding: 8px;"><div><div class="logo"><img width="20" height="20" alt="Google 翻訳"></div></div></div>' +
        '<div class="top" style="padding: 8px; float: left; width: 100%;"><h1 class="title gray">原文</h1></div>' +
        '<div class="middle" style="padding: 8px;"><div class="original-text"></div></div>' +
        '<div class="bottom" style="padding: 8px;"><div class="activity-links"><span class="activity-link">より良い翻訳を提案</span></div></div>';
      document.body.appendChild(tip);
      var spinner = document.createElement('div');
      spinner.className = 'goog-te-spinner-pos';
      spinner.innerHTML = '<div class="goog-te-spinner-animation"><svg xmlns="http://www.w3.org/2000/svg" class="goog-te-spinner" width="96px" height="96px" viewBox="0 0 66 66">' +
        '<circle class="goog-te-spinner-path" fill="none" stroke-width="6" stroke-linecap="round" cx="33" cy="33" r="30"></circle></svg></div>';
      document.body.appendChild(spinner);
    });
  }
  function banner() {
    addOnce(':1.container', function () {
      var wrap = document.createElement('div');
      wrap.className = 'skiptranslate';
      var frame = document.createElement('iframe');
      frame.id = ':1.container';
      frame.className = 'VIpgJd-ZVi9od-ORHb-OEVmcd skiptranslate';
      frame.setAttribute('frameborder', '0');
      frame.style.visibility = 'visible';
      wrap.appendChild(frame);
      document.body.insertBefore(wrap, document.body.firstChild);
      var doc = frame.contentDocument;
      doc.open();
      doc.write('<!doctype html><html lang="ja"><head><title>Google 翻訳</title></head><body style="margin:0;font:13px arial;background:#e4ebf8">' +
        '<div style="padding:10px">翻訳: 日本語 <button id=":1.restore" type="button">原文を表示</button></div></body></html>');
      doc.close();
    });
    document.body.style.top = '40px';
    document.body.style.position = 'relative';
  }

  var observer = new MutationObserver(function (records) {
    records.forEach(function (r) { r.addedNodes.forEach(translateTree); });
  });
  function translateTo(lang) {
    target = lang;
    if (!lang || lang === 'en') return;
    document.documentElement.lang = lang;
    document.documentElement.classList.add('translated-ltr');
    banner();
    translateTree(document.body);
    observer.observe(document.body, { childList: true, subtree: true });
  }

  window.google = { translate: { TranslateElement: function (opts, id) {
    chrome();
    var gadget = document.createElement('div');
    gadget.className = 'skiptranslate goog-te-gadget';
    gadget.dir = 'ltr';
    var inner = document.createElement('div');
    inner.id = ':0.targetLanguage';
    var select = document.createElement('select');
    select.className = 'goog-te-combo';
    select.setAttribute('aria-label', '言語翻訳ウィジェット');
    select.add(new Option('言語を選択', ''));
    opts.includedLanguages.split(',').forEach(function (c) { select.add(new Option(c, c)); });
    select.addEventListener('change', function () { translateTo(select.value); });
    inner.appendChild(select);
    gadget.appendChild(inner);
    gadget.insertAdjacentHTML('beforeend', '提供: <span style="white-space:nowrap"><a class="VIpgJd-ZVi9od-l4eHX-hSRGPd" href="https://translate.google.com" target="_blank"><img width="37" height="14" style="padding-right: 3px" alt="Google 翻訳">翻訳</a></span>');
    document.getElementById(id).appendChild(gadget);
  } } };
  window.googleTranslateElementInit();
})();
`;

/** Serves the stand-in instead of the widget's script (the harness aborts the real hosts). */
export async function serveTranslateStandIn(page: Page): Promise<void> {
  await page.route(/translate\.google\.com\/translate_a\/element\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: TRANSLATE_STAND_IN }),
  );
}

/**
 * What a visitor does: choose 日本語 in the header's language selector (labelled in the page's language: after
 * a first choice, pages come in Japanese); waits until the page's words are Japanese and the widget has run (its
 * banner), which translates what is left in Latin letters (names, what the school writes in one language).
 */
export async function chooseJapanese(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: /^(Language|言語)$/ }).selectOption('ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja' && document.querySelector('iframe.skiptranslate') !== null);
}

/**
 * Resolves once the page's DOM has not changed for `quietMs` (React's renders and the widget's observer
 * are done), polling for up to 30 s. A condition, not a fixed sleep: a slow machine only waits longer.
 */
export async function domSettled(page: Page, quietMs = 300): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(done, quiet);
        const giveUp = setTimeout(done, 30_000);
        const observer = new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        });
        function done() {
          observer.disconnect();
          clearTimeout(timer);
          clearTimeout(giveUp);
          resolve();
        }
        observer.observe(document.documentElement, { subtree: true, childList: true, attributes: true, characterData: true });
      }),
    quietMs,
  );
}
