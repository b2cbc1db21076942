import type { Config } from './config.ts';

const origin = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0')).origin;

/** CSP for the built web app: exactly what it loads (security-checklist §2.6), nothing inline. */
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
