/** On the demo campaign's working-group list (global-setup.ts sets it; working-group.spec.ts signs in with it). */
export const WORKING_GROUP_MEMBER = 'werkgroep.lid@voorbeeld.nl';
