import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';

it('logs out: the session ends on the server, the local keys go, and the resident lands on /welkom', async () => {
  const { page, close } = await e2e.newPage();
  try {
    const { credentials, session } = await e2e.signIn(page);
    await page.goto('/mijnhuis');
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL('**/welkom');
    const keys = await page.evaluate(() =>
      ['session', 'participator', 'estates', 'context'].map((key) => localStorage.getItem(`buurtwarmte.${key}`)),
    );
    expect(keys).toEqual([null, null, null, null]);
    const validity = await fetch(`${e2e.baseUrl}/api/1/session/validate/${credentials.measurementId}/${session.id}`);
    expect(await validity.json()).toEqual({ isValid: false });
  } finally {
    await close();
  }
});
