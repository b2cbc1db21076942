/** On the demo campaign's working-group list (global-setup.ts sets it; working-group.spec.ts signs in with it). */
export const WORKING_GROUP_MEMBER = 'werkgroep.lid@voorbeeld.nl';

/** A second member, for route-progress.spec.ts: a sign-in link ends the older codes of its address. */
export const PROGRESS_MEMBER = 'voortgang.lid@voorbeeld.nl';

/** A third, for group-languages.spec.ts. */
export const LANGUAGES_MEMBER = 'talen.lid@voorbeeld.nl';
