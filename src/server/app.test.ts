import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { endpoints } from '../contract/endpoints.ts';
import { seedDemoNeighbourhood } from './demo/neighbourhood.ts';
import { buildTestApp, type TestApp } from './testing/test-app.ts';
import { pathOf, rawPath } from './testing/api.ts';
import { storePerFile } from './testing/world.ts';

// Each test builds its own world (issue #37.5): a fresh app without a campaign, so it runs alone and in any order.
describe('the platform', () => {
  let t: TestApp;
  const store = storePerFile();
  beforeEach(async () => {
    t = await buildTestApp({}, { store: store() });
  });
  afterEach(async () => t.close());

  it('answers /healthz and /readyz when the store is reachable', async () => {
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });

  it('answers 404 with a JSON error while no campaign exists, then the default campaign', async () => {
    const before = await t.app.inject(pathOf('getMeasurement'));
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ error: { code: 'not_found' } });
    await seedDemoNeighbourhood(t.store.db);
    const after = await t.app.inject({ url: pathOf('getMeasurement'), headers: { host: 'unknown.example' } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ name: 'Demowijk', mode: 'DataGathering', ambassadorName: 'Anouk de Vries' });
  });

  it('tells the web app where the map gets its tiles, aerial photos and addresses, from the configuration', async () => {
    const configured = await buildTestApp({
      TILE_URL: 'https://tiles.example.nl/{z}/{x}/{y}.png',
      AERIAL_WMTS_URL: 'https://wmts.example.nl/luchtfoto',
      GEOCODER_URL: 'https://geocoder.example.nl',
    });
    try {
      await seedDemoNeighbourhood(configured.store.db);
      const res = await configured.app.inject(pathOf('getMeasurement'));
      expect(res.statusCode).toBe(200);
      expect(res.json().map).toEqual({
        tileUrl: 'https://tiles.example.nl/{z}/{x}/{y}.png',
        aerialWmtsUrl: 'https://wmts.example.nl/luchtfoto',
        geocoderUrl: 'https://geocoder.example.nl',
      });
      // The same hosts are the only outside ones the page may load pictures from or connect to.
      const policy = String((await configured.app.inject('/healthz')).headers['content-security-policy']);
      expect(policy).toMatch(/img-src [^;]*https:\/\/tiles\.example\.nl[^;]*https:\/\/wmts\.example\.nl/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/geocoder\.example\.nl/);
    } finally {
      await configured.close();
    }
  });

  it('documents every call of the contract in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, Record<string, unknown>> };
    const registered = Object.keys(doc.paths);
    for (const endpoint of Object.values(endpoints)) {
      expect(registered, endpoint.path).toContain(endpoint.path);
      expect(Object.keys(doc.paths[endpoint.path] ?? {}), endpoint.path).toContain(endpoint.method.toLowerCase());
    }
  });

  it('sends a strict CSP and no-store on API answers', async () => {
    const res = await t.app.inject(pathOf('getMeasurement'));
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const page = await t.app.inject('/healthz');
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(String(page.headers['content-security-policy'])).not.toContain('unsafe-inline');
  });

  it('frames nothing anywhere, and gives the API reference one policy no weaker than the site’s but for inline styles', async () => {
    for (const url of ['/healthz', pathOf('getMeasurement'), '/api/docs/', '/api/openapi.json'])
      expect((await t.app.inject(url)).headers['x-frame-options'], url).toBe('DENY');
    const docs = await t.app.inject('/api/docs/');
    const policy = String(docs.headers['content-security-policy']);
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/https:|unsafe-eval|upgrade-insecure-requests/);
    expect(policy.match(/unsafe-inline/g)).toEqual(['unsafe-inline']);
    expect(policy).toMatch(/style-src 'self' 'unsafe-inline'/);
  });

  it('answers a too-long path value and a malformed URL with the JSON error shape', async () => {
    const long = await t.app.inject(pathOf('validateSession', { measurementId: '1', sessionId: 'a'.repeat(300) }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ error: { code: 'bad_request' } });
    const bad = await t.app.inject(rawPath('/progress/%E0%A4%A/1/1'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});
