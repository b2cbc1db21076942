import type { Language } from '../../vocabulary/languages.ts';
import { call } from './client.ts';

/** Keeps the signed-in household's language, so their next sign-in on another device starts in it. */
export const saveLanguage = (language: Language) => call('setLanguage', { body: { language } });
