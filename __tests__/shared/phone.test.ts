import { phoneDigits, phoneSearchDigits } from '../../src/shared/phone';

// One number however the desk or the customer writes it (the searches of bookings and customers use this).

test('090-1234-5678, 09012345678, +81 90 1234 5678 and (090) 1234-5678 are one number', () => {
  const forms = [
    '090-1234-5678',
    '09012345678',
    '+81 90 1234 5678',
    '(090) 1234-5678',
    '+81 (0)90-1234-5678',
    '０９０－１２３４－５６７８',
  ];
  expect(forms.map(phoneDigits)).toEqual(forms.map(() => '09012345678'));
});

test('numbers of other countries keep their digits; nothing to dial is null', () => {
  expect(phoneDigits('+1 (555) 010-9999')).toBe('15550109999');
  expect(phoneDigits('03-1234-5678')).toBe('0312345678');
  expect(phoneDigits(' - ')).toBeNull();
});

test('a search is a phone number only when it is written like one, with at least 4 digits', () => {
  expect(phoneSearchDigits('+81 90 1234')).toBe('0901234');
  expect(phoneSearchDigits('1234-5678')).toBe('12345678');
  expect(phoneSearchDigits('5678')).toBe('5678');
  expect(phoneSearchDigits('567')).toBeNull();
  expect(phoneSearchDigits('GT-4821')).toBeNull();
  expect(phoneSearchDigits('sato 090')).toBeNull();
  expect(phoneSearchDigits('sato@example.com')).toBeNull();
});
