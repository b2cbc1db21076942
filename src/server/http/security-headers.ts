import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config.ts';

const origin = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0')).origin;

/** CSP for the built web app: exactly what it loads (docs/security.md G), nothing inline. */
export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    defaultSrc: ["'none'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:', origin(config.tileUrl), origin(config.aerialWmtsUrl), origin(config.cdnUrl)],
    connectSrc: ["'self'", origin(config.geocoderUrl)],
    fontSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameSrc: ['https://www.youtube-nocookie.com'],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    baseUri: ["'none'"],
    objectSrc: ["'none'"],
    // Upgrading would break plain-http local use (npm start on localhost).
    upgradeInsecureRequests: https ? [] : (null as unknown as string[]),
  };
}

/**
 * The API reference page (`/api/docs`, Swagger UI) gets the site's policy with one relaxation it needs: Swagger
 * UI sets inline style attributes while it renders. It loads only its own files and the OpenAPI document, holds
 * no resident data and no session, and may be framed by no one — one policy, so nothing weaker is sent.
 */
export function docsContentSecurityPolicy(): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "font-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * Every security header of a response, from helmet with our CSP, computed once: they depend only on the
 * configuration, and building them per request showed up in the API profile.
 */
export function securityHeaders(config: Config): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number) => void headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => void headers.delete(name.toLowerCase()),
  };
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: config.publicUrl?.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Agrees with frame-ancestors 'none' for browsers that only know the older header.
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  })({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  headers.set('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  return Object.fromEntries(headers);
}
