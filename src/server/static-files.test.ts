import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/test-app.ts';
import { rawPath } from './testing/api.ts';

/** Every route of the spec's route table (spec §2) must reach the web app on a deep link. */
const SPEC_ROUTES = [
  '/',
  '/welkom',
  '/aanmelden',
  '/inloggen',
  '/onboarding',
  '/dashboard',
  '/mijnhuis',
  '/mijnhuis/huisindetail',
  '/mijnhuis/gedrag',
  '/mijndata',
  '/werkgroep',
  '/privacy',
  '/kiesadres',
  '/uitleg',
  '/isolatielabel',
  '/advies-staat-klaar',
  '/advies-staat-klaar/wat-je-belangrijk-vindt',
  '/welkomterug',
  '/gasnet',
  '/elektriciteitsnet',
  '/warmtenet',
  '/geennet',
];

const example = {
  id: 'values',
  finish: 'Value',
  steps: [{ id: 'intro', content: [{ kind: 'ChatMessage', props: { text: 'Hoi', isBWW: true } }] }],
};

describe('static files and the web app', () => {
  let t: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'buurtwarmte-static-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'web', 'static'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'web', 'index.html'),
      '<!doctype html><html lang="nl"><title>Buurtwarmte</title></html>',
    );
    fs.writeFileSync(path.join(dir, 'web', 'static', 'app.js'), 'console.log(1)');
    for (const folder of ['flows', 'faq', 'heating']) {
      fs.mkdirSync(path.join(dir, 'content', folder), { recursive: true });
      // A flow file must be a flow: the server reads the codes it may store answers under from it.
      const body = folder === 'flows' ? example : { folder };
      fs.writeFileSync(path.join(dir, 'content', folder, 'example.json'), JSON.stringify(body));
    }
    t = await buildTestApp({ WEB_DIR: path.join(dir, 'web'), CONTENT_DIR: path.join(dir, 'content') });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(SPEC_ROUTES)('serves the web app on a deep link to %s', async (route) => {
    const res = await t.app.inject(route);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="nl">');
  });

  it('serves the built files themselves', async () => {
    const res = await t.app.inject('/static/app.js');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
  });

  it.each(['flows', 'faq', 'heating'])('serves content/%s under /assets and ignores the ?v= query', async (folder) => {
    const res = await t.app.inject(`/assets/${folder}/example.json?v=7`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(folder === 'flows' ? example : { folder });
  });

  it('answers unknown API paths and missing content with a JSON 404, not the web app', async () => {
    for (const url of [rawPath('/does-not-exist'), '/assets/flows/missing.json']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
    }
  });

  it('does not serve files outside the content folders', async () => {
    const res = await t.app.inject('/assets/flows/..%2f..%2fweb%2findex.html');
    expect(res.statusCode).toBe(404);
  });
});
