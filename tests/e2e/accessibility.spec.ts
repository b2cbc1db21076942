import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';

const publicRoutes = [
  '/welkom',
  '/aanmelden',
  '/inloggen',
  '/privacy',
  '/werkgroep',
  '/uitleg',
  '/isolatielabel',
  '/e-mailadres-bevestigen',
  '/deze-pagina-bestaat-niet',
];
const residentRoutes = [
  '/onboarding',
  '/dashboard',
  '/mijnhuis',
  '/mijnhuis/huisindetail',
  '/mijnhuis/gedrag',
  '/mijndata',
  '/kiesadres',
  '/advies-staat-klaar',
  '/advies-staat-klaar/wat-je-belangrijk-vindt',
  '/welkomterug',
  '/gasnet',
  '/elektriciteitsnet',
  '/warmtenet',
  '/geennet',
];

/** Opens a page and waits for its heading and for the data it loads after its first paint (progress, my data). */
async function visit(page: Page, route: string) {
  await page.goto(route);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForLoadState('networkidle');
}

describe.each([
  { who: 'a visitor', routes: publicRoutes, signIn: false },
  { who: 'a signed-in resident', routes: residentRoutes, signIn: true },
])('axe finds no serious or critical violations on the pages of $who', ({ routes, signIn }) => {
  const opened = sharedPage({ signIn });
  it.each(routes)('%s', async (route) => {
    const { page, cspViolations } = opened();
    await visit(page, route);
    expect(await e2e.axe(page)).toEqual([]);
    // Emptied per page, so a violation is reported on the page that caused it.
    expect(cspViolations.splice(0)).toEqual([]);
  });
});

// The browser's own text-size setting, as a resident with large text has it: a 32 px default font through the
// DevTools protocol, so rem, em and em-based media queries all follow (WCAG 1.4.10 and 1.4.4).
describe.each([
  { who: 'a visitor', routes: publicRoutes, signIn: false },
  { who: 'a signed-in resident', routes: residentRoutes, signIn: true },
])('reflows at 320 px with 200 % text, no sideways scrolling, on the pages of $who', ({ routes, signIn }) => {
  const opened = sharedPage({ signIn, largeText: true, viewport: { width: 320, height: 700 } });
  it.each(routes)('%s', async (route) => {
    const { page } = opened();
    await visit(page, route);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
});

describe('the phone menu and the help panel', () => {
  it('on a phone, with the menu open', async () => {
    const { page, close } = await e2e.newPage({ width: 320, height: 700 });
    try {
      await e2e.signIn(page);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('complementary', { name: 'Zijmenu' }).getByRole('link', { name: 'Mijn data' }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      // No sideways scrolling at 320 px.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    } finally {
      await close();
    }
  });

  it('on a phone, the menu closes on any link (also the current page) and nothing covers it', async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 700 });
    try {
      await e2e.signIn(page);
      // Measured once the page's data is in, so nothing that loads later moves one box between the two readings.
      await visit(page, '/mijnhuis');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('complementary', { name: 'Zijmenu' });
      await menu.waitFor();
      const help = page.getByRole('button', { name: 'Hulp nodig?' });
      const gap = await menu.evaluate(
        (aside, button) => aside.getBoundingClientRect().top - button!.getBoundingClientRect().bottom,
        await help.elementHandle(),
      );
      // The help button sits in the page flow above the menu, never on top of it.
      expect(gap).toBeGreaterThanOrEqual(-1);
      await menu.getByRole('link', { name: 'Mijn huis' }).click();
      await page.getByRole('button', { name: 'Menu', exact: true }).waitFor();
      expect(await page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    } finally {
      await close();
    }
  });

  it('with the help panel open', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await e2e.signIn(page);
      await page.goto('/mijnhuis');
      await page.getByRole('button', { name: 'Hulp nodig?' }).click();
      await page.getByRole('dialog', { name: 'Ik heb hulp nodig' }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('shows a Dutch 404 page with a way back', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.goto('/bestaat/niet');
    await page.getByRole('heading', { level: 1, name: 'Deze pagina bestaat niet' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Naar de startpagina' }).click();
    await page.waitForURL('**/welkom');
  } finally {
    await close();
  }
});
