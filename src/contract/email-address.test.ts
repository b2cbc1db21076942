import { describe, expect, it } from 'vitest';
import { isEmailAddress } from './email-address.ts';
import { incorrectDataBodySchema } from './requests.ts';

const report = (email: string) =>
  incorrectDataBodySchema.safeParse({ measurementId: 1, participatorId: 1, nickname: 'Ria', email, message: 'x' })
    .success;

describe('one e-mail rule for the web forms and the server', () => {
  it.each([
    ['ria@voorbeeld.nl', true],
    ['ria.de.vries+buurt@voorbeeld.co.uk', true],
    ['ria@voorbeeld', false],
    ['ria@@voorbeeld.nl', false],
    ['ria voorbeeld.nl', false],
    [`${'a'.repeat(250)}@v.nl`, false],
  ])('%s → %s on both sides', (address, valid) => {
    expect(isEmailAddress(address)).toBe(valid);
    expect(report(address)).toBe(valid);
  });
});
