/**
 * The content linter (`npm run content:lint`, part of `npm test`): checks content/ against the contract's schemas
 * and against the engine, so what residents read cannot point nowhere or contradict the advice. Pure: the caller
 * reads the files and the engine's reference rows.
 */
import type { z } from 'zod';
import { CATALOGUE_CODES, isEngineQuestionCode } from '../../src/engine/index.ts';
import { adviceSettingsSchema } from '../../src/contract/settings.ts';
import {
  chatPlaceholders,
  flowScriptSchema,
  RUNNER_ONLY_CODES,
  stepRecordedCodes,
  type FlowScript,
  type Question,
} from '../../src/contract/flow-script.ts';
import { FLOW_IDS } from '../../src/contract/flow-ids.ts';
import {
  faqSchema,
  heatClassInfoName,
  heatingInfoSchema,
  heatSourceInfoName,
  solutionInfoName,
  type ContentFact,
} from '../../src/contract/static-content.ts';

export interface ContentFiles {
  /** File name without .json → parsed JSON. */
  flows: Record<string, unknown>;
  heating: Record<string, unknown>;
  faq: Record<string, unknown>;
}

export interface LintIssue {
  file: string;
  /** Where in the file, as a JSON path (steps[3].content[1].props.goTo). */
  at: string;
  message: string;
}

/** A reference row's value at `<module>.<EXPORT>[.<key>…]`, or undefined when there is no such number. */
export type ReferenceLookup = (path: string) => number | undefined;

/** Flows that must exist: every flow of the contract's vocabulary (the questionnaires, values and result flows). */
export const REQUIRED_FLOWS = FLOW_IDS;

/** Components that end or leave a flow: a path reaching one of them is finished. */
const LEAVING = new Set<Question['component']>([
  'GoToDashboard',
  'GoToAdviceRoot',
  'FinishValues',
  'PickResult',
  'SelectHouse',
  'IDontWantIt',
  'FlowRouter',
]);

const MAX_WORDS = 20;
// Formal address: 'u', 'uw', 'U' as a word (not inside 'uur', 'Utrecht' or 'u-bocht').
const FORMAL = /(^|[\s(“"'])(u|uw|U|Uw)(?=[\s.,!?;:)”"']|$)/;
// A number followed by a unit that the engine's rows could contradict.
const NUMBER_WITH_UNIT =
  /(?<![\w.,])(\d{1,3}(?:\.\d{3})*(?:,\d+)?|\d+(?:,\d+)?)\s?(%|procent|°C|graden|kWh|m³|kuub|jaar|euro)(?!\w)/g;
const EURO_AMOUNT = /€\s?(\d{1,3}(?:\.\d{3})*(?:,\d+)?)/g;
// A unit after a number with a plain space: a narrow screen can end the line between them ('5' … 'm²'); the app
// joins them with a no-break space (src/vocabulary/units.ts), and content/ is held to the same (record 0141).
const UNIT_AFTER_PLAIN_SPACE = /(?<![\p{L}\d])(\d[\d.,]*) (°C|m²|m³|kWh|kW|W|GJ|km|cm|mm)(?![\p{L}\d²³])/gu;

const placeholderPattern = /\{([A-Za-z_]+)\}/g;

function schemaIssues(file: string, result: z.ZodSafeParseResult<unknown>): LintIssue[] {
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    file,
    at: issue.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, ''),
    message: issue.message,
  }));
}

/** Splits Dutch text into sentences, for the readability checks. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9'‘“(])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

function readability(file: string, at: string, text: string): LintIssue[] {
  const issues: LintIssue[] = [];
  for (const sentence of sentences(text.replace(placeholderPattern, 'X'))) {
    const words = sentence.split(/\s+/).filter((w) => /\p{L}|\d/u.test(w)).length;
    if (words > MAX_WORDS)
      issues.push({
        file,
        at,
        message: `zin van ${words} woorden (hoogstens ${MAX_WORDS}): "${sentence.slice(0, 60)}…"`,
      });
  }
  if (FORMAL.test(text))
    issues.push({ file, at, message: `formeel 'u' of 'uw': schrijf 'je' ("${text.slice(0, 60)}…")` });
  issues.push(...unitSpacingIssues(file, at, text));
  return issues;
}

/** A unit after a number with a plain space, in any language (record 0141). */
export function unitSpacingIssues(file: string, at: string, text: string): LintIssue[] {
  return [...text.matchAll(UNIT_AFTER_PLAIN_SPACE)].map(([shown, number, unit]) => ({
    file,
    at,
    message: `'${shown}': zet een harde spatie (\\u00a0) tussen ${number!} en ${unit!}, zodat de regel er niet tussen breekt`,
  }));
}

function codeIssues(file: string, at: string, question: Question): LintIssue[] {
  if (question.notUsedByEngine) return [];
  const runnerOnly = new Set<string>(RUNNER_ONLY_CODES);
  return stepRecordedCodes(question).flatMap((code) => {
    const concrete = code.replace('{n}', '1');
    if (runnerOnly.has(code) || code.endsWith('_other') || isEngineQuestionCode(concrete)) return [];
    return [
      {
        file,
        at,
        message: `vraagcode '${code}' kent de rekenkern niet; voeg hem toe aan de koppeling of zet "notUsedByEngine": true`,
      },
    ];
  });
}

/** Targets a step can move to, each with where it is written. */
function exits(step: FlowScript['steps'][number], index: number): { target: string; at: string }[] {
  return step.content.flatMap((item, i) => {
    const at = `steps[${index}].content[${i}].props`;
    if (item.kind === 'Question') {
      const p = item.props;
      return [
        ...(p.goTo ? [{ target: p.goTo, at: `${at}.goTo` }] : []),
        ...(p.wrongBuildYearGoTo ? [{ target: p.wrongBuildYearGoTo, at: `${at}.wrongBuildYearGoTo` }] : []),
      ];
    }
    if (item.kind === 'YouTube') return item.props.goTo ? [{ target: item.props.goTo, at: `${at}.goTo` }] : [];
    if (item.kind === 'Router' && item.props.type !== 'Redirect')
      return [
        { target: item.props.whenTrueGoTo, at: `${at}.whenTrueGoTo` },
        { target: item.props.whenFalseGoTo, at: `${at}.whenFalseGoTo` },
      ];
    return [];
  });
}

const leaves = (step: FlowScript['steps'][number]): boolean =>
  step.content.some(
    (item) =>
      (item.kind === 'Question' && LEAVING.has(item.props.component)) ||
      (item.kind === 'Router' && item.props.type === 'Redirect'),
  );

function flowIssues(file: string, flow: FlowScript): LintIssue[] {
  const issues: LintIssue[] = [];
  const ids = new Map(flow.steps.map((s, i) => [s.id, i]));
  const graph = new Map<string, string[]>();
  flow.steps.forEach((step, index) => {
    const targets: string[] = [];
    for (const { target, at } of exits(step, index)) {
      if (!ids.has(target)) issues.push({ file, at, message: `stap '${target}' bestaat niet in deze flow` });
      else targets.push(target);
    }
    graph.set(step.id, targets);
    if (targets.length === 0 && !leaves(step))
      issues.push({
        file,
        at: `steps[${index}]`,
        message: `stap '${step.id}' leidt nergens heen en rondt de flow niet af`,
      });
    step.content.forEach((item, i) => {
      const at = `steps[${index}].content[${i}].props`;
      if (item.kind === 'ChatMessage') {
        for (const [, name] of item.props.text.matchAll(placeholderPattern))
          if (!(chatPlaceholders as readonly string[]).includes(name!))
            issues.push({ file, at: `${at}.text`, message: `onbekende placeholder {${name}}` });
        issues.push(...readability(file, `${at}.text`, item.props.text));
      }
      if (item.kind === 'Question') {
        issues.push(...codeIssues(file, at, item.props));
        for (const field of ['label', 'why'] as const) {
          const text = item.props[field];
          if (text) issues.push(...readability(file, `${at}.${field}`, text));
        }
        for (const option of item.props.options ?? [])
          if (FORMAL.test(option.label))
            issues.push({ file, at: `${at}.options`, message: `formeel 'u' in '${option.label}'` });
        for (const listItem of item.props.items ?? [])
          if (!listItem.target.startsWith('/') && !(REQUIRED_FLOWS as readonly string[]).includes(listItem.target))
            issues.push({ file, at: `${at}.items`, message: `onbekende flow '${listItem.target}'` });
      }
    });
  });
  // Reachability from the first step.
  const reached = new Set<string>();
  const queue = [flow.steps[0]!.id];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (reached.has(id)) continue;
    reached.add(id);
    queue.push(...(graph.get(id) ?? []));
  }
  flow.steps.forEach((step, index) => {
    if (!reached.has(step.id))
      issues.push({ file, at: `steps[${index}]`, message: `stap '${step.id}' is vanaf het begin niet te bereiken` });
  });
  // Every reachable step can still reach a finish (no loop without a way out).
  const finishing = new Set(flow.steps.filter(leaves).map((s) => s.id));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [id, targets] of graph)
      if (!finishing.has(id) && targets.some((t) => finishing.has(t))) {
        finishing.add(id);
        grew = true;
      }
  }
  flow.steps.forEach((step, index) => {
    if (reached.has(step.id) && !finishing.has(step.id))
      issues.push({ file, at: `steps[${index}]`, message: `vanaf stap '${step.id}' is de flow niet af te ronden` });
  });
  return issues;
}

/** The shown nl-NL number as a value: '4.950' → 4950, '3,4' → 3.4. */
const parseShown = (shown: string): number => Number(shown.replace(/\./g, '').replace(',', '.'));
const decimalsOf = (shown: string): number => shown.split(',')[1]?.length ?? 0;

function factIssues(file: string, text: string, facts: readonly ContentFact[], lookup: ReferenceLookup): LintIssue[] {
  const issues: LintIssue[] = [];
  facts.forEach((fact, i) => {
    const at = `facts[${i}]`;
    const value = lookup(fact.row);
    if (value === undefined) {
      issues.push({ file, at, message: `referentierij '${fact.row}' bestaat niet of is geen getal` });
      return;
    }
    const expected = (value * (fact.scale ?? 1)).toFixed(decimalsOf(fact.shown));
    if (Number(expected) !== parseShown(fact.shown))
      issues.push({
        file,
        at,
        message: `de tekst noemt ${fact.shown}, de rekenkern rekent met ${expected.replace('.', ',')} (${fact.row})`,
      });
    if (!text.includes(fact.shown))
      issues.push({ file, at, message: `het getal ${fact.shown} staat niet in de tekst` });
  });
  const backed = new Set(facts.map((f) => f.shown));
  for (const match of [...text.matchAll(NUMBER_WITH_UNIT), ...text.matchAll(EURO_AMOUNT)])
    if (!backed.has(match[1]!))
      issues.push({
        file,
        at: 'facts',
        message: `'${match[0]}' noemt een getal zonder referentierij (voeg een fact toe of schrijf het zonder getal)`,
      });
  return issues;
}

function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object')
    return Object.entries(value)
      .filter(([key]) => key !== 'facts' && key !== 'icon' && key !== 'faq')
      .flatMap(([, v]) => textsOf(v));
  return [];
}

/** Every check of content/; an empty list means the content may ship. */
export function lintContent(files: ContentFiles, lookup: ReferenceLookup): LintIssue[] {
  const issues: LintIssue[] = [];
  const faqDocs = new Set(Object.keys(files.faq));

  for (const name of REQUIRED_FLOWS)
    if (!(name in files.flows)) issues.push({ file: `flows/${name}.json`, at: '', message: 'deze flow ontbreekt' });
  for (const [name, json] of Object.entries(files.flows)) {
    const file = `flows/${name}.json`;
    const parsed = flowScriptSchema.safeParse(json);
    issues.push(...schemaIssues(file, parsed));
    if (!parsed.success) continue;
    if (parsed.data.id !== name)
      issues.push({ file, at: 'id', message: `id '${parsed.data.id}' hoort '${name}' te zijn` });
    issues.push(...flowIssues(file, parsed.data));
  }

  const sources = adviceSettingsSchema.shape.heatNets.element.shape.source.options;
  const requiredHeating = [
    ...CATALOGUE_CODES.map(solutionInfoName),
    solutionInfoName('heat_net'),
    ...sources.map(heatSourceInfoName),
    ...(['ZLT', 'LT', 'MT', 'HT'] as const).map(heatClassInfoName),
  ];
  for (const name of requiredHeating)
    if (!(name in files.heating))
      issues.push({ file: `heating/${name}.json`, at: '', message: 'dit informatiebestand ontbreekt' });

  for (const [name, json] of Object.entries(files.heating)) {
    const file = `heating/${name}.json`;
    const parsed = heatingInfoSchema.safeParse(json);
    issues.push(...schemaIssues(file, parsed));
    if (!parsed.success) continue;
    for (const doc of parsed.data.faq ?? [])
      if (!faqDocs.has(doc)) issues.push({ file, at: 'faq', message: `FAQ-document '${doc}' bestaat niet` });
    const texts = textsOf(parsed.data);
    texts.forEach((text) => issues.push(...readability(file, 'tekst', text)));
    issues.push(...factIssues(file, texts.join('\n'), parsed.data.facts ?? [], lookup));
  }

  for (const [name, json] of Object.entries(files.faq)) {
    const file = `faq/${name}.json`;
    const parsed = faqSchema.safeParse(json);
    issues.push(...schemaIssues(file, parsed));
    if (!parsed.success) continue;
    const texts = textsOf(parsed.data);
    texts.forEach((text) => issues.push(...readability(file, 'tekst', text)));
    issues.push(...factIssues(file, texts.join('\n'), parsed.data.facts ?? [], lookup));
  }
  return issues;
}
