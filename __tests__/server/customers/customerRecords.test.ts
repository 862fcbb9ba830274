import fs from 'node:fs';
import { kanaKey } from '../../../src/shared/kana';
import { writeWorld } from '../admin/adminBookingsWriteKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { customerRecordsBehaviour } from './customerRecordsBehaviour';

// Customer records on the embedded database (customerRecordsPostgres.test.ts: the same on PostgreSQL).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('kana for search: katakana (full or half width) reads as hiragana, Latin letters lower case', () => {
  expect(['サトウ ケンジ', 'ｻﾄｳ ｹﾝｼﾞ', 'さとう けんじ', 'SATO'].map(kanaKey)).toEqual([
    'さとう けんじ',
    'さとう けんじ',
    'さとう けんじ',
    'sato',
  ]);
});

describe('customer records (PGlite)', () => customerRecordsBehaviour(() => writeWorld(startApp, staticDir)));
