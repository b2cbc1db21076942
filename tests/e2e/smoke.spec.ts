import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('sends a visitor without a session from / to the Dutch welcome page, which passes axe', async () => {
  const { page, cspViolations, close } = await e2e.newPage();
  try {
    await page.goto('/');
    await page.waitForURL('**/welkom');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('nl');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/\S/);
    expect(await page.getByRole('link', { name: /aanmelden|activatiecode/i }).count()).toBeGreaterThan(0);
    // The ambassador's photo comes from the campaign's CDN (a loopback host in the journeys, support/global-setup.ts):
    // loaded, so the security policy lets the CDN's pictures in.
    const photo = page.locator('img.bw-ambassador__photo');
    await photo.waitFor();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img.bw-ambassador__photo');
      return img?.complete === true && img.naturalWidth > 0;
    });
    expect(await e2e.axe(page)).toEqual([]);
    expect(cspViolations).toEqual([]);
  } finally {
    await close();
  }
});
