/**
 * Spec §8 messages, word for word: what a refused sign-in says, to residents, working-group members and organisers
 * alike, so each kind's routes take them from here rather than from another area's routes.
 */
export const INVALID_COMBINATION = 'Helaas, deze activatiecode en postcode huisnummer combinatie lijkt niet geldig.';
export const INVALID_LINK = 'Helaas, deze activatiecode lijkt niet (langer) geldig.';
export const TOO_MANY_ATTEMPTS = 'Te veel pogingen. Probeer het over een kwartier opnieuw.';
