import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { enthusiasmWords, roofTypeWords } from '../../contract/answer-words.ts';
import { FLOW_TITLES } from '../../contract/flow-ids.ts';
import type { FlowScript } from '../../contract/flow-script.ts';
import { ROUTE_VOCABULARY } from '../../vocabulary/routes.ts';
import { languagePacks } from '../locales/packs.ts';
import { flowInLanguage, inSourceLanguage, loadSourceMessages, sourceQuestion } from './flow-language.ts';
import { asWritten, keyOf, labelOf } from '../features/flow/steps/step-props.ts';
import { componentTexts, flowTexts, flowTitles, routeTitles } from './flow-texts.ts';

const flow: FlowScript = {
  id: 'onboarding',
  finish: 'Preference',
  steps: [
    {
      id: 'start',
      content: [
        { kind: 'ChatMessage', props: { text: 'Hoi! Ik ben {ambassadorName}.', isBWW: true } },
        {
          kind: 'Question',
          props: {
            component: 'RadioChoice',
            code: 'DwellingType',
            label: 'Soort huis',
            options: [{ value: 'terraced', label: 'Tussenwoning' }],
            goTo: 'start',
          },
        },
      ],
    },
  ],
};
const english = {
  'Hoi! Ik ben {ambassadorName}.': "Hi! I'm {ambassadorName}.",
  'Soort huis': 'Type of home',
  Tussenwoning: 'Terraced house',
};

/** Reads in English with the real English catalogue, as a production build would, and with the Dutch one beside it. */
async function inEnglish() {
  const { messages } = await languagePacks.en();
  i18n.loadAndActivate({ locale: 'en', messages });
  await loadSourceMessages();
}

afterEach(() => {
  i18n.activate('nl');
});

describe('a flow in the reader language, its answers in Dutch (record 0145)', () => {
  it('shows the translated texts and keeps codes, values and targets', () => {
    const played = flowInLanguage(flow, english);
    expect(played.steps[0]!.content[0]).toEqual({
      kind: 'ChatMessage',
      props: { text: "Hi! I'm {ambassadorName}.", isBWW: true },
    });
    const question = played.steps[0]!.content[1]!;
    expect(question).toEqual({
      kind: 'Question',
      props: {
        ...flow.steps[0]!.content[1]!.props,
        label: 'Type of home',
        options: [{ value: 'terraced', label: 'Terraced house' }],
      },
    });
    expect(flowInLanguage(flow, undefined)).toBe(flow);
  });

  it('names and labels a stored answer with the Dutch words, the echo with the shown ones', async () => {
    const question = flowInLanguage(flow, english).steps[0]!.content[1]!;
    if (question.kind !== 'Question') throw new Error('a question');
    expect(sourceQuestion(question.props)).toBe(flow.steps[0]!.content[1]!.props);
    await inEnglish();
    expect(asWritten(question.props)).toBe(question.props);
    expect([keyOf(question.props, 'x'), labelOf(question.props, 'terraced')]).toEqual([
      'Type of home',
      'Terraced house',
    ]);
    expect(inSourceLanguage(() => [keyOf(question.props, 'x'), labelOf(question.props, 'terraced')])).toEqual([
      'Soort huis',
      'Tussenwoning',
    ]);
    expect(i18n.locale).toBe('en');
  });

  it('reads the runner own texts in Dutch for storage while the reader reads English', async () => {
    await inEnglish();
    expect([flowTexts.yes, componentTexts.family.sizeOption(2), componentTexts.family.ageAnswer(54)]).toEqual([
      'Yes',
      '2 people',
      '54 years',
    ]);
    expect(
      inSourceLanguage(() => [flowTexts.yes, componentTexts.family.sizeOption(2), componentTexts.family.ageAnswer(54)]),
    ).toEqual(['Ja', '2 personen', '54 jaar']);
  });
});

describe('the runner words that are also the vocabulary words', () => {
  // Stored answers and Mijn data use the vocabulary's Dutch words; the runner's own macros must say the same.
  it('spells route titles, flow titles, enthusiasm and roof types as the vocabulary does', () => {
    expect(routeTitles()).toEqual(
      Object.fromEntries(Object.entries(ROUTE_VOCABULARY).map(([route, entry]) => [route, entry.title])),
    );
    expect(flowTitles()).toEqual(FLOW_TITLES);
    expect({ 1: componentTexts.rate[1], 3: componentTexts.rate[3], 5: componentTexts.rate[5] }).toEqual(
      enthusiasmWords,
    );
    expect(
      Object.fromEntries(
        Object.keys(roofTypeWords).map((roof) => [roof, componentTexts.roof.type(roof as keyof typeof roofTypeWords)]),
      ),
    ).toEqual(roofTypeWords);
  });
});
