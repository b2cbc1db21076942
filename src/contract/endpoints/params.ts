import { bagCodeSchema, idSchema } from '../common.ts';

/** Path values many calls share. */
export const campaign = { measurementId: idSchema };
/** A home of a campaign, by its BAG code. */
export const home = { measurementId: idSchema, bagCode: bagCodeSchema };
