import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { OrganiserWeather, WeatherStation } from '../../contract/readings.ts';
import { queryRows, type Db } from '../db/client.ts';
import { weatherDays, weatherStations } from '../db/schema.ts';

/**
 * KNMI's daily weather in the store (issue #39.2): stations with where they stand, and each day's mean temperature.
 * Public data shared by every campaign; a campaign measures against the stored station nearest its addresses.
 */

export interface StationPlace {
  code: number;
  name: string;
  latitude: number;
  longitude: number;
}

export interface WeatherDay {
  station: number;
  date: string;
  meanC: number;
}

/**
 * Stores the stations and their days, in place of the same stations' days on the same dates (a newer copy of a file
 * corrects an older one). Runs in the caller's transaction when given one.
 */
export async function storeWeather(db: Db, stations: readonly StationPlace[], days: readonly WeatherDay[], now: Date) {
  for (const station of stations)
    await db
      .insert(weatherStations)
      .values({ ...station, importedAt: now })
      .onConflictDoUpdate({
        target: weatherStations.code,
        set: { name: station.name, latitude: station.latitude, longitude: station.longitude, importedAt: now },
      });
  for (let at = 0; at < days.length; at += 1000)
    await db
      .insert(weatherDays)
      .values(days.slice(at, at + 1000))
      .onConflictDoUpdate({
        target: [weatherDays.station, weatherDays.date],
        set: { meanC: sql`excluded.mean_c` },
      });
}

/** Every stored station with its first and last day and how many days it has. */
export async function storedStations(db: Db): Promise<WeatherStation[]> {
  const rows = await queryRows<{
    code: number;
    name: string;
    latitude: number;
    longitude: number;
    first_date: string | null;
    last_date: string | null;
    days: number;
  }>(
    db,
    sql`select s.code, s.name, s.latitude, s.longitude, min(d.date) as first_date, max(d.date) as last_date,
          count(d.date)::int as days
        from weather_stations s left join weather_days d on d.station = s.code
        group by s.code, s.name, s.latitude, s.longitude order by s.code`,
  );
  return rows
    .filter((r) => r.days > 0)
    .map((r) => ({
      code: r.code,
      name: r.name,
      latitude: r.latitude,
      longitude: r.longitude,
      firstDate: r.first_date!,
      lastDate: r.last_date!,
      days: r.days,
    }));
}

/** Great-circle distance in km: the stations are at most a few hundred km apart, so the sphere is exact enough. */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Where a campaign lies: the mean of its addresses' coordinates, or null when none has them. */
export async function campaignPlace(
  db: Db,
  measurementId: number,
): Promise<{ latitude: number; longitude: number } | null> {
  const [row] = await queryRows<{ latitude: number | null; longitude: number | null }>(
    db,
    sql`select avg(latitude) as latitude, avg(longitude) as longitude from real_estate_objects
        where measurement_id = ${measurementId} and latitude is not null and longitude is not null`,
  );
  return row?.latitude == null || row.longitude == null
    ? null
    : { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}

/**
 * The stored station nearest a place that has days in the period asked for (all of it if any has, else the one
 * nearest); null without a place or without weather. A station 60 km further with the whole season beats a near one
 * with half of it: the Netherlands' heating degree days differ little over that distance, missing days a lot.
 */
export async function nearestStation(
  db: Db,
  place: { latitude: number; longitude: number } | null,
  period?: { from: string; to: string },
): Promise<(WeatherStation & { distanceKm: number }) | null> {
  if (!place) return null;
  const stations = (await storedStations(db))
    .map((s) => ({ ...s, distanceKm: Math.round(distanceKm(place, s) * 10) / 10 }))
    .sort((a, b) => a.distanceKm - b.distanceKm);
  if (!period) return stations[0] ?? null;
  const covering = stations.find((s) => s.firstDate <= period.from && s.lastDate >= period.to);
  return covering ?? stations[0] ?? null;
}

/** The campaign's weather as the console shows it. */
export async function campaignWeather(db: Db, measurementId: number): Promise<OrganiserWeather> {
  const [place, stations] = await Promise.all([campaignPlace(db, measurementId), storedStations(db)]);
  const nearest = await nearestStation(db, place);
  return {
    nearest: nearest ? { code: nearest.code, name: nearest.name, distanceKm: nearest.distanceKm } : null,
    stations,
  };
}

/** A station's daily means from `from` (inclusive) to `to` (exclusive), in date order. */
export async function stationDays(db: Db, station: number, from: string, to: string): Promise<WeatherDay[]> {
  return db
    .select()
    .from(weatherDays)
    .where(and(eq(weatherDays.station, station), gte(weatherDays.date, from), lt(weatherDays.date, to)))
    .orderBy(asc(weatherDays.date));
}
