import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';
import { endpoints, type EndpointName, type Endpoints } from '../../contract/endpoints.ts';

/**
 * The typed test client over the contract's call table (issue #37.5): a server test names a call, never spells its
 * address, so an address lives in one place (src/contract/endpoint-addresses.ts). A test that needs an address the
 * table cannot give (a malformed id, an unknown path) builds it with `rawPath` and sends it with `raw`.
 */

/** The version prefix every address of the call table starts with. */
const PREFIX = '/api/1';

type PathOf<N extends EndpointName> = Endpoints[N]['path'];
/** The `{name}` placeholders of a path, as a union of names. */
type Placeholders<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;
export type ParamsOf<N extends EndpointName> = Partial<Record<Placeholders<PathOf<N>>, string | number>>;
type BodyOf<N extends EndpointName> = Endpoints[N] extends { body: z.ZodType } ? z.input<Endpoints[N]['body']> : never;
type QueryOf<N extends EndpointName> = Endpoints[N] extends { query: z.ZodType }
  ? { [K in keyof z.input<Endpoints[N]['query']>]?: string | number | boolean }
  : never;

export interface CallInput<N extends EndpointName> {
  /** Placeholders of the path; those the caller's ids fill (see `as`) may be left out. */
  params?: ParamsOf<N>;
  query?: QueryOf<N>;
  body?: BodyOf<N>;
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export type Response = LightMyRequestResponse;

/** Who sends a call: a resident's household, a working-group member or an organiser — its header and its ids. */
export interface Caller {
  headers?: { authorization: string };
  measurementId?: number;
  participatorId?: number;
  realEstateId?: number;
  bagCode?: string;
}

/** The address of a call with its placeholders filled (each value URL-encoded) and an optional query. */
export function pathOf<N extends EndpointName>(
  name: N,
  params: ParamsOf<N> = {},
  query: Record<string, string | number | boolean | undefined> = {},
): string {
  const filled = endpoints[name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = (params as Record<string, string | number | undefined>)[key];
    if (value === undefined) throw new Error(`${name}: no value for {${key}}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams(
    Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)] as [string, string]])),
  ).toString();
  return search ? `${filled}?${search}` : filled;
}

/** An address outside the call table, under the API's prefix: for tests of malformed or unknown addresses. */
export function rawPath(rest: string): string {
  return `${PREFIX}${rest}`;
}

type Calls = { [N in EndpointName]: (input?: CallInput<N>) => Promise<Response> };

export type Api = Calls & {
  /** The same client sending as `caller`: its Authorization header, and its ids filling the path's placeholders. */
  as(caller: Caller): Api;
  /** A call by name, for tests that walk the table. */
  call<N extends EndpointName>(name: N, input?: CallInput<N>): Promise<Response>;
  /** The request a call would send, without sending it. */
  request<N extends EndpointName>(name: N, input?: CallInput<N>): InjectOptions;
  /** The escape hatch: any request as it is, for malformed input the table cannot express. */
  raw(options: InjectOptions | string): Promise<Response>;
};

const CALLER_IDS = ['measurementId', 'participatorId', 'realEstateId', 'bagCode'] as const;

/** A typed client of `app` (a test app's `t.app`, or any built app). */
export function api(app: FastifyInstance | { app: FastifyInstance }, caller: Caller = {}): Api {
  const instance = 'inject' in app ? app : app.app;
  const ids: Record<string, string | number> = {};
  for (const key of CALLER_IDS) if (caller[key] !== undefined) ids[key] = caller[key];

  const request = <N extends EndpointName>(name: N, input: CallInput<N> = {}): InjectOptions => {
    const headers = { ...caller.headers, ...input.headers };
    return {
      method: endpoints[name].method,
      url: pathOf(name, { ...ids, ...input.params } as ParamsOf<N>, input.query),
      ...(input.body !== undefined ? { payload: input.body as InjectOptions['payload'] } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
    };
  };
  const call = <N extends EndpointName>(name: N, input?: CallInput<N>) => instance.inject(request(name, input));
  const calls = Object.fromEntries(
    (Object.keys(endpoints) as EndpointName[]).map((name) => [name, (input?: CallInput<never>) => call(name, input)]),
  ) as Calls;
  return {
    ...calls,
    as: (next) => api(instance, next),
    call,
    request,
    raw: (options) => instance.inject(typeof options === 'string' ? { url: options } : options),
  };
}
