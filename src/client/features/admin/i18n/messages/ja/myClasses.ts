import type { myClasses as english } from '../en/myClasses.js';
import type { Translation } from '../types.js';

export const myClasses = {
  'myClasses.todayTitle': '担当レッスン',
  'myClasses.weekTitle': '今週の担当レッスン',
  'myClasses.intro': 'ご自身の担当レッスンです。生徒のお名前、予約番号、予約時の言語、レッスンについてのスタッフのメモを表示します。',
  'myClasses.date': '日付',
  'myClasses.from': '開始日',
  'myClasses.backToToday': '今日に戻る',
  'myClasses.print': '予定表を印刷',
  'myClasses.sheetTitle': '予定表：{day}',
  'myClasses.loading': '担当レッスンを読み込んでいます',
  'myClasses.failed': '担当レッスンを読み込めませんでした。もう一度お試しください。',
  'myClasses.none': 'レッスンはありません。',
  'myClasses.noTeacher': 'このアカウントはまだ講師に紐づけられていません。オーナーにスタッフページで紐づけを依頼してください。',
  'myClasses.teacher': '{name}の担当レッスン',
  'myClasses.code': '予約コード {code}',
  'myClasses.language': '言語：{language}',
  'myClasses.note': 'メモ：{note}',
  'myClasses.pending': '未確定',
  'myClasses.hint': 'レッスン当日になったら、出欠を記録してください。',
  'myClasses.notForTeachers': '講師のアカウントでは、ご自身の担当レッスンと設定のみ表示できます。',
  'myClasses.lessonLanguage': '受講言語：{language}',
} satisfies Translation<typeof english>;
