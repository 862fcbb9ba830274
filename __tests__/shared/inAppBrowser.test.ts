import { detectInAppBrowser } from '../../src/shared/inAppBrowser';
import { lineExternalUrl } from '../../src/shared/inAppWayOut';

// User agents as these apps send them (collected from the apps and from public UA reports).
const IN_APP: Array<[string, string]> = [
  [
    'line',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/14.9.0',
  ],
  [
    'line',
    'Mozilla/5.0 (Linux; Android 14; SM-S918B Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/125.0.6422.165 Mobile Safari/537.36 Line/14.8.1/IAB',
  ],
  [
    'instagram',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 330.0.3.28.90 (iPhone15,2; iOS 17_4_1; ja_JP; ja; scale=3.00; 1179x2556; 598711218)',
  ],
  [
    'instagram',
    'Mozilla/5.0 (Linux; Android 13; Pixel 7 Build/TQ3A.230805.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.5845.163 Mobile Safari/537.36 Instagram 298.0.0.31.110 Android (33/13; 420dpi; 1080x2400; Google/google; Pixel 7; panther; panther; en_US; 508193588)',
  ],
  [
    'facebook',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBDV/iPhone14,5;FBMD/iPhone;FBSN/iOS;FBSV/16.6;FBSS/3;FBID/phone;FBLC/ja_JP;FBOP/5]',
  ],
  [
    'facebook',
    'Mozilla/5.0 (Linux; Android 12; SM-A525F Build/SP1A.210812.016; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/112.0.5615.136 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/412.0.0.35.111;]',
  ],
  [
    'facebook',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/MessengerForiOS;FBAV/432.0.0.37.106;FBBV/535290396;FBDV/iPhone13,2]',
  ],
  [
    'wechat',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN',
  ],
  [
    'wechat',
    'Mozilla/5.0 (Linux; Android 13; V2231A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/111.0.5563.116 Mobile Safari/537.36 XWEB/1110005 MMWEBSDK/20231202 MMWEBID/2247 MicroMessenger/8.0.47.2560(0x28002F35) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
  ],
  [
    'tiktok',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/ja Region/JP',
  ],
  [
    'tiktok',
    'Mozilla/5.0 (Linux; Android 12; 2201117TG Build/SKQ1.211006.001; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36 trill_290404 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/trill app_version/29.4.4 ByteLocale/ja-JP BytedanceWebview/d8a21c6',
  ],
  [
    'twitter',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Twitter for iPhone/9.62',
  ],
  [
    'twitter',
    'Mozilla/5.0 (Linux; Android 13; SM-G991B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/114.0.5735.196 Mobile Safari/537.36 TwitterAndroid',
  ],
  [
    'kakaotalk',
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 KAKAOTALK 10.1.5',
  ],
  [
    'webview',
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP1A.240305.019; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.119 Mobile Safari/537.36',
  ],
];

const OWN_BROWSERS = [
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0',
  // a word that only looks like an app's: "Online" must not read as LINE
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OnlineChecker/1.0',
];

test.each(IN_APP)('recognises %s from its user agent', (app, ua) => {
  expect(detectInAppBrowser(ua)).toBe(app);
});

test.each(OWN_BROWSERS)('a browser of its own is no in-app browser: %s', (ua) => {
  expect(detectInAppBrowser(ua)).toBeNull();
});

test('no user agent at all is no in-app browser', () => {
  expect(detectInAppBrowser(undefined)).toBeNull();
  expect(detectInAppBrowser('')).toBeNull();
});

test("LINE's way out: the same URL with openExternalBrowser=1, its own query kept", () => {
  expect(lineExternalUrl('https://gtss.example/app/login?return_to=%2Fapp%2Fmy_page')).toBe(
    'https://gtss.example/app/login?return_to=%2Fapp%2Fmy_page&openExternalBrowser=1',
  );
  expect(lineExternalUrl('https://gtss.example/app/login?openExternalBrowser=1')).toBe(
    'https://gtss.example/app/login?openExternalBrowser=1',
  );
});
