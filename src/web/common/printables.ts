import type { RouteName } from '../../contract/common.ts';
import { ROUTE_CODES } from '../../vocabulary/routes.ts';
import { withUnit } from '../../vocabulary/units.ts';
import { formatAmount, formatArea, formatEuro, formatNumber } from '../ui/format.ts';
import { inSourceLanguage } from './flow-language.ts';
import { componentTexts as c, flowTexts } from './flow-texts.ts';

/**
 * An answer's printable key or value as a step stores it (record 0164). The stored words are Dutch (record 0145)
 * and are read back in the reader's language, so each must be one of three kinds the reading side knows how to
 * translate: the questionnaire's own words (content/flows, through its translation), a text the runner composes
 * itself (one of `runnerPrintables`, matched and said again), or what the resident typed (left as typed). The brand
 * makes these the only ways to make one: a step cannot store a text of the runner that nobody can read back.
 */
export type Printable = string & { readonly printable: unique symbol };

/** Words of the questionnaire itself (an option's label, a question's printable key, a unit): its translation reads them. */
export const flowWords = (text: string): Printable => text as Printable;

/** What the resident typed (a free text, a year): read back as they wrote it, in whatever language that was. */
export const ownWords = (text: string): Printable => text as Printable;

/**
 * What a runner text's argument is: a number it formats (`cents` always with two decimals, `count` also picks the
 * text's plural form), words the resident typed, words of the questionnaire, or one of a few fixed values.
 */
type ArgKind = 'number' | 'cents' | 'count' | 'typed' | 'flowWord' | readonly (string | number)[];
type ArgValue<K> = K extends 'number' | 'cents' | 'count' ? number : K extends readonly (infer V)[] ? V : string;
type ArgValues<K extends readonly ArgKind[]> = { [I in keyof K]: ArgValue<K[I]> };

/** A text the runner composes for storage, with what the reading side needs to recognise it in Dutch. */
export interface RunnerPrintable {
  args: readonly ArgKind[];
  say: (...values: (string | number)[]) => string;
}

function message<const K extends readonly ArgKind[]>(
  args: K,
  say: (...values: ArgValues<K>) => string,
): ((...values: ArgValues<K>) => Printable) & RunnerPrintable {
  return Object.assign((...values: ArgValues<K>) => say(...values) as Printable, {
    args,
    say: say as unknown as RunnerPrintable['say'],
  });
}

const RATINGS = [1, 3, 5] as const;
const ENERGY_UNITS = ['kWh', 'm³'] as const;

/**
 * Every text the runner composes and stores as a printable key or value: a step stores one only through this table,
 * so each is read back in the reader's language (`printableIn`). Its say functions are the runner's own texts, in
 * the catalogue like every other (flow-texts.ts); nothing is written twice.
 */
export const runnerPrintables = {
  yes: message([], () => flowTexts.yes),
  houseDataCorrect: message([], () => c.house.correct),
  houseDataWrong: message([], () => c.house.wrongOther),
  reportedToGroup: message(['typed'], (text) => c.house.reportEcho(text)),
  buildYear: message([], () => c.house.buildYearLabel),
  contactKey: message([], () => c.email.givenKey),
  contactSaved: message([], () => c.email.givenValue),
  contactToConfirm: message([], () => c.email.givenValueConfirm),
  otherChoice: message([], () => c.multiple.other),
  // A multiple choice's 'other' option with what the resident typed after it.
  chosenOther: message(['flowWord', 'typed'], (label, typed) => `${label}: ${typed}`),
  familySize: message([], () => c.family.size),
  familySizeAnswer: message(['count'], (n) => c.family.sizeOption(n)),
  age: message(['count'], (n) => c.family.age(n)),
  ageAnswer: message(['count'], (n) => c.family.ageAnswer(n)),
  electricityNormal: message([], () => c.energy.normal),
  electricityNoSmartMeter: message([], () => c.energy.normalNoSmartMeter),
  electricityLow: message([], () => c.energy.low),
  solar: message([], () => c.energy.solar),
  gas: message([], () => c.energy.gas),
  skipped: message([], () => c.energy.skip),
  energy: message(['number', ENERGY_UNITS], (n, unit) =>
    withUnit(formatNumber(n), c.energy[unit === 'kWh' ? 'kWh' : 'm3']),
  ),
  // A number step's answer with the questionnaire's unit ('120 m²'), or without one; an amount with its cents
  // first, so '12,50' is read as one.
  amount: message(['cents'], (n) => formatAmount(n)),
  amountWithUnit: message(['cents', 'flowWord'], (n, unit) => `${formatAmount(n)} ${unit}`),
  quantity: message(['number', 'flowWord'], (n, unit) => `${formatNumber(n)} ${unit}`),
  number: message(['number'], (n) => formatNumber(n)),
  unheated: message([], () => c.area.label),
  areas: message(['number', 'number'], (heated, unheated) => c.area.result(formatArea(heated), formatArea(unheated))),
  usageArea: message(['flowWord'], (usage) => c.usages.area(usage)),
  area: message(['number'], (n) => formatArea(n)),
  discountInstallation: message([], () => c.discounts.installation),
  discountConstruction: message([], () => c.discounts.construction),
  facade: message([], () => c.facade.facade),
  glass: message([], () => c.facade.glass),
  percent: message(['number'], (n) => `${formatNumber(n)}%`),
  shower: message([], () => c.water.shower),
  showerAnswer: message(['number'], (minutes) => c.water.showerAnswer(formatNumber(minutes))),
  bath: message([], () => c.water.bath),
  bathAnswer: message(['count'], (times) => c.water.bathAnswer(times)),
  points: message(['count'], (n) => c.points.given(n)),
  enthusiasm: message([ROUTE_CODES as readonly RouteName[]], (route) => c.rate.legend(route)),
  rating: message([RATINGS], (rating) => c.rate[rating]),
  monthlyLimit: message([], () => c.filters.monthly),
  investmentLimit: message([], () => c.filters.investment),
  euro: message(['number'], (amount) => formatEuro(amount)),
};

/** The questionnaires' words in the reader's language: `known` says whether a Dutch text is one of them. */
export interface FlowWordsInLanguage {
  word: (dutch: string) => string;
  known: (dutch: string) => boolean;
}

interface Pattern {
  printable: RunnerPrintable;
  regex: RegExp;
  // Per argument: the capture group that holds it, or the fixed value the pattern was made with.
  slots: ({ group: number } | { fixed: string | number })[];
  captures: number;
  // How many characters of the Dutch text are the runner's own words, not its arguments.
  fixedLength: number;
}

// Markers that no runner text contains: a text argument is said as one, then found in the Dutch output.
const textMarker = (i: number) => `\uE000${i}\uE001`;
// Numbers no answer has, one per argument, found again in the output as Dutch writes them.
const numberMarker = (i: number) => 987650 + i;
const DUTCH_NUMBER = '(-?\\d{1,3}(?:\\.\\d{3})*(?:,\\d+)?)';
const DUTCH_CENTS = '(-?\\d{1,3}(?:\\.\\d{3})*,\\d{2})';
const ANY = '([\\s\\S]+?)';
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A number as Dutch writes it ('1.350', '12,5'), read. */
const dutchNumber = (shown: string): number => Number(shown.replace(/\./g, '').replace(',', '.'));

/**
 * Each runner text as regular expressions over its Dutch words: said in Dutch with markers for its arguments (a
 * count also with 1, for the singular, and a fixed value with each of its values), the markers then made capture
 * groups. Made once, after the Dutch messages are loaded (`loadSourceMessages`).
 */
function patternsOf(printable: RunnerPrintable): Pattern[] {
  type Sample = { value: string | number; marker: string | null };
  const samples: Sample[][] = printable.args.map((kind, i): Sample[] => {
    if (Array.isArray(kind)) return kind.map((value) => ({ value, marker: null }));
    if (kind === 'typed' || kind === 'flowWord') return [{ value: textMarker(i), marker: textMarker(i) }];
    const n = numberMarker(i);
    const shown = { value: n, marker: String(n) };
    return kind === 'count' ? [shown, { value: 1, marker: null }, { value: 8, marker: null }] : [shown];
  });
  const combinations = samples.reduce<Sample[][]>(
    (all, options) => all.flatMap((before) => options.map((option) => [...before, option])),
    [[]],
  );
  return combinations.map((combination) => {
    const said = inSourceLanguage(() => printable.say(...combination.map((s) => s.value)));
    // Where each marker stands in the Dutch text, in order, so the groups are numbered as they appear.
    const found = combination
      .map((sample, arg) => {
        if (sample.marker === null) return null;
        const shown =
          typeof sample.value === 'number'
            ? [...dutchForms(printable.args[arg]!, sample.value), sample.marker]
            : [sample.marker];
        for (const form of shown) {
          const at = said.indexOf(form);
          if (at >= 0) return { arg, at, form, kind: printable.args[arg] };
        }
        return null;
      })
      .filter((place) => place !== null)
      .sort((a, b) => a.at - b.at);
    let source = '';
    let from = 0;
    for (const place of found) {
      const capture =
        place.kind === 'cents' ? DUTCH_CENTS : place.kind === 'number' || place.kind === 'count' ? DUTCH_NUMBER : ANY;
      source += escape(said.slice(from, place.at)) + capture;
      from = place.at + place.form.length;
    }
    source += escape(said.slice(from));
    // A count said as 1 or 8 has its own words ('1 punt', '8 of meer'): the pattern holds that value, uncaptured.
    const slots = combination.map((sample, arg): Pattern['slots'][number] => {
      const group = found.findIndex((place) => place.arg === arg);
      return group >= 0 ? { group: group + 1 } : { fixed: sample.value };
    });
    const fixedLength = said.length - found.reduce((sum, place) => sum + place.form.length, 0);
    return { printable, regex: new RegExp(`^${source}$`), slots, captures: found.length, fixedLength };
  });
}

// How the runner writes a number argument in Dutch, the longest first ('987.650,00' before '987.650').
const dutchForms = (kind: ArgKind, n: number): string[] =>
  inSourceLanguage(() => (kind === 'cents' ? [formatAmount(n), formatNumber(n)] : [formatNumber(n)]));

let patterns: Pattern[] | undefined;
// Fewer captures first, then more of the runner's own words, then the table's order: a fixed text wins over one
// that would read it as a number and a unit.
const allPatterns = (): Pattern[] =>
  (patterns ??= Object.values(runnerPrintables)
    .flatMap((printable) => patternsOf(printable))
    .sort((a, b) => a.captures - b.captures || b.fixedLength - a.fixedLength));

/** One stored Dutch text in the reader's language: the questionnaire's words, a runner text, else as it is. */
function readOne(stored: string, flows: FlowWordsInLanguage): string | undefined {
  if (flows.known(stored)) return flows.word(stored);
  for (const pattern of allPatterns()) {
    const match = pattern.regex.exec(stored);
    if (!match) continue;
    let unknownWord = false;
    const values = pattern.slots.map((slot, arg) => {
      if ('fixed' in slot) return slot.fixed;
      const captured = match[slot.group]!;
      const kind = pattern.printable.args[arg];
      if (kind === 'number' || kind === 'cents' || kind === 'count') return dutchNumber(captured);
      if (kind === 'flowWord') {
        // A unit or usage the questionnaires do not have is not theirs: this is some other text.
        if (!flows.known(captured)) unknownWord = true;
        return flows.word(captured);
      }
      // What the resident typed stays as typed, and unmarked: it is in whatever language they wrote it.
      return captured;
    });
    if (unknownWord) continue;
    return pattern.printable.say(...values);
  }
  return undefined;
}

/**
 * A stored printable key or value (Dutch, record 0145) in the reader's language (record 0164): the questionnaire's
 * own words through its translation, a text the runner composed said again with its values (numbers as the reader
 * writes them), a list of chosen options each read so, and anything else (what the resident typed) as it is.
 * Runs in the reader's language, with the Dutch messages loaded beside it.
 */
export function printableIn(stored: string, flows: FlowWordsInLanguage): string {
  const whole = readOne(stored, flows);
  if (whole !== undefined) return whole;
  // A multiple choice stores its chosen options' labels joined (choice-steps.tsx).
  const parts = stored.split(', ');
  if (parts.length > 1) {
    const read = parts.map((part) => readOne(part, flows));
    if (read.every((part) => part !== undefined)) return read.join(', ');
  }
  return stored;
}

/** The chosen options' labels as a multiple choice stores them, each read back on its own (`printableIn`). */
export const chosenList = (labels: readonly Printable[]): Printable => labels.join(', ') as Printable;
