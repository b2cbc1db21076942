import { expect, it, vi } from 'vitest';
import { e2e } from './support/e2e.ts';
import { UNTIL_IT_HAPPENS } from '../../src/contract/testing/wait-limit.ts';

it('sends one help request from the side tab, even when the button is pressed twice', async () => {
  const { page, close } = await e2e.newPage();
  try {
    await e2e.signIn(page);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/1/helpneeded/confirm') && request.method() === 'POST')
        posts.push(request.postData() ?? '');
    });
    await page.goto('/mijnhuis');
    await page.getByRole('button', { name: 'Hulp nodig?' }).click();
    const panel = page.getByRole('dialog', { name: 'Ik heb hulp nodig' });
    await panel.getByRole('button', { name: 'Hulp aanvragen' }).click();
    await panel.getByText('Let op: schrijf eerst je vraag op.').waitFor();

    // A letter-code sign-up has no e-mail address: the panel adds a field to reach the resident once it knows, which
    // moves the button down. Under load that came between typing and the double click, which then missed the button.
    await panel.getByRole('textbox', { name: /Hoe kunnen we je bereiken/ }).waitFor();
    const question = panel.getByRole('textbox', { name: 'Stel je vraag' });
    expect(await question.getAttribute('placeholder')).toBe('Waar kunnen we je mee helpen?');
    await question.fill('Hoe lees ik mijn gasmeter af?');
    await panel.getByRole('button', { name: 'Hulp aanvragen' }).dblclick();
    await panel.getByText('Je bericht is verstuurd. Een energiecoach neemt binnenkort contact met je op!').waitFor();
    expect(posts).toHaveLength(1);
    expect(JSON.parse(posts[0]!)).toMatchObject({ message: 'Hoe lees ik mijn gasmeter af?', url: '/mijnhuis' });
  } finally {
    await close();
  }
});

it('asks a resident with no e-mail address on file how to reach them, and mails it to the working group', async () => {
  const { page, close } = await e2e.newPage();
  try {
    // A letter-code sign-up has no e-mail address yet.
    await e2e.signIn(page);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Hulp nodig?' }).click();
    const panel = page.getByRole('dialog', { name: 'Ik heb hulp nodig' });
    const contact = panel.getByRole('textbox', { name: /Hoe kunnen we je bereiken/ });
    await contact.waitFor();
    await panel.getByText('We hebben nog geen e-mailadres van je.').waitFor();
    await panel.getByRole('textbox', { name: 'Stel je vraag' }).fill('Kan iemand langskomen?');
    await contact.fill('06-12345678');
    await panel.getByRole('button', { name: 'Hulp aanvragen' }).click();
    await panel.getByText('Je bericht is verstuurd.', { exact: false }).waitFor();
    // The mail goes out after the answer; other tests mail the working group too, so wait for this one.
    await vi.waitFor(
      async () =>
        expect((await e2e.readMail('werkgroep@demowijk.buurtwarmte.nl')).text).toContain('Bereikbaar via: 06-12345678'),
      UNTIL_IT_HAPPENS,
    );
  } finally {
    await close();
  }
});

it('shows no help tab when the campaign has help switched off', async () => {
  const { page, close } = await e2e.newPage();
  try {
    // The second campaign has help switched off.
    await e2e.signIn(page, { preference: true });
    await page.goto(`${e2e.preferenceBaseUrl}/mijnhuis`);
    await page.getByRole('heading', { level: 1, name: 'Mijn huis' }).waitFor();
    expect(await page.getByRole('button', { name: 'Hulp nodig?' }).count()).toBe(0);
  } finally {
    await close();
  }
});
