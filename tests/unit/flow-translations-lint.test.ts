import { describe, expect, it } from 'vitest';
import { lintFlowTranslations, pseudoFlowTranslation } from '../../scripts/lib/flow-translations.ts';

const flow = {
  id: 'values',
  finish: 'Value',
  steps: [
    {
      id: 'start',
      content: [
        { kind: 'ChatMessage', props: { text: 'Hoi! Ik ben {ambassadorName}.' } },
        {
          kind: 'Question',
          props: {
            component: 'RadioChoice',
            code: 'ReadyToStart',
            notUsedByEngine: true,
            label: 'Zullen we beginnen?',
            options: [{ value: 'ja', label: 'Ja, we beginnen' }],
            goTo: 'start',
          },
        },
      ],
    },
  ],
};
const faithful = {
  'Hoi! Ik ben {ambassadorName}.': "Hi! I'm {ambassadorName}.",
  'Zullen we beginnen?': 'Shall we start?',
  'Ja, we beginnen': "Yes, let's start",
};
const lint = (english: Record<string, string> | undefined) =>
  lintFlowTranslations({ values: flow }, { en: english === undefined ? {} : { values: english } });

describe('the flow translations checks of npm run content:lint (record 0145)', () => {
  it('passes a complete translation with the same placeholders', () => {
    expect(lint(faithful)).toEqual([]);
  });

  it('fails a Dutch text without translation, naming the file and where the text sits', () => {
    const { 'Ja, we beginnen': _, ...missing } = faithful;
    expect(lint(missing)).toEqual([
      {
        file: 'flows/en/values.json',
        at: 'steps[0].content[1].props.options[0].label',
        message: '"Ja, we beginnen" is niet vertaald',
      },
    ]);
  });

  it('fails a flow without a translation file', () => {
    expect(lint(undefined)).toEqual([
      { file: 'flows/en/values.json', at: '', message: 'deze vertaling ontbreekt (3 teksten)' },
    ]);
  });

  it('fails a placeholder that differs from the Dutch one', () => {
    expect(lint({ ...faithful, 'Hoi! Ik ben {ambassadorName}.': "Hi! I'm {name}." })).toEqual([
      expect.objectContaining({
        at: 'steps[0].content[0].props.text',
        message: `"Hi! I'm {name}." heeft andere plaatshouders ({name}) dan het Nederlands ({ambassadorName})`,
      }),
    ]);
  });

  it('fails a translation of a Dutch text the flow no longer has', () => {
    expect(lint({ ...faithful, 'Zullen we starten?': 'Shall we begin?' })).toEqual([
      expect.objectContaining({ message: '"Zullen we starten?" staat niet (meer) in de flow' }),
    ]);
  });

  it('writes the pseudo-locales from every Dutch text, placeholders kept', () => {
    const pseudo = pseudoFlowTranslation('en-XA', flow);
    expect(Object.keys(pseudo)).toEqual(Object.keys(faithful));
    expect(pseudo['Hoi! Ik ben {ambassadorName}.']).toMatch(/^⟦.*\{ambassadorName\}.*⟧$/);
    expect(lint(pseudo)).toEqual([]);
  });
});
