import { decodeReferral, encodeReferral, NO_REFERRAL, referralLabel, referralOfRequest } from '../../src/shared/referral';

const q = (s: string) => new URLSearchParams(s);
const SITE = ['gtss.example:443'];

test('UTM values are kept lower-cased, in any script; the referrer then does not count', () => {
  expect(referralOfRequest(q('utm_source=LINE&utm_campaign=春の体験'), 'https://other.example/', SITE)).toEqual({
    ...NO_REFERRAL,
    utm_source: 'line',
    utm_campaign: '春の体験',
  });
});

test('a referrer counts by its host, except the site itself', () => {
  expect(referralOfRequest(q(''), 'https://l.instagram.com/?u=x', SITE)).toEqual({ ...NO_REFERRAL, referrer_host: 'l.instagram.com' });
  expect(referralOfRequest(q(''), 'https://gtss.example/app', SITE)).toBeNull();
  expect(referralOfRequest(q(''), 'https://10.0.0.1/', SITE)).toBeNull(); // an address says nothing
  expect(referralOfRequest(q('utm_source='), undefined, SITE)).toBeNull();
});

test('the cookie reads back what was written; anything else reads as nothing', () => {
  const r = { utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer', referrer_host: null };
  expect(decodeReferral(encodeReferral(r))).toEqual(r);
  expect(decodeReferral('s=line&m=%3Cb%3E')).toBeNull();
  expect(decodeReferral(`s=${'a'.repeat(65)}`)).toBeNull();
  expect(decodeReferral('x=1')).toBeNull();
  expect(decodeReferral(undefined)).toBeNull();
});

test('staff read it as "line / qr / flyer", or the host; nothing when untracked', () => {
  expect(referralLabel({ utm_source: 'line', utm_medium: 'qr', utm_campaign: 'flyer' })).toBe('line / qr / flyer');
  expect(referralLabel({ utm_source: 'line', utm_medium: null, utm_campaign: null, referrer_host: null })).toBe('line');
  expect(referralLabel({ referrer_host: 'www.google.com' })).toBe('www.google.com');
  expect(referralLabel(NO_REFERRAL)).toBeNull();
});
