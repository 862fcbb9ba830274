-- Customer records a desk can use (issue 39, point 4): the reading of the name (フリガナ), searchable in hiragana or
-- katakana (both sides normalised to hiragana: the query in src/shared/kana.ts, the column here), and the language the
-- customer prefers (null: the language of their first booking, first_language).
create function gtss_kana_key(s text) returns text language sql immutable parallel safe as $$
  select lower(translate(normalize(coalesce(s, ''), NFKC),
    'ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ',
    'ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ'))
$$;

alter table customers
  add column reading text,
  add column reading_key text generated always as (gtss_kana_key(reading)) stored,
  add column preferred_language text check (preferred_language in ('en', 'zh-CN', 'zh-TW', 'ja'));
