import { enrol } from '../../src/client/i18n/words/en/enrol';
import { enrolMessage } from '../../src/client/features/enrol/enrolFormat';
import { CARD_FAILED, ENROL_FAILED, LOAD_FAILED, PAY_FAILED } from '../../src/client/features/enrol/enrolTexts';
import * as refusals from '../../src/shared/enrolment';
import * as changes from '../../src/shared/pauseWords';
import * as courseChanges from '../../src/shared/courseChange';
import { CHANGE_FAILED } from '../../src/client/features/enrol/enrolmentChangesSagas';
import { words as ja } from '../../src/client/i18n/words/ja/index';
import { fill } from '../../src/client/i18n/format';
import type { WordId } from '../../src/client/i18n/wordIds';

// The course page keeps a refusal as the server's English text and shows it in the visitor's words: the English words
// must be the server's texts word for word (the page does not import shared/enrolment.ts, whose zod schemas are heavy).

const jaWords = { language: 'ja' as const, t: (id: WordId) => fill(ja, id) };

test("every refusal of the enrolment API and the page's own failures are known words, shown in Japanese", () => {
  const english = [
    refusals.COURSE_NOT_FOUND,
    refusals.COURSE_DESK_ONLY,
    refusals.TEACHER_NOT_FOR_COURSE,
    refusals.WEEKLY_TIME_TAKEN,
    refusals.CLASS_FULL,
    refusals.ALREADY_ENROLLED,
    refusals.START_NOT_ON_WEEKDAY,
    refusals.TUITION_NOT_DUE,
    refusals.CARD_NOT_CHANGEABLE,
    changes.PAUSE_TOO_LATE,
    changes.PAUSE_LENGTH,
    changes.PAUSE_OVERLAP,
    changes.NOT_RUNNING,
    changes.PAUSE_BEFORE_START,
    changes.PAUSE_PAID,
    courseChanges.CHANGE_PENDING,
    courseChanges.CHANGE_PAUSED,
    courseChanges.CHANGE_SAME_TIME,
    courseChanges.CHANGE_NOT_RUNNING,
    CHANGE_FAILED,
    LOAD_FAILED,
    ENROL_FAILED,
    PAY_FAILED,
    CARD_FAILED,
  ];
  const known = Object.entries(enrol).filter(([id]) => id.startsWith('enrol.err.'));
  expect(new Set(known.map(([, text]) => text))).toEqual(new Set(english));
  for (const text of english) expect(enrolMessage(jaWords, text)).toBe(ja[known.find(([, en]) => en === text)![0] as WordId]);
  expect(enrolMessage(jaWords, 'Something new from the server.')).toBe('Something new from the server.');
});
