import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

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

async function scan(routes: string[], signIn: boolean, viewport = { width: 1280, height: 900 }) {
  const { page, cspViolations, close } = await e2e.newPage(viewport);
  const found: Record<string, unknown> = {};
  try {
    if (signIn) await e2e.signIn(page);
    for (const route of routes) {
      await visit(page, route);
      const violations = await e2e.axe(page);
      if (violations.length > 0) found[route] = violations;
    }
    expect(cspViolations).toEqual([]);
  } finally {
    await close();
  }
  return found;
}

describe('axe finds no serious or critical violations', () => {
  it('on every page a visitor can open', async () => {
    expect(await scan(publicRoutes, false)).toEqual({});
  });

  // In groups of five, so each test stays well inside its time on a loaded two-core machine.
  const residentGroups = [0, 5, 10].map((start) => ({ routes: residentRoutes.slice(start, start + 5) }));
  it.each(residentGroups)('on every page of a signed-in resident from $routes.0', async ({ routes }) => {
    expect(await scan(routes, true)).toEqual({});
  });

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

  // One test per group of pages, signed out and signed in, so each stays well inside its time on a busy machine.
  const reflowGroups = [
    { routes: publicRoutes, signIn: false },
    ...residentGroups.map(({ routes }) => ({ routes, signIn: true })),
  ];
  it.each(reflowGroups)(
    'reflows at 320 px with 200 % text, no sideways scrolling, from $routes.0',
    async ({ routes, signIn }) => {
      // The browser's own text-size setting, as a resident with large text has it: a 32 px default font through the
      // DevTools protocol, so rem, em and em-based media queries all follow (WCAG 1.4.10 and 1.4.4).
      const { page, close } = await e2e.newPage({ width: 320, height: 700 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
      const wide: Record<string, number> = {};
      try {
        if (signIn) await e2e.signIn(page);
        for (const route of routes) {
          await visit(page, route);
          expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
          const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
          if (scrollWidth > 320) wide[route] = scrollWidth;
        }
        expect(wide).toEqual({});
      } finally {
        await close();
      }
    },
  );

  it('on a phone, the menu closes on any link (also the current page) and nothing covers it', async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 700 });
    try {
      await e2e.signIn(page);
      await page.goto('/mijnhuis');
      await page.getByRole('button', { name: 'Menu' }).click();
      const menu = page.getByRole('complementary', { name: 'Zijmenu' });
      const box = await menu.boundingBox();
      const help = await page.getByRole('button', { name: 'Hulp nodig?' }).boundingBox();
      // The help button sits in the page flow above the menu, never on top of it.
      expect(help && box && help.y + help.height <= box.y + 1).toBe(true);
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
