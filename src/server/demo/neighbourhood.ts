import { adviceSettingsOverridesSchema } from '../../contract/settings.ts';
import { defaultHeatNet } from '../../engine/index.ts';
import { eq } from 'drizzle-orm';
import { addOrganiser } from '../console/campaigns.ts';
import type { Db } from '../db/client.ts';
import { insertCampaign } from '../campaigns/campaign-rows.ts';
import { measurements, realEstateObjects } from '../db/schema.ts';
import { loadShippedWeather } from '../weather/knmi-import.ts';

/**
 * "Demowijk": a fictional neighbourhood so that `npm start` shows the product on a fresh machine.
 * Deterministic (no randomness): the same seed gives the same streets on every machine.
 */
const STREETS = [
  {
    street: 'Lindelaan',
    postalCode: '3581KA',
    lat: 52.089,
    lon: 5.135,
    type: 'terraced',
    year: 1931,
    surface: 104,
    label: 'E',
  },
  {
    street: 'Kastanjestraat',
    postalCode: '3581KB',
    lat: 52.0901,
    lon: 5.1372,
    type: 'semi_detached',
    year: 1958,
    surface: 128,
    label: 'D',
  },
  {
    street: 'Beukenhof',
    postalCode: '3581KC',
    lat: 52.0912,
    lon: 5.1391,
    type: 'corner',
    year: 1972,
    surface: 118,
    label: 'C',
  },
  {
    street: 'Wilgenweg',
    postalCode: '3581KD',
    lat: 52.0924,
    lon: 5.141,
    type: 'detached',
    year: 1986,
    surface: 162,
    label: null,
  },
  {
    street: 'Eikenplein',
    postalCode: '3581KE',
    lat: 52.0935,
    lon: 5.1333,
    type: 'apartment_middle',
    year: 1998,
    surface: 78,
    label: 'B',
  },
  {
    street: 'Berkenrij',
    postalCode: '3581KG',
    lat: 52.0879,
    lon: 5.1318,
    type: 'terraced',
    year: 2012,
    surface: 112,
    label: 'A',
  },
] as const;

const HOUSES_PER_STREET = 8;
const APARTMENT_FLOORS = ['apartment_ground', 'apartment_middle', 'apartment_top'] as const;

export interface DemoAddress {
  bagCode: string;
  street: string;
  houseNumber: number;
  houseLetter: string | null;
  houseNumberAddition: string | null;
  postalCode: string;
  city: string;
  buildYear: number;
  totalSurface: number;
  dwellingType: string;
  currentEnergyLabel: string | null;
  estimatedTotalGasUsage: number;
  estimatedTotalEnergyUsage: number;
  isMonument: boolean;
  latitude: number;
  longitude: number;
}

export function demoAddresses(): DemoAddress[] {
  const list: DemoAddress[] = [];
  STREETS.forEach((s, streetIndex) => {
    for (let i = 0; i < HOUSES_PER_STREET; i += 1) {
      const houseNumber = 1 + i * 2;
      // Spread build years over the street's period and a few decades either side (1900–2020).
      const buildYear = Math.min(
        2020,
        Math.max(1900, s.year + ((i * 7) % 17) - 8 - (streetIndex === 0 ? 25 * (i % 2) : 0)),
      );
      const totalSurface = Math.round(s.surface * (0.8 + ((i * 13) % 9) / 20));
      const dwellingType =
        s.type === 'apartment_middle' ? APARTMENT_FLOORS[i % 3]! : i === 0 && s.type === 'terraced' ? 'corner' : s.type;
      list.push({
        bagCode: `0344010000${String(streetIndex * 100 + i + 1).padStart(6, '0')}`,
        street: s.street,
        houseNumber,
        houseLetter: streetIndex === 2 && i === 3 ? 'A' : null,
        houseNumberAddition: null,
        postalCode: s.postalCode,
        city: 'Utrecht',
        buildYear,
        totalSurface,
        dwellingType,
        currentEnergyLabel: i % 3 === 2 ? null : s.label,
        estimatedTotalGasUsage: Math.round(totalSurface * (buildYear < 1975 ? 12.5 : buildYear < 1992 ? 10 : 7)),
        estimatedTotalEnergyUsage: Math.round(2200 + totalSurface * 6),
        isMonument: streetIndex === 0 && i === 5,
        latitude: Number((s.lat + i * 0.00018).toFixed(6)),
        longitude: Number((s.lon + i * 0.00024).toFixed(6)),
      });
    }
  });
  // One address with two homes (a house with a separate upstairs flat), for the address-choice screen.
  const twin = list.find((a) => a.street === 'Kastanjestraat' && a.houseNumber === 5)!;
  twin.houseNumberAddition = 'bg';
  twin.dwellingType = 'apartment_ground';
  list.push({
    ...twin,
    bagCode: '0344010000000999',
    houseNumberAddition: '1',
    dwellingType: 'apartment_top',
    totalSurface: 64,
    estimatedTotalGasUsage: 780,
  });
  return list;
}

export const DEMO_MEASUREMENT_NAME = 'Demowijk';

/** The demo campaign's working-group member: sign in at /werkgroep/inloggen; the link goes to the local outbox. */
export const DEMO_WORKING_GROUP_MEMBER = 'lid@demowijk.buurtwarmte.nl';

/** The demo campaign's organiser: sign in to the campaign console at /beheer/inloggen (issue 27.4). */
export const DEMO_ORGANISER = 'organisator@demowijk.buurtwarmte.nl';

/**
 * Creates the demo campaign and its addresses unless a campaign with that name exists, and makes sure it has its
 * organiser (also in a demo made before the console existed); returns its id.
 */
export async function seedDemoNeighbourhood(db: Db): Promise<{ measurementId: number; created: boolean }> {
  const [existing] = await db
    .select({ id: measurements.id })
    .from(measurements)
    .where(eq(measurements.name, DEMO_MEASUREMENT_NAME));
  const seeded = existing ? { measurementId: existing.id, created: false } : await createDemoCampaign(db);
  await addOrganiser(db, DEMO_ORGANISER, seeded.measurementId, new Date());
  return seeded;
}

/**
 * The KNMI weather the repository ships (content/weather/knmi), stored so the demo measures residents' readings
 * offline: Demowijk lies in Utrecht, nearest De Bilt and Cabauw. Idempotent: a stored day is replaced by itself.
 */
export async function seedDemoWeather(db: Db, contentDir: string, now: Date): Promise<number> {
  return loadShippedWeather(db, contentDir, now);
}

async function createDemoCampaign(db: Db): Promise<{ measurementId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    const campaign = await insertCampaign(
      tx,
      {
        name: DEMO_MEASUREMENT_NAME,
        mode: 'DataGathering',
        hosts: ['localhost', '127.0.0.1'],
        ambassadorName: 'Anouk de Vries',
        ambassadorIntroduction:
          'Ik woon zelf aan de Lindelaan en zit in de werkgroep Warm Demowijk. Samen zoeken we uit hoe we onze huizen straks zonder aardgas warm houden. Ik help je graag op weg met een paar korte vragen over jouw huis.',
        ambassadorPathToImage: '/ambassadors/anouk.jpg',
        showHelp: true,
        showWebsite: true,
        websiteUrl: 'https://demowijk.buurtwarmte.nl',
        workingGroupName: 'Werkgroep Warm Demowijk',
        workingGroupEmail: 'werkgroep@demowijk.buurtwarmte.nl',
        // One member, so a newcomer can open the working group's view out of the box (issue 27.4).
        workingGroupEmails: [DEMO_WORKING_GROUP_MEMBER],
        // Every route has options in the demo: green gas as the gas option and a medium-temperature heat grid
        // (70 °C) fed by geothermal heat, at the tariffs the engine uses for this year.
        adviceSettings: adviceSettingsOverridesSchema.parse({
          typeOfGas: 'green_gas',
          heatNets: [{ ...defaultHeatNet(new Date().getUTCFullYear(), 70, 'geothermal'), name: 'Warmtenet Demowijk' }],
        }),
        timeline: [
          { key: 'mapped', status: 'done', date: '2026-09-01' },
          { key: 'firstSelection', status: 'done', date: '2026-10-15' },
          { key: 'residentsPreference', status: 'current', date: null },
          { key: 'neighbourhoodChoice', status: 'upcoming', date: null },
        ],
      },
      new Date(),
      { makeDefault: true },
    );
    const measurementId = campaign.id;
    await tx.insert(realEstateObjects).values(demoAddresses().map((a) => ({ ...a, measurementId })));
    return { measurementId, created: true };
  });
}
