/**
 * An organiser of the demo campaign besides the demo's own (global-setup.ts adds it), for the Startanalyse spec:
 * asking a sign-in link ends the older codes of that address, so two specs that sign in as one organiser at the same
 * moment could take each other's code.
 */
export const STARTANALYSE_ORGANISER = 'startanalyse.organisator@voorbeeld.nl';

/** The organiser global-setup.ts signs in as to print the demo campaign's letters, through the console's call. */
export const LETTERS_ORGANISER = 'brieven.organisator@voorbeeld.nl';

/** The organiser route-progress.spec.ts signs in as to export the neighbourhood's progress. */
export const PROGRESS_ORGANISER = 'voortgang.organisator@voorbeeld.nl';

/** The organiser group-languages.spec.ts signs in as to read the console in the pseudo-locales and in English. */
export const LANGUAGES_ORGANISER = 'talen.organisator@voorbeeld.nl';
