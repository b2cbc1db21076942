import type { MapSources } from '../../../contract/measurement.ts';
import { reportTexts } from './texts.ts';

/** Spec §9 map constants. */
export const MAP_VIEW = {
  start: { lat: 0, lng: 0 },
  startZoom: 3,
  minZoom: 2,
  maxZoom: 20,
  homeZoom: 18,
  aerialOpacity: 0.7,
  aerialLayer: '2020_ortho25',
  aerialMatrixSet: 'EPSG:3857',
} as const;

/**
 * The Leaflet URL template of the aerial photos: a WMTS GetTile request (KVP) for PDOK's 2020_ortho25 layer in the
 * EPSG:3857 matrix set, as PNG. In EPSG:3857 the tile matrix is the zoom level, the row y and the column x.
 */
export function aerialTileTemplate(wmtsUrl: string): string {
  const base = wmtsUrl.replace(/[?&]+$/, '');
  const params = [
    'SERVICE=WMTS',
    'REQUEST=GetTile',
    'VERSION=1.0.0',
    `LAYER=${MAP_VIEW.aerialLayer}`,
    'STYLE=default',
    `TILEMATRIXSET=${encodeURIComponent(MAP_VIEW.aerialMatrixSet)}`,
    'TILEMATRIX={z}',
    'TILEROW={y}',
    'TILECOL={x}',
    `FORMAT=${encodeURIComponent('image/png')}`,
  ].join('&');
  return `${base}${base.includes('?') ? '&' : '?'}${params}`;
}

export interface HomeAddress {
  street: string;
  houseNumber: number;
  houseLetter: string | null;
  houseNumberAddition: string | null;
  postalCode: string;
  city: string;
}

/** The geocoder search for a home: `{street} {houseNumber}, {postalCode}, {city}, Netherlands`, URL-encoded. */
export function geocoderSearchUrl(geocoderUrl: string, home: HomeAddress): string {
  const query = `${home.street} ${home.houseNumber}, ${home.postalCode}, ${home.city}, Netherlands`;
  return `${geocoderUrl.replace(/\/+$/, '')}/search?q=${encodeURIComponent(query)}&format=jsonv2&limit=1`;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** The first usable place of a Nominatim jsonv2 answer, or null for an empty or unreadable answer. */
export function firstPlace(answer: unknown): LatLng | null {
  if (!Array.isArray(answer) || answer.length === 0) return null;
  const first = answer[0] as { lat?: unknown; lon?: unknown };
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  if (typeof first.lat !== 'string' && typeof first.lat !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** The home's stored coordinates, when it has both. */
export function storedPlace(home: { latitude: number | null; longitude: number | null }): LatLng | null {
  if (home.latitude === null || home.longitude === null) return null;
  return { lat: home.latitude, lng: home.longitude };
}

/** What the map container says in data-center: latitude,longitude to 5 decimals (about a metre). */
export const formatCenter = ({ lat, lng }: LatLng): string => `${lat.toFixed(5)},${lng.toFixed(5)}`;

const hostOf = (url: string) => new URL(url.replace(/\{[a-z]\}/g, '0')).hostname;

/**
 * The credit line under the map: the providers ask for it, and the spec allows no attribution control on the map.
 * Known providers by name; any other host by its host name.
 */
export function mapCredits(sources: MapSources): string[] {
  const street = hostOf(sources.tileUrl);
  const aerial = hostOf(sources.aerialWmtsUrl);
  return [
    street.endsWith('openstreetmap.org') ? reportTexts.mapCredit.osm : reportTexts.mapBy(street),
    aerial.endsWith('pdok.nl') ? reportTexts.mapCredit.pdok : reportTexts.aerialBy(aerial),
  ];
}

export type { MapSources };
