import { describe, expect, it } from 'vitest';
import {
  routeStepMessages,
  routeStepTexts,
  stepStatusWords,
  stepTitle,
  stepWhy,
} from '../../contract/route-steps-texts.ts';
import { routeTitles } from '../../contract/heat-plan-texts.ts';
import { ROUTE_STEP_CODES, ROUTE_STEP_STATUSES } from '../../vocabulary/route-steps.ts';
import { ROUTE_CODES } from '../../vocabulary/routes.ts';
import * as web from './route-steps-texts.ts';

const t = web.routeStepsTexts;

/** Facts that reach every branch of the why: with and without changes, ISDE for the installation and the parts. */
const facts = ROUTE_CODES.flatMap((route) => [
  { route, hasBuildingChanges: false, isde: null },
  { route, hasBuildingChanges: true, isde: { installation: true, insulation: ['roof' as const], windowMonths: 24 } },
  {
    route,
    hasBuildingChanges: true,
    isde: { installation: false, insulation: ['roof' as const, 'floor' as const, 'glass1' as const], windowMonths: 12 },
  },
  { route, hasBuildingChanges: true, isde: { installation: false, insulation: ['facade' as const], windowMonths: 24 } },
]);

// Mijn data, the reminder mail and the API keep the contract's Dutch; the steps section reads its own here.
describe('the route steps’ words in the catalogue (record 0150)', () => {
  it('are the contract’s Dutch titles, statuses and reasons', () => {
    for (const status of ROUTE_STEP_STATUSES) expect(web.stepStatusWord(status)).toBe(stepStatusWords[status]);
    for (const route of ROUTE_CODES)
      for (const code of ROUTE_STEP_CODES) expect(web.stepTitle(code, route)).toBe(stepTitle(code, route));
    for (const f of facts) for (const code of ROUTE_STEP_CODES) expect(web.stepWhy(code, f)).toBe(stepWhy(code, f));
  });

  it('are the contract’s Dutch section texts', () => {
    const c = routeStepTexts;
    for (const key of [
      'title',
      'loadFailed',
      'noFavourite',
      'chooseLink',
      'routeLink',
      'noSteps',
      'statusLabel',
      'dateLabel',
      'dateHelp',
      'noteLabel',
      'noteHelp',
      'save',
      'saved',
      'saveFailed',
      'isdeDeadlineUnknown',
    ] as const)
      expect(t[key], key).toBe(c[key]);
    for (const route of ROUTE_CODES) expect(t.titleOf(route)).toBe(`${c.title}: ${routeTitles[route]}`);
    expect(t.lead('een warmtepomp')).toBe(c.lead('een warmtepomp'));
    expect(t.stepOf(2, 5)).toBe(c.stepOf(2, 5));
    expect(t.statusNow('Bezig')).toBe(c.statusNow('Bezig'));
    expect(t.isdeDeadline('1 mei 2027')).toBe(c.isdeDeadline('1 mei 2027'));
    const { asked, ...reminder } = t.reminder;
    const { asked: contractAsked, ...contractReminder } = c.reminder;
    expect(reminder).toEqual({ ...contractReminder, tooEarly: routeStepMessages.tooEarly.nl });
    expect(asked('1 mei 2027')).toBe(contractAsked('1 mei 2027'));
  });

  it('are the contract’s Dutch words of Mijn data’s steps and reminders', () => {
    const { myData } = routeStepTexts;
    const m = t.myData;
    for (const key of ['title', 'none', 'date', 'note', 'reminders', 'remindOn', 'stop'] as const)
      expect(m[key], key).toBe(myData[key]);
    for (const [state, word] of Object.entries(myData.stateWords))
      expect(m.stateWord(state as keyof typeof myData.stateWords)).toBe(word);
    expect(m.updated('1 mei 2027 10:00')).toBe(myData.updated('1 mei 2027 10:00'));
  });
});
