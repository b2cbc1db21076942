import { i18n } from '@lingui/core';
import type { z } from 'zod';
import { isLanguage } from '../../vocabulary/languages.ts';
import type { EndpointName, Endpoints } from '../../contract/endpoints.ts';
import type { ApiError as ApiErrorBody } from '../../contract/common.ts';
import { endpointAddresses, type EndpointAddress } from '../../contract/endpoint-addresses.ts';
import type { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import type { organiserEndpointAddresses } from '../../contract/organiser-endpoint-addresses.ts';
import { ApiError } from '../state/api-error.ts';
import { local } from '../state/storage.ts';

type Field<K extends EndpointName, F extends string> = Endpoints[K] extends { [P in F]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;
export type ResponseOf<K extends EndpointName> = z.output<Endpoints[K]['response']>;
export type ParamsOf<K extends EndpointName> = Field<K, 'params'>;
export type BodyOf<K extends EndpointName> = Field<K, 'body'>;
export type QueryOf<K extends EndpointName> = Field<K, 'query'>;

export type RoutedEndpoint =
  keyof typeof endpointAddresses | keyof typeof laterEndpointAddresses | keyof typeof organiserEndpointAddresses;

/** Every call's method, path and auth; tables loaded with lazy pages (after the advice, the console) join through addRoutes. */
const routes: Record<string, EndpointAddress> = { ...endpointAddresses };
export function addRoutes(table: Record<string, EndpointAddress>): void {
  Object.assign(routes, table);
}

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

/** The stored session and the Authorization scheme of the calls that are not a resident's. */
const otherSessions: Partial<Record<EndpointAddress['auth'], ['workingGroupSession' | 'organiserSession', string]>> = {
  workingGroup: ['workingGroupSession', 'WorkingGroup'],
  organiser: ['organiserSession', 'Organiser'],
};

async function send<K extends RoutedEndpoint>(name: K, accept: string, input: Input<K> | undefined): Promise<Response> {
  const route = routes[name]!;
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
  // The server answers its messages in the app's language (issue #40.2), not the browser's: the resident may have
  // chosen another one here. Before any pack is active, and for a test pseudo-locale, the browser's own header goes.
  const language = i18n.locale;
  const headers: Record<string, string> = isLanguage(language)
    ? { Accept: accept, 'Accept-Language': language }
    : { Accept: accept };
  const session = local.get('session');
  if (aboutSession) headers.Authorization = `Session ${aboutSession}`;
  else if (route.auth === 'session' && session) headers.Authorization = `Session ${session.id}`;
  // A member's session goes only to working-group calls and an organiser's only to the console's, each under its
  // own scheme (docs/decisions/0065, 0106).
  const other = otherSessions[route.auth];
  const stored = other && local.get(other[0]);
  if (other && stored) headers.Authorization = `${other[1]} ${stored.id}`;
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
