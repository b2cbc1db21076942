import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../src/contract/measurement.ts';
import { storageKey } from '../../src/web/state/storage.ts';
import { e2e } from './support/e2e.ts';
import { WAIT_LIMIT_MS } from '../../src/contract/testing/wait-limit.ts';

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));
const streetTile = fixture('map-tile-street.png');
const aerialTile = fixture('map-tile-aerial.png');

async function mapSources(): Promise<Measurement['map']> {
  return ((await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement).map;
}
const originOf = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0')).origin;

/** Serves the configured tile and WMTS hosts from the local fixtures (or 404) and records what was asked. */
async function serveTiles(page: Page, sources: Measurement['map'], status: 200 | 404 = 200) {
  const asked = { street: [] as string[], aerial: [] as string[] };
  await page.route(
    (url) => url.origin === originOf(sources.tileUrl),
    (route) => {
      asked.street.push(route.request().url());
      return route.fulfill(status === 200 ? { status, contentType: 'image/png', body: streetTile } : { status });
    },
  );
  await page.route(
    (url) => url.origin === originOf(sources.aerialWmtsUrl),
    (route) => {
      asked.aerial.push(route.request().url());
      return route.fulfill(status === 200 ? { status, contentType: 'image/png', body: aerialTile } : { status });
    },
  );
  return asked;
}

const view = async (page: Page) => {
  const map = page.getByTestId('home-map');
  return { center: await map.getAttribute('data-center'), zoom: Number(await map.getAttribute('data-zoom')) };
};
const waitForZoom = (page: Page, zoom: number) =>
  page.locator(`[data-testid="home-map"][data-zoom="${zoom}"]`).waitFor({ timeout: WAIT_LIMIT_MS });
const centre = (lat: number, lng: number) => `${lat.toFixed(5)},${lng.toFixed(5)}`;

describe('the map of the home on the dashboard', () => {
  it('centres on the stored coordinates at zoom 18 with local tiles; drag and wheel do nothing, keys and double-click zoom', async () => {
    const { page, close, cspViolations } = await e2e.newPage();
    try {
      const sources = await mapSources();
      const asked = await serveTiles(page, sources);
      const { realEstateObjects } = await e2e.signIn(page);
      const home = realEstateObjects[0]!;
      expect(home.latitude).not.toBeNull();
      await page.goto('/dashboard');
      const map = page.getByRole('application', { name: /^Kaart met luchtfoto van / });
      await map.waitFor();
      await page.locator('[data-testid="home-map"][data-located="true"]').waitFor();
      const home18 = { center: centre(home.latitude!, home.longitude!), zoom: 18 };
      expect(await view(page)).toEqual(home18);
      await page.waitForLoadState('networkidle');
      // Both layers came from the fixture hosts; the aerial photos as PDOK WMTS 2020_ortho25 in EPSG:3857, PNG.
      expect(asked.street.length).toBeGreaterThan(0);
      expect(asked.aerial.length).toBeGreaterThan(0);
      const aerial = new URL(asked.aerial[0]!);
      expect(aerial.searchParams.get('LAYER')).toBe('2020_ortho25');
      expect(aerial.searchParams.get('TILEMATRIXSET')).toBe('EPSG:3857');
      expect(aerial.searchParams.get('FORMAT')).toBe('image/png');
      expect(aerial.searchParams.get('TILEMATRIX')).toBe('18');
      expect(
        await page
          .locator('.leaflet-tile-pane .leaflet-layer')
          .nth(1)
          .evaluate((l) => getComputedStyle(l).opacity),
      ).toBe('0.7');
      // No on-screen controls.
      expect(await page.locator('.leaflet-control').count()).toBe(0);
      expect(await page.getByTestId('map-problem').count()).toBe(0);

      await map.scrollIntoViewIfNeeded();
      const box = (await map.boundingBox())!;
      const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      // The pointer really is over the map, so what follows tests the map and not the page around it.
      expect(
        await page.evaluate(
          ({ x, y }) => document.elementFromPoint(x, y)?.closest('[data-testid="home-map"]') !== null,
          middle,
        ),
      ).toBe(true);
      // Drag: nothing moves.
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.down();
      await page.mouse.move(middle.x + 150, middle.y + 80, { steps: 10 });
      await page.mouse.up();
      // Wheel: nothing zooms.
      await page.mouse.move(middle.x, middle.y);
      await page.mouse.wheel(0, -600);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(500);
      expect(await view(page)).toEqual(home18);

      // Keyboard: + zooms in, − zooms out.
      await map.focus();
      expect(await map.boundingBox()).toEqual(box);
      await page.keyboard.press('+');
      await waitForZoom(page, 19);
      await page.keyboard.press('-');
      await waitForZoom(page, 18);
      await page.keyboard.press('-');
      await waitForZoom(page, 17);
      // Double-click zooms in.
      await page.mouse.dblclick(middle.x, middle.y);
      await waitForZoom(page, 18);
      expect(cspViolations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('says in Dutch when tiles cannot load, and the rest of the dashboard keeps working', async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 812 });
    try {
      const asked = await serveTiles(page, await mapSources(), 404);
      await e2e.signIn(page);
      await page.goto('/dashboard');
      await page.getByText('De kaartbeelden konden niet worden geladen. De rest van de pagina werkt gewoon.').waitFor();
      expect(asked.street.length + asked.aerial.length).toBeGreaterThan(0);
      // Still centred on the home, and the page still leads on.
      expect((await view(page)).zoom).toBe(18);
      await page.getByTestId('gas-usage-list').waitFor();
      await page.getByRole('link', { name: 'Beginnen: Basisvragen' }).click();
      await page.waitForURL('**/onboarding');
    } finally {
      await close();
    }
  });

  describe('a home without stored coordinates', () => {
    async function withoutCoordinates(page: Page, answer: unknown) {
      const sources = await mapSources();
      await serveTiles(page, sources);
      const searches: URL[] = [];
      await page.route(
        (url) => url.origin === originOf(sources.geocoderUrl),
        (route) => {
          searches.push(new URL(route.request().url()));
          return route.fulfill({
            status: 200,
            contentType: 'application/json',
            headers: { 'access-control-allow-origin': '*' },
            body: JSON.stringify(answer),
          });
        },
      );
      const { realEstateObjects } = await e2e.signIn(page);
      const home = realEstateObjects[0]!;
      await page.addInitScript(
        ([key]) => {
          const stored = JSON.parse(localStorage.getItem(key!) ?? 'null') as Record<string, unknown> | null;
          if (stored) localStorage.setItem(key!, JSON.stringify({ ...stored, latitude: null, longitude: null }));
        },
        [storageKey('context')],
      );
      await page.goto('/dashboard');
      return { home, searches };
    }

    it('asks the configured geocoder once, URL-encoded, and centres on its first answer', async () => {
      const { page, close } = await e2e.newPage();
      try {
        const { home, searches } = await withoutCoordinates(page, [
          { lat: '52.0912345', lon: '5.1187654' },
          { lat: '10', lon: '10' },
        ]);
        await page.locator('[data-testid="home-map"][data-located="true"]').waitFor();
        expect(await view(page)).toEqual({ center: centre(52.0912345, 5.1187654), zoom: 18 });
        expect(searches).toHaveLength(1);
        expect(searches[0]!.searchParams.get('q')).toBe(
          `${home.street} ${home.houseNumber}, ${home.postalCode}, ${home.city}, Netherlands`,
        );
        expect(searches[0]!.searchParams.get('format')).toBe('jsonv2');
        expect(searches[0]!.search).not.toContain(' ');
      } finally {
        await close();
      }
    });

    it('says so in Dutch when the geocoder knows no such address', async () => {
      const { page, close } = await e2e.newPage();
      try {
        await withoutCoordinates(page, []);
        await page.getByText('We konden je adres niet op de kaart vinden.', { exact: false }).waitFor();
        expect(await view(page)).toEqual({ center: centre(0, 0), zoom: 3 });
        await page.getByRole('heading', { name: 'Je vragenlijsten' }).waitFor();
      } finally {
        await close();
      }
    });
  });
});
