import { call, type BodyOf } from './client.ts';

export const requestHelp = (body: BodyOf<'requestHelp'>) => call('requestHelp', { body });
