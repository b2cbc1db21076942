import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { endpoints, type EndpointName } from '../../contract/endpoints.ts';
import { TIMELINE_STEP_KEYS } from '../../contract/measurement.ts';
import { queryRows, type Db } from '../db/client.ts';
import type { Household } from './households.ts';

/** A valid request body per call, for a household's own ids (matrix, fuzz and bench start from these). */
export function validBody(name: EndpointName, h: Household): Record<string, unknown> | undefined {
  const ids = { measurementId: h.measurementId, participatorId: h.participatorId, realEstateId: h.realEstateId };
  switch (name) {
    case 'findAnswer':
      return { participatorId: h.participatorId, questionCode: 'FamilySize' };
    case 'getAnswer':
      return { ...ids, flowId: 'onboarding', questionCode: 'FamilySize' };
    case 'recordAnswer':
      return {
        ...ids,
        flowId: 'onboarding',
        questionCode: 'FamilySize',
        value: '3',
        printableKey: 'Gezin',
        printableValue: '3',
      };
    case 'sendLoginLink':
      return { email: 'matrix@example.test', measurementId: h.measurementId, url: 'http://localhost/inloggen' };
    case 'sendWorkingGroupLink':
      return { email: 'matrix@example.test', measurementId: h.measurementId };
    case 'activate':
      return { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: 'ZZZ-ZZZZ-ZZZ' };
    case 'putFlowHistory':
      return { history: 'welcome|family', percentage: 40 };
    case 'syncFlow':
      return { ...ids, flowId: 'onboarding' };
    case 'recalculate':
      return { measurementId: h.measurementId, bagCode: h.bagCode };
    case 'postPreference':
      return { net: 'gas', id: -1 };
    case 'postSentiment':
      return { net: 'electric', sentiment: 3 };
    case 'withdrawRejection':
      return { net: 'gas' };
    case 'confirmIncorrectData':
      return { ...ids, nickname: 'Matrix', email: 'matrix@example.test', message: 'Klopt niet' };
    case 'setLanguage':
      return { language: 'en' };
    case 'updateParticipator':
      return {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        nickname: 'Matrix',
        email: `matrix-${h.participatorId}@example.test`,
      };
    case 'confirmEmail':
      return { code: 'C'.repeat(43) };
    case 'requestHelp':
      return {
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        message: 'Help',
        url: '/',
        flow: 'onboarding',
        flowHistory: 'a|b',
      };
    case 'sendOrganiserLink':
    case 'addOrganiserMember':
      return { email: 'matrix@example.test' };
    case 'uploadOrganiserAddresses':
      return { file: Buffer.from('bagCode;straat\n').toString('base64'), dryRun: true };
    case 'putOrganiserStartanalyse':
      return { csv: 'buurtcode;jaar;strategie;nationale_kosten\nBU03440101;2020;S1a;1250000\n' };
    case 'startOrganiserRecalculation':
      return { force: false };
    case 'printOrganiserLetters':
      return { replace: false };
    case 'putOrganiserAdviceSettings':
      return { co2Tax: 0.1 };
    case 'createOrganiserCampaign':
      return { name: 'Matrixwijk' };
    case 'updateOrganiserCampaign':
      return {
        name: 'Matrixwijk',
        mode: 'DataGathering',
        hosts: ['matrix.example'],
        ambassadorName: '',
        ambassadorIntroduction: '',
        ambassadorPathToImage: '',
        showHelp: true,
        showWebsite: false,
        websiteUrl: '',
        workingGroupName: '',
        workingGroupEmail: '',
        workingGroupEmails: [],
        language: 'nl',
        letterText: '',
        signUpWindowDays: 90,
        timeline: TIMELINE_STEP_KEYS.map((key) => ({ key, status: 'upcoming', date: null })),
      };
    case 'addTypedReadings':
      return { readings: [{ date: '2025-01-01', gasM3: 4512.345, electricityKwh: null }] };
    case 'uploadReadingsFile':
      return { csv: 'datum;gasverbruik_m3\n2025-01-06;9,8\n' };
    case 'correctReading':
      return { date: '2025-01-01', gasM3: 4512.5, electricityKwh: null };
    case 'putOrganiserWeather':
      return { text: '# 260:  5.180  52.100  1.90  DE BILT\n# STN,YYYYMMDD,   TG\n  260,20250101,   45\n' };
    case 'startLowTemperatureTest':
      return { setPointC: 50, startDate: yesterday() };
    case 'answerLowTemperatureDay':
      return { allWarm: false, coldRooms: ['bathroom'] };
    case 'previewPlanShare':
    case 'createPlanShare':
      return { email: 'coach@example.test', includeAnswers: true, consent: true };
    case 'createQuote':
      return {
        label: 'Offerte 1',
        solutionCode: 'air_water_heat_pump',
        output: { kW: 6, ratedAt: 'minus10' },
        maxFlowC: 55,
        priceEur: 14000,
        includes: ['emitters'],
      };
    case 'putLoanIncomeBand':
      return { incomeBand: 'above_60000' };
    // Issue #38.1, #38.4: a step of the route in pathValues, and a reminder from tomorrow (no mail goes at once).
    case 'putRouteStep':
      return { status: 'busy', date: '2026-11-27', note: 'Twee offertes gevraagd' };
    case 'askStepReminder':
      return {
        remindOn: new Date(Date.now() + 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' }),
      };
    case 'stopReminderByLink':
      return { code: 'D'.repeat(43) };
    default:
      return undefined;
  }
}

export function pathValues(h: Household): Record<string, string | number> {
  return {
    measurementId: h.measurementId,
    participatorId: h.participatorId,
    realEstateId: h.realEstateId,
    bagCode: h.bagCode,
    flowId: 'onboarding',
    sessionId: 'A'.repeat(43),
    code: 'B'.repeat(43),
    kind: 'help',
    id: 1,
    route: 'all_electric',
    stepCode: 'ask_quotes',
    readingId: 1,
    date: yesterday(),
  };
}

/** Yesterday in the Netherlands: a low-temperature test started then has that day to answer. */
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

export function fillPath(path: string, values: Record<string, string | number>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key])));
}

const MIX = '?fuel=10&all_electric=60&heat_grid=30&other=0';
/** A valid query of the calls that take one. */
export const QUERIES: Partial<Record<EndpointName, string>> = {
  updateBuildYear: '?buildYear=1961',
  getNeighbourhoodChoice: MIX,
  getNeighbourhoodChoicePdf: MIX,
};

/** The request of one call with `ids` in path and body, sent with `session` (or none). */
export function requestFor(name: EndpointName, ids: Household, session?: Household): InjectOptions {
  const e = endpoints[name];
  const body = validBody(name, ids);
  const query = QUERIES[name] ?? '';
  return {
    method: e.method,
    url: `${fillPath(e.path, pathValues(ids))}${query}`,
    ...(body ? { payload: body } : {}),
    ...(session ? { headers: session.headers } : {}),
    remoteAddress: '10.77.0.1',
  };
}

/**
 * Every row that belongs to a household, as JSON, for "unchanged" checks. Session rows leave out
 * last_seen_at: the household's own requests touch it.
 */
export async function householdSnapshot(db: Db, h: Household): Promise<string> {
  const p = h.participatorId;
  const homes = sql`(select real_estate_id from participator_real_estates where participator_id = ${p})`;
  const parts = await Promise.all([
    queryRows(db, sql`select * from participators where id = ${p}`),
    queryRows(db, sql`select * from participator_real_estates where participator_id = ${p} order by real_estate_id`),
    queryRows(
      db,
      sql`select id_hash, created_at, revoked_at, absolute_expires_at from sessions where participator_id = ${p} order by id_hash`,
    ),
    queryRows(db, sql`select * from login_links where participator_id = ${p} order by token_hash`),
    queryRows(db, sql`select * from answers where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from flow_progress where participator_id = ${p} order by flow_id, real_estate_id`),
    queryRows(db, sql`select * from preferences where participator_id = ${p} order by route, real_estate_id`),
    queryRows(db, sql`select * from help_requests where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from incorrect_data_reports where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from real_estate_objects where id in ${homes} order by id`),
    queryRows(db, sql`select * from plan_shares where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from loan_income_bands where participator_id = ${p}`),
    queryRows(
      db,
      sql`select o.* from plan_share_openings o join plan_shares s on s.id = o.share_id where s.participator_id = ${p} order by o.id`,
    ),
    queryRows(db, sql`select * from house_profiles where real_estate_id in ${homes} order by real_estate_id`),
    queryRows(db, sql`select * from installer_quotes where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from meter_readings where real_estate_id in ${homes} order by id`),
    queryRows(db, sql`select * from low_temperature_tests where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from low_temperature_test_days where participator_id = ${p} order by test_id, date`),
    queryRows(
      db,
      sql`select real_estate_id, input_hash, computed_at from advice_results where real_estate_id in ${homes} order by real_estate_id`,
    ),
    queryRows(db, sql`select * from route_steps where participator_id = ${p} order by id`),
    queryRows(db, sql`select * from step_reminders where participator_id = ${p} order by id`),
  ]);
  return JSON.stringify(parts);
}
