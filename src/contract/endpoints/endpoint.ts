import type { z } from 'zod';

/** Method, path and auth of a call: what the web client needs to send it, without zod. */
export interface EndpointAddress {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path exactly as in the spec's call table (spec §7), with {param} placeholders. */
  path: string;
  /**
   * 'session': needs a resident's `Authorization: Session <id>`; 'workingGroup': a working-group member's
   * `Authorization: WorkingGroup <id>` (docs/decisions/0065); 'organiser': an organiser's
   * `Authorization: Organiser <id>` (docs/decisions/0106); 'none': open (sign-in and campaign info).
   */
  auth: 'session' | 'workingGroup' | 'organiser' | 'none';
}

/** One call, whole: its address, its OpenAPI summary and the schemas the server validates and serialises with. */
export interface Endpoint extends EndpointAddress {
  summary: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  response: z.ZodType;
  /** Calls added beyond the spec's table (privacy promises); everything else mirrors the spec. */
  beyondSpec?: true;
  /** A larger request body than the app's 64 KiB, in bytes (an uploaded address file). */
  bodyLimit?: number;
  /** A call that answers a document instead of JSON; `response` then only describes it for the OpenAPI document. */
  produces?: 'application/pdf';
}

/** An area's calls, their literal methods, paths and schemas kept for the server's and the web client's types. */
export const defineEndpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;
