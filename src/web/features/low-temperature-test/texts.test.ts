import { describe, expect, it } from 'vitest';
import {
  LOW_TEMPERATURE_LIMITS,
  lowTemperatureTexts as contract,
  TEST_ROOM_NAMES,
  TEST_ROOMS,
} from '../../../contract/low-temperature-test.ts';
import { lowTemperatureTestTexts as web, roomName } from './texts.ts';

type Texts = Record<string, unknown>;

/** Each text of the web's table beside the contract's: strings as they are, functions called with `args`. */
function sameDutch(mine: Texts, theirs: Texts, args: Record<string, unknown[][]>, path = '') {
  for (const key of Object.keys(mine)) {
    const [a, b] = [mine[key], theirs[key]];
    const where = `${path}${key}`;
    if (typeof a === 'function') {
      const calls = args[where];
      expect(calls, `arguments for ${where}`).toBeDefined();
      for (const call of calls!)
        expect((a as (...x: unknown[]) => unknown)(...call), where).toBe((b as (...x: unknown[]) => unknown)(...call));
    } else if (typeof a === 'object' && a !== null && !Array.isArray(a))
      sameDutch(a as Texts, b as Texts, args, `${where}.`);
    else expect(a, where).toEqual(b);
  }
}

// Mijn data and the server keep the contract's Dutch; the test's page reads its own through the catalogue.
describe('the 50-gradentest’s words in the catalogue (record 0150)', () => {
  it('are the contract’s Dutch words', () => {
    for (const room of TEST_ROOMS) expect(roomName(room)).toBe(TEST_ROOM_NAMES[room]);
    const { errors, ...rest } = web;
    const { startTooOld, ...otherErrors } = errors;
    expect(startTooOld(LOW_TEMPERATURE_LIMITS.maxDaysBack)).toBe(contract.errors.startTooOld);
    sameDutch({ ...rest, errors: otherErrors }, contract, {
      setPointOption: [[45], [50], [55]],
      running: [[50, 'maandag 17 november 2026']],
      dayLegend: [['maandag 17 november 2026']],
      dayAnswered: [['maandag 17 november 2026']],
      answeredCold: [['keuken, badkamer']],
      outdoor: [[null], [3.25], [-1]],
      'verdict.running': [
        [1, 5],
        [3, 5],
      ],
      'verdict.ready': [[50]],
      'verdict.notReady': [[55]],
      'verdict.tooMild': [[45]],
      'verdict.noWeather': [[50]],
      coldRoom: [
        ['Keuken', 1],
        ['Keuken', 4],
      ],
      weatherSeen: [[-2.5, 6, 'De Bilt']],
      coldDays: [
        [0, 2],
        [1, 2],
        [3, 2],
      ],
      weatherMissing: [[1], [2]],
      designFlow: [[48, -10]],
      measured: [[215, 4.2, 3.8, 4.6, -10]],
      coldestDayLoad: [[3.1]],
      'limits.mild': [[2, 3]],
    });
  });
});
