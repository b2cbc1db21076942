import { describe, expect, it } from 'vitest';
import { PSEUDO, checkTranslation, lintCatalogues, readCatalogue } from '../../scripts/lib/catalogues.ts';
import { sharedMessages } from '../../src/contract/messages.ts';
import { languageFacts } from '../../src/vocabulary/languages.ts';

const dutch = new Map([
  ['a', { source: 'Je doet mee aan de campagne {name}.', translation: '' }],
  ['b', { source: '{n, plural, one {# huis} other {# huizen}}', translation: '' }],
]);
const english = (a: string, b: string) =>
  new Map([
    ['a', { source: dutch.get('a')!.source, translation: a }],
    ['b', { source: dutch.get('b')!.source, translation: b }],
  ]);
const lint = (a: string, b: string) =>
  lintCatalogues(
    new Map([
      ['nl', dutch],
      ['en', english(a, b)],
    ]),
    {},
  ).map((issue) => issue.message);

describe('the catalogue checks of npm run content:lint (issue #40.5)', () => {
  it('passes a faithful translation', () => {
    expect(lint('You are taking part in the {name} campaign.', '{n, plural, one {# home} other {# homes}}')).toEqual(
      [],
    );
  });

  it('fails a placeholder that differs from the Dutch one', () => {
    expect(
      lint('You are taking part in the {campaign} campaign.', '{n, plural, one {# home} other {# homes}}'),
    ).toEqual([expect.stringMatching(/andere plaatshouders \(\{campaign\}\) dan het Nederlands \(\{name\}\)/)]);
  });

  it('fails a plural without every form the language needs', () => {
    expect(lint('You are taking part in the {name} campaign.', '{n, plural, other {# homes}}')).toEqual([
      expect.stringMatching(/mist de meervoudsvorm\(en\) one van \{n\}/),
    ]);
    // Polish needs one, few, many and other: the rule comes from the language, not from the Dutch source.
    expect(
      checkTranslation('en', '{n, plural, one {# huis} other {# huizen}}', '{n, plural, one {x} other {y}}'),
    ).toEqual([]);
  });

  it('fails a missing translation only in a language marked complete', () => {
    expect(checkTranslation('nl', 'Hallo', '')).toEqual(['ontbreekt, en de taal staat als volledig']);
    expect(languageFacts.en.complete).toBe(true);
    expect(lint('', '{n, plural, one {# home} other {# homes}}')).toEqual([
      '"Je doet mee aan de campagne {name}." ontbreekt, en de taal staat als volledig',
    ]);
    // A language being translated is not complete yet: its gaps pass, and the switch says it is partly translated.
    languageFacts.en.complete = false;
    try {
      expect(lint('', '{n, plural, one {# home} other {# homes}}')).toEqual([]);
    } finally {
      languageFacts.en.complete = true;
    }
  });

  it('fails a message that is not valid ICU', () => {
    expect(checkTranslation('en', 'Hallo {name}', 'Hello {name')).toEqual([expect.stringMatching(/geen geldig ICU/)]);
  });

  it('checks the shared messages of the contract the same way, and wants a catalogue for every language', () => {
    const none = new Map([
      ['nl', new Map()],
      ['en', new Map()],
    ] as const);
    expect(lintCatalogues(none, sharedMessages)).toEqual([]);
    expect(lintCatalogues(new Map([['nl', new Map()]]), {})).toEqual([
      { file: 'src/web/locales/en/messages.po', message: expect.stringMatching(/ontbreekt/) },
    ]);
    expect(
      lintCatalogues(none, { badInputAt: { nl: 'Ongeldige invoer bij {field}', en: 'Not valid at {veld}' } }),
    ).toEqual([{ file: 'src/contract/messages.ts', message: expect.stringMatching(/badInputAt \(en\) heeft andere/) }]);
  });

  it('holds the real catalogues to these rules, with an English text for every message', async () => {
    const nl = await readCatalogue('nl');
    const en = await readCatalogue('en');
    expect(
      lintCatalogues(
        new Map([
          ['nl', nl],
          ['en', en],
        ]),
        sharedMessages,
      ),
    ).toEqual([]);
    expect([...en.values()].filter((m) => m.translation === '').map((m) => m.source)).toEqual([]);
  });

  it('makes the pseudo-locales longer, marked and with the placeholders intact', () => {
    const long = PSEUDO['en-XA']('Foto van {name}');
    expect(long).toMatch(/^⟦.*\{name\}.*⟧$/);
    expect(long.length).toBeGreaterThan('Foto van {name}'.length * 1.3);
    expect(PSEUDO['ar-XB']('{n, plural, one {# huis} other {# huizen}}')).toMatch(
      /\{n, plural, one \{# .+\} other \{# .+\}\}/,
    );
  });
});
