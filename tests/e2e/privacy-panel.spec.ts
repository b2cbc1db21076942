import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

const sections = [
  'Over de app',
  'Welke gegevens verzamelen we niet?',
  'Welke gegevens verzamelen we wel?',
  'Waarom verzamelen we deze gegevens?',
  'Wat krijgt de werkgroep te zien?',
  'Derde partijen',
  'Onderzoek',
  'Hoe lang bewaren we je gegevens?',
  'Hoe beschermen we je gegevens?',
  'Hoe houden we contact?',
  'Jouw rechten',
  'Bijlage 1: Bronnen',
  'Bijlage 2: Gegevensbeveiliging',
];

describe('the privacy statement', () => {
  it('opens from the footer link and closes again', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/welkom');
      await page.getByRole('contentinfo').getByRole('button', { name: 'Privacyverklaring' }).click();
      const panel = page.getByRole('dialog', { name: 'Privacyverklaring' });
      for (const heading of sections) await panel.getByRole('heading', { name: heading }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await panel.getByRole('button', { name: 'Sluiten' }).click();
      expect(await panel.isVisible()).toBe(false);
    } finally {
      await close();
    }
  });

  it('opens on the global open-privacy event and closes with Escape', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/aanmelden');
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.evaluate(() => window.dispatchEvent(new Event('open-privacy')));
      const panel = page.getByRole('dialog', { name: 'Privacyverklaring' });
      await panel.getByRole('heading', { name: 'Jouw rechten' }).waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });
    } finally {
      await close();
    }
  });

  it('is also a page of its own at /privacy', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await page.goto('/privacy');
      await page.getByRole('heading', { level: 1, name: 'Privacyverklaring' }).waitFor();
      for (const heading of sections)
        expect(await page.getByRole('heading', { level: 2, name: heading }).count()).toBe(1);
    } finally {
      await close();
    }
  });
});
