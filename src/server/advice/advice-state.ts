import type { AdviceProfile, AdviceResult, CampaignSettings } from '../../engine/index.ts';
import type { preferences } from '../db/schema.ts';
import type { ProfileFields } from '../households/house-profile.ts';
import type { RealEstateRow } from '../households/real-estate.ts';

/** What the advice depends on of a resident's choices. */
export type PreferenceRow = Pick<typeof preferences.$inferSelect, 'route' | 'adviceId' | 'sentiment'>;

/** A home's advice as one resident reads it, with what it was computed from. */
export interface AdviceState {
  home: RealEstateRow;
  /** The house profile, with the measured heat loss where the readings give one: the bands narrow with it. */
  profile: AdviceProfile;
  /** Where each profile field came from, as the flow sync stored it (house_profiles.fields). */
  fields: ProfileFields;
  settings: CampaignSettings;
  /** The home's stored result with this resident's rejected routes applied. */
  result: AdviceResult;
  preferences: PreferenceRow[];
}
