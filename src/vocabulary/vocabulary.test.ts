import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DWELLING_TYPES, DWELLING_TYPE_VOCABULARY } from './dwelling-types.ts';
import { LABEL_ORDER } from './energy-labels.ts';
import { ADVICE_READY_PATH, FLOW_IDS, FLOWS } from './flows.ts';
import { routeWords, type RouteForm } from './route-words.ts';
import { NET_CODES, ROUTE_CODES, ROUTE_VOCABULARY, routeByNet, routeFromSlug } from './routes.ts';

const root = path.resolve(import.meta.dirname, '../..');
const src = path.join(root, 'src');
const vocabulary = path.join(src, 'vocabulary');

function filesUnder(dir: string, extension: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'migrations' ? [] : filesUnder(full, extension);
    return extension.test(entry.name) ? [full] : [];
  });
}

/** The code outside the vocabulary, tests left out: what the app runs. */
const code = filesUnder(src, /\.tsx?$/).filter(
  (file) => !file.startsWith(vocabulary + path.sep) && !/\.test\.tsx?$/.test(file),
);
/** What a resident reads: the web app's and the contract's texts, the server's mails and PDFs, and content/. */
const screens = [
  ...code.filter((file) => !file.startsWith(path.join(src, 'engine') + path.sep)),
  ...filesUnder(path.join(root, 'content'), /\.json$/),
];
const read = (file: string) => fs.readFileSync(file, 'utf8');
const where = (files: readonly string[], pattern: RegExp) =>
  files.filter((file) => pattern.test(read(file))).map((file) => path.relative(root, file));

const FORMS: readonly RouteForm[] = ['title', 'short', 'inSentence', 'share', 'overview'];
const names = (form: RouteForm) => ROUTE_CODES.map((route) => routeWords(form)[route]);

describe('the vocabulary (docs/decisions/0125-one-vocabulary.md)', () => {
  it('gives every route every form, and no two routes one name in a form', () => {
    for (const form of FORMS) {
      expect(
        names(form).every((name) => name.length > 0 && name === name.trim()),
        form,
      ).toBe(true);
      expect(new Set(names(form)).size, form).toBe(ROUTE_CODES.length);
    }
  });

  it('names the fourth route one way: every form says "eigen oplossing"', () => {
    for (const form of FORMS) expect(routeWords(form).other.toLowerCase()).toContain('eigen oplossing');
  });

  it('pairs every route with its own net, slug, result flow and FAQ file, all of which exist', () => {
    expect(ROUTE_CODES.map((route) => ROUTE_VOCABULARY[route].net)).toEqual([...NET_CODES]);
    for (const route of ROUTE_CODES) {
      const { net, slug, resultFlow, faqFile } = ROUTE_VOCABULARY[route];
      expect(routeByNet[net]).toBe(route);
      expect(routeFromSlug(slug)).toBe(route);
      expect(FLOWS[resultFlow.id]).toEqual({ path: resultFlow.path, title: ROUTE_VOCABULARY[route].title, route });
      expect(fs.existsSync(path.join(root, 'content/flows', `${resultFlow.id}.json`)), resultFlow.id).toBe(true);
      expect(fs.existsSync(path.join(root, 'content/faq', `${faqFile}.json`)), faqFile).toBe(true);
    }
    expect(new Set(FLOW_IDS.map((id) => FLOWS[id].path)).size).toBe(FLOW_IDS.length);
  });

  it('lists every flow of content/flows, and only those', () => {
    // The folders beside them hold each flow's translations (record 0145).
    const files = fs
      .readdirSync(path.join(root, 'content/flows'))
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''));
    expect([...FLOW_IDS].sort()).toEqual(files.sort());
  });

  it('gives every dwelling type its label and words, no word to two types', () => {
    const answerWords = DWELLING_TYPES.flatMap((type) => DWELLING_TYPE_VOCABULARY[type].answerWords);
    expect(new Set(answerWords).size).toBe(answerWords.length);
    for (const type of DWELLING_TYPES) {
      const { label, fileWords, answerWords: answers } = DWELLING_TYPE_VOCABULARY[type];
      expect(label.length).toBeGreaterThan(0);
      expect(fileWords).toContain(type);
      expect(answers).toContain(type);
      expect(answers.every((word) => word === word.toLowerCase())).toBe(true);
    }
  });

  it('spells the route codes, the label scale and the advice page in one file of src/ each', () => {
    expect(where(code, /'fuel',\s*'all_electric',\s*'heat_grid',\s*'other'/)).toEqual([]);
    expect(where(code, /'gas',\s*'electric',\s*'heat',\s*'no'/)).toEqual([]);
    expect(where(code, /'A\+',\s*'A',\s*'B'/)).toEqual([]);
    expect(where(code, /['"]\/advies-staat-klaar['"/]/)).toEqual([]);
    expect(where(code, /'results_(gas|electric|heat_grid|nonet)'/)).toEqual([]);
    expect(where(code, /['"](zelfstandig|elektrisch|geennet|gasnet|elektriciteitsnet)['"]/)).toEqual([]);
    expect(LABEL_ORDER).toHaveLength(8);
    expect(ADVICE_READY_PATH).toBe('/advies-staat-klaar');
  });

  it('leaves no other name of a route on a screen, in a document or in content/', () => {
    const retired = [
      /zonder net\b/i,
      /(?<![/'])\bzelfstandig\b/i,
      /\bzelf regelen\b/i,
      /warmte via een eigen oplossing/i,
      /warmte via het (gas|elektriciteits)net/i,
      /\bother: 'Anders'/,
      /\bzelf je warmte regelen/i,
    ];
    for (const pattern of retired) expect(where(screens, pattern), String(pattern)).toEqual([]);
  });

  it('takes every route name a resident reads from the vocabulary, not from a copy', () => {
    // The web's translations of the titles (record 0146) and of the overview's route names (record 0149, and Mijn
    // data's, record 0153) carry the Dutch as their catalogue source; route-titles.test.ts,
    // working-group/texts.test.ts and info/my-data-texts.test.ts hold each to the vocabulary's, so those modules are
    // the catalogue's way in, not copies.
    const translated = [
      path.join(src, 'web/common/route-titles.ts'),
      path.join(src, 'web/features/working-group/texts.ts'),
      path.join(src, 'web/features/info/my-data-texts.ts'),
    ];
    const copies = ROUTE_CODES.flatMap((route) =>
      FORMS.map((form) => routeWords(form)[route])
        .filter((name) => name.includes(' '))
        .flatMap((name) =>
          where(
            code.filter((file) => !translated.includes(file)),
            new RegExp(`['\`]${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['\`]`),
          ),
        )
        .map((file) => `${file}: ${route}`),
    );
    expect(copies).toEqual([]);
  });

  it('titles every route option of the content flows with its title', () => {
    const titles = new Set<string>(names('title'));
    const labels = filesUnder(path.join(root, 'content/flows'), /\.json$/).flatMap((file) =>
      [...read(file).matchAll(/"label": "(Warmte (?:via|met|zonder) [^"]*)"/g)].map((m) => m[1]!),
    );
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.filter((label) => !titles.has(label))).toEqual([]);
  });
});
