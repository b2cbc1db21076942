import { describe, expect, it } from 'vitest';
import { lintContent, REQUIRED_FLOWS, type ContentFiles } from '../../scripts/lib/content-lint.ts';
import { loadReferenceLookup } from '../../scripts/lib/reference-lookup.ts';
import { CATALOGUE_CODES } from '../../src/engine/index.ts';
import { adviceSettingsSchema } from '../../src/contract/settings.ts';
import { heatClassInfoName, heatSourceInfoName, solutionInfoName } from '../../src/contract/static-content.ts';
import { SPF_AIR_WATER } from '../../src/engine/reference/efficiencies.ts';

const lookup = await loadReferenceLookup();

const finishStep = (id: string) => ({
  id,
  content: [
    { kind: 'ChatMessage', props: { text: 'Klaar!', isBWW: true } },
    { kind: 'Question', props: { component: 'GoToDashboard' } },
  ],
});

function validContent(): ContentFiles {
  const flows = Object.fromEntries(
    REQUIRED_FLOWS.map((id) => [
      id,
      {
        id,
        finish: 'Preference',
        steps: [
          {
            id: 'start',
            content: [
              { kind: 'ChatMessage', props: { text: 'Hoi, ik ben {ambassadorName}.', isBWW: true } },
              {
                kind: 'Question',
                props: {
                  component: 'RadioChoice',
                  code: 'DwellingType',
                  options: [
                    { value: 'terraced', label: 'Tussenwoning' },
                    { value: 'corner', label: 'Hoekwoning' },
                  ],
                  goTo: 'end',
                },
              },
            ],
          },
          finishStep('end'),
        ],
      },
    ]),
  );
  const info = { title: 'Titel', intro: 'Een korte uitleg.', description: ['Een alinea.'], benefits: [] };
  const sources = adviceSettingsSchema.shape.heatNets.element.shape.source.options;
  const heating = Object.fromEntries(
    [
      ...CATALOGUE_CODES.map(solutionInfoName),
      solutionInfoName('heat_net'),
      ...sources.map(heatSourceInfoName),
      ...['ZLT', 'LT', 'MT', 'HT'].map(heatClassInfoName),
    ].map((name) => [name, { ...info }]),
  );
  const faq = {
    costs: { title: 'Kosten', questions: [{ question: 'Wat kost het?', answer: ['Dat hangt af van je huis.'] }] },
  };
  return { flows, heating, faq };
}

type Step = { id: string; content: { kind: string; props: Record<string, unknown> }[] };
const onboarding = (content: ContentFiles) => content.flows.onboarding as { steps: Step[] };
const messages = (content: ContentFiles) => lintContent(content, lookup).map((i) => `${i.file} ${i.at}: ${i.message}`);

describe('content linter', () => {
  it('passes a complete, consistent set', () => {
    expect(messages(validContent())).toEqual([]);
  });

  it('catches a goTo to a step that does not exist', () => {
    const content = validContent();
    onboarding(content).steps[0]!.content[1]!.props.goTo = 'nergens';
    expect(messages(content)).toContainEqual(
      "flows/onboarding.json steps[0].content[1].props.goTo: stap 'nergens' bestaat niet in deze flow",
    );
  });

  it('catches a step that cannot be reached, and a step that leads nowhere', () => {
    const content = validContent();
    onboarding(content).steps.push(finishStep('vergeten'));
    onboarding(content).steps.push({ id: 'doodlopend', content: [{ kind: 'ChatMessage', props: { text: 'Hm.' } }] });
    const found = messages(content);
    expect(found).toContain("flows/onboarding.json steps[2]: stap 'vergeten' is vanaf het begin niet te bereiken");
    expect(found).toContain(
      "flows/onboarding.json steps[3]: stap 'doodlopend' leidt nergens heen en rondt de flow niet af",
    );
  });

  it('catches a loop without a way to finish', () => {
    const content = validContent();
    const steps = onboarding(content).steps;
    steps[0]!.content[1]!.props.goTo = 'rondje';
    steps.push({
      id: 'rondje',
      content: [
        { kind: 'Question', props: { component: 'TextArea', code: 'Opmerking', notUsedByEngine: true, goTo: 'start' } },
      ],
    });
    expect(messages(content)).toContain(
      "flows/onboarding.json steps[0]: vanaf stap 'start' is de flow niet af te ronden",
    );
  });

  it('catches a question code the engine does not know, unless marked', () => {
    const content = validContent();
    const question = onboarding(content).steps[0]!.content[1]!.props;
    question.code = 'DwelingType';
    expect(messages(content).join('\n')).toMatch(/vraagcode 'DwelingType' kent de rekenkern niet/);
    question.notUsedByEngine = true;
    expect(messages(content)).toEqual([]);
  });

  it('catches an unknown placeholder, formal address and a sentence over 20 words', () => {
    const content = validContent();
    const message = onboarding(content).steps[0]!.content[0]!.props;
    message.text = 'Hoi {buurman}. Wilt u verder?';
    const found = messages(content).join('\n');
    expect(found).toMatch(/onbekende placeholder \{buurman\}/);
    expect(found).toMatch(/formeel 'u' of 'uw'/);
    message.text = Array.from({ length: 21 }, () => 'woord').join(' ') + '.';
    expect(messages(content).join('\n')).toMatch(/zin van 21 woorden/);
  });

  it('catches a missing heating file and a missing FAQ document', () => {
    const content = validContent();
    delete content.heating['heat-source-geothermal'];
    (content.heating['solution-pellet-boiler'] as { faq?: string[] }).faq = ['pellets'];
    const found = messages(content);
    expect(found).toContain('heating/heat-source-geothermal.json : dit informatiebestand ontbreekt');
    expect(found).toContain("heating/solution-pellet-boiler.json faq: FAQ-document 'pellets' bestaat niet");
  });

  it('checks a stated number against the engine and flags numbers without a row', () => {
    const content = validContent();
    const file = content.heating['solution-air-water-heat-pump'] as Record<string, unknown>;
    const right = SPF_AIR_WATER.value.space.toFixed(1).replace('.', ',');
    file.description = [`Uit elke kWh stroom haalt de pomp ongeveer ${right}\u00a0kWh warmte.`];
    file.facts = [{ row: 'efficiencies.SPF_AIR_WATER.space', shown: right }];
    expect(messages(content)).toEqual([]);
    file.description = ['Uit elke kWh stroom haalt de pomp ongeveer 5,0\u00a0kWh warmte.'];
    file.facts = [{ row: 'efficiencies.SPF_AIR_WATER.space', shown: '5,0' }];
    expect(messages(content).join('\n')).toMatch(/de tekst noemt 5,0, de rekenkern rekent met 3,4/);
    file.facts = [{ row: 'efficiencies.GEEN_RIJ', shown: '5,0' }];
    expect(messages(content).join('\n')).toMatch(/referentierij 'efficiencies.GEEN_RIJ' bestaat niet/);
    file.facts = [];
    expect(messages(content).join('\n')).toMatch(/'5,0\u00a0kWh' noemt een getal zonder referentierij/);
  });

  it('catches a unit after a number with a plain space, in a chat message and in a FAQ answer', () => {
    const content = validContent();
    const message = onboarding(content).steps[0]!.content[0]!.props;
    const answer = (content.faq.costs as { questions: { answer: string[] }[] }).questions[0]!;
    message.text = 'Zet de ketel op 50 °C.';
    answer.answer = ['Een kamer van 12,5 m² is klein.'];
    const found = messages(content).join('\n');
    expect(found).toMatch(/flows\/onboarding.json .*'50 °C': zet een harde spatie/);
    expect(found).toMatch(/faq\/costs.json .*'12,5 m²': zet een harde spatie/);
    message.text = 'Zet de ketel op 50\u00a0°C.';
    answer.answer = ['Een kamer van 12,5\u00a0m² is klein.'];
    expect(messages(content)).toEqual([]);
  });

  it('reports a file that does not match its schema with the path of the field', () => {
    const content = validContent();
    onboarding(content).steps[0]!.content[1]!.props.component = 'Slider';
    expect(messages(content).join('\n')).toMatch(/flows\/onboarding.json steps\[0\].content\[1\].props.component/);
  });
});
