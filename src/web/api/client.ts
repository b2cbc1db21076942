import type { z } from 'zod';
import type { EndpointName, Endpoints } from '../../contract/endpoints.ts';
import type { ApiError as ApiErrorBody } from '../../contract/common.ts';
import { ApiError } from '../state/api-error.ts';
import { local } from '../state/storage.ts';

type Field<K extends EndpointName, F extends string> = Endpoints[K] extends { [P in F]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export type ResponseOf<K extends EndpointName> = z.output<Endpoints[K]['response']>;
export type ParamsOf<K extends EndpointName> = Field<K, 'params'>;
export type BodyOf<K extends EndpointName> = Field<K, 'body'>;
export type QueryOf<K extends EndpointName> = Field<K, 'query'>;

/**
 * Method, path and auth of the calls the web app makes. The contract's `endpoints` table
 * builds zod schemas at import time, so importing it would put zod in the first bundle;
 * `satisfies` makes the compiler check every entry against the contract's literal types
 * instead (docs/decisions/0020-web-query-and-router.md).
 */
const routes = {
  getMeasurement: { method: 'GET', path: '/api/1/measurements/measurement', auth: 'none' },
  getProgress: {
    method: 'GET',
    path: '/api/1/progress/{measurementId}/{participatorId}/{realEstateId}',
    auth: 'session',
  },
  validateSession: { method: 'GET', path: '/api/1/session/validate/{measurementId}/{sessionId}', auth: 'none' },
  exchangeLoginCode: { method: 'GET', path: '/api/1/session/validate/{measurementId}/{code}/extended', auth: 'none' },
  killSession: { method: 'DELETE', path: '/api/1/session/kill/{measurementId}/{sessionId}', auth: 'none' },
  sendLoginLink: { method: 'POST', path: '/api/1/session/send', auth: 'none' },
  activate: { method: 'POST', path: '/api/1/realestateobjects/activate/{measurementId}', auth: 'none' },
  getFlowHistory: {
    method: 'GET',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/',
    auth: 'session',
  },
  updateParticipator: { method: 'PUT', path: '/api/1/participators/update', auth: 'session' },
  confirmEmail: { method: 'POST', path: '/api/1/participators/confirmemail', auth: 'none' },
  requestHelp: { method: 'POST', path: '/api/1/helpneeded/confirm', auth: 'session' },
  getAdvice: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}', auth: 'session' },
  getGasUsageReport: { method: 'GET', path: '/api/1/reports/{measurementId}/{bagCode}/GasUsage', auth: 'session' },
  getHeatLossReport: { method: 'GET', path: '/api/1/reports/{measurementId}/{bagCode}/heatloss', auth: 'session' },
  getAdviceContext: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}/context', auth: 'session' },
  getAdviceTrust: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}/trust', auth: 'session' },
  getAdviceSettings: { method: 'GET', path: '/api/1/{measurementId}/advice_settings', auth: 'session' },
  getHeatPlan: { method: 'GET', path: '/api/1/{measurementId}/heatplan/{bagCode}', auth: 'session' },
  previewPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares/preview',
    auth: 'session',
  },
  createPlanShare: { method: 'POST', path: '/api/1/{measurementId}/heatplan/{bagCode}/shares', auth: 'session' },
  listPlanShares: { method: 'GET', path: '/api/1/heatplan/shares', auth: 'session' },
  revokePlanShare: { method: 'POST', path: '/api/1/heatplan/shares/{id}/revoke', auth: 'session' },
  openSharedPlan: { method: 'GET', path: '/api/1/shared/heatplan/{code}', auth: 'none' },
  getHeatPlanPdf: { method: 'GET', path: '/api/1/{measurementId}/heatplan/{bagCode}/pdf', auth: 'session' },
  getAnswerValues: { method: 'GET', path: '/api/1/{measurementId}/{participatorId}/answers/values', auth: 'session' },
  recordAnswer: { method: 'POST', path: '/api/1/answers/record', auth: 'session' },
  listRealEstate: {
    method: 'GET',
    path: '/api/1/realestateobjects/listby/{measurementId}/{participatorId}',
    auth: 'session',
  },
  updateBuildYear: {
    method: 'PUT',
    path: '/api/1/measurements/{measurementId}/realestateobjects/{realEstateId}',
    auth: 'session',
  },
  putFlowHistory: {
    method: 'PUT',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/flow/{flowId}',
    auth: 'session',
  },
  syncFlow: { method: 'POST', path: '/api/1/flow/sync', auth: 'session' },
  recalculate: { method: 'POST', path: '/api/1/recalculate', auth: 'session' },
  postPreference: { method: 'POST', path: '/api/1/{measurementId}/advice/{bagCode}/preference', auth: 'session' },
  postSentiment: { method: 'POST', path: '/api/1/{measurementId}/advice/{bagCode}/sentiment', auth: 'session' },
  withdrawRejection: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference/withdraw-rejection',
    auth: 'session',
  },
  confirmIncorrectData: { method: 'POST', path: '/api/1/incorrectdata/confirm', auth: 'session' },
  getMyData: { method: 'GET', path: '/api/1/mydata', auth: 'session' },
  deleteMyData: { method: 'DELETE', path: '/api/1/mydata', auth: 'session' },
  sendWorkingGroupLink: { method: 'POST', path: '/api/1/workinggroup/session/send', auth: 'none' },
  exchangeWorkingGroupCode: {
    method: 'POST',
    path: '/api/1/workinggroup/session/{measurementId}/{code}',
    auth: 'none',
  },
  killWorkingGroupSession: { method: 'DELETE', path: '/api/1/workinggroup/session', auth: 'workingGroup' },
  getWorkingGroupOverview: { method: 'GET', path: '/api/1/workinggroup/overview', auth: 'workingGroup' },
  getWorkingGroupMessages: { method: 'GET', path: '/api/1/workinggroup/messages', auth: 'workingGroup' },
  markWorkingGroupMessageHandled: {
    method: 'POST',
    path: '/api/1/workinggroup/messages/{kind}/{id}/handled',
    auth: 'workingGroup',
  },
} as const satisfies {
  [K in EndpointName]?: { method: Endpoints[K]['method']; path: Endpoints[K]['path']; auth: Endpoints[K]['auth'] };
};

export type RoutedEndpoint = keyof typeof routes;

type Input<K extends RoutedEndpoint> = (ParamsOf<K> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<K> }) &
  (BodyOf<K> extends undefined ? { body?: undefined } : { body: BodyOf<K> }) &
  (QueryOf<K> extends undefined ? { query?: undefined } : { query: QueryOf<K> }) & {
    /** A session to send in the Authorization header instead of the stored one (a call about that session). */
    session?: string;
  };

let unauthorizedHandler: () => void = () => undefined;
/** Spec §8: an invalid session clears local data and goes to /welkom; main.tsx decides how. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
}

type CallArgs<K extends RoutedEndpoint> =
  Input<K> extends { params?: undefined; body?: undefined; query?: undefined } ? [Input<K>?] : [Input<K>];

export async function call<K extends RoutedEndpoint>(name: K, ...args: CallArgs<K>): Promise<ResponseOf<K>> {
  return (await (await send(name, 'application/json', args[0])).json()) as ResponseOf<K>;
}

/** A call whose contract entry `produces` a document (the PDF of 'Mijn warmteplan'): its body and file name. */
export async function callDocument<K extends RoutedEndpoint>(
  name: K,
  ...args: CallArgs<K>
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send(name, 'application/pdf', args[0]);
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'document.pdf';
  return { blob: await response.blob(), fileName };
}

async function send<K extends RoutedEndpoint>(name: K, accept: string, input: Input<K> | undefined): Promise<Response> {
  const route = routes[name];
  const {
    params,
    body,
    query,
    session: aboutSession,
  } = (input ?? {}) as {
    params?: Record<string, unknown>;
    body?: unknown;
    query?: Record<string, unknown>;
    session?: string;
  };
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : '';
  const headers: Record<string, string> = { Accept: accept };
  const session = local.get('session');
  if (aboutSession) headers.Authorization = `Session ${aboutSession}`;
  else if (route.auth === 'session' && session) headers.Authorization = `Session ${session.id}`;
  // A member's session goes only to working-group calls, under its own scheme (docs/decisions/0065).
  const member = route.auth === 'workingGroup' ? local.get('workingGroupSession') : undefined;
  if (member) headers.Authorization = `WorkingGroup ${member.id}`;
  if (body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${local.get('apiUrl') ?? ''}${fillPath(route.path, params)}${search}`, {
      method: route.method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch (error) {
    // Spec §8: network failures are only logged; the screen decides what the resident sees.
    console.error(`${route.method} ${route.path} failed`, error);
    throw new ApiError(0, 'network', 'network');
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    if (response.status === 401 && route.auth === 'session') unauthorizedHandler();
    throw new ApiError(response.status, answer?.error.code ?? 'internal', answer?.error.message ?? response.statusText);
  }
  return response;
}
