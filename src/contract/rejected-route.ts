/**
 * The marker of a route the resident rejected as a whole ('Wijs deze route af'): stored as the choice and as the
 * sentiment (-1), read the same way everywhere (issue 23: five places with two definitions). Zod-free.
 */
export const REJECTED_ROUTE = -1;

/** Whether a stored choice or sentiment rejects its route; either one does. */
export function isRouteRejected(choice: {
  id?: number | null;
  adviceId?: number | null;
  sentiment?: number | null;
}): boolean {
  return (choice.id ?? choice.adviceId) === REJECTED_ROUTE || choice.sentiment === REJECTED_ROUTE;
}
