import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import type { RealEstateObject } from '../../../contract/real-estate.ts';
import type { MapSources } from '../../../contract/measurement.ts';
import {
  aerialTileTemplate,
  firstPlace,
  formatCenter,
  geocoderSearchUrl,
  MAP_VIEW,
  storedPlace,
  type LatLng,
} from './map-sources.ts';
import { reportTexts as t } from './texts.ts';

type Problem = 'tiles' | 'notFound' | 'lookupFailed' | null;

/** Asks the configured geocoder once; null when it knows no such address. */
async function lookUp(sources: MapSources, home: RealEstateObject, signal: AbortSignal): Promise<LatLng | null> {
  const response = await fetch(geocoderSearchUrl(sources.geocoderUrl, home), {
    signal,
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`geocoder answered ${response.status}`);
  return firstPlace(await response.json());
}

/**
 * Spec §2 Property map: street tiles, the aerial photo at 0.7 and an empty overlay; no controls, no drag or
 * wheel, keyboard and double-click zoom. It starts at 0,0 zoom 3 and moves to the home at zoom 18. The
 * container's data-center and data-zoom follow the view (after every move), for people and tests who inspect it.
 */
export default function MapPanel({
  sources,
  home,
  address,
}: {
  sources: MapSources;
  home: RealEstateObject;
  address: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const [problem, setProblem] = useState<Problem>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const map = L.map(element, {
      center: [MAP_VIEW.start.lat, MAP_VIEW.start.lng],
      zoom: MAP_VIEW.startZoom,
      minZoom: MAP_VIEW.minZoom,
      maxZoom: MAP_VIEW.maxZoom,
      zoomControl: false,
      attributionControl: false,
      dragging: false,
      scrollWheelZoom: false,
      touchZoom: false,
      boxZoom: false,
      keyboard: true,
      doubleClickZoom: true,
    });
    const showView = () => {
      element.dataset.center = formatCenter(map.getCenter());
      element.dataset.zoom = String(map.getZoom());
    };
    map.on('moveend zoomend', showView);
    showView();

    let failedTiles = 0;
    const onTileError = () => {
      failedTiles += 1;
      // One lost tile is noise; several mean the pictures are not coming.
      if (failedTiles >= 3) setProblem((current) => current ?? 'tiles');
    };
    L.tileLayer(sources.tileUrl, { maxNativeZoom: 19, maxZoom: MAP_VIEW.maxZoom })
      .on('tileerror', onTileError)
      .addTo(map);
    L.tileLayer(aerialTileTemplate(sources.aerialWmtsUrl), {
      opacity: MAP_VIEW.aerialOpacity,
      maxNativeZoom: 19,
      maxZoom: MAP_VIEW.maxZoom,
      tileSize: 256,
    })
      .on('tileerror', onTileError)
      .addTo(map);
    // The empty overlay: a place for later markings, drawn above the photos.
    L.layerGroup().addTo(map);

    const aborter = new AbortController();
    const goHome = (place: LatLng) => {
      map.setView([place.lat, place.lng], MAP_VIEW.homeZoom, { animate: false });
      element.dataset.located = 'true';
    };
    const stored = storedPlace(home);
    if (stored) goHome(stored);
    else
      lookUp(sources, home, aborter.signal).then(
        (place) => (place ? goHome(place) : setProblem('notFound')),
        (error: unknown) => {
          if (aborter.signal.aborted) return;
          console.error('address lookup failed', error);
          setProblem('lookupFailed');
        },
      );

    return () => {
      aborter.abort();
      map.remove();
    };
  }, [sources, home]);

  // The card's heading and help come with the first paint (dashboard-page.tsx), so this chunk only fills the box
  // that the page already reserved for it.
  return (
    <>
      {problem ? (
        <p className="bw-notice" role="status" data-testid="map-problem">
          {problem === 'tiles' ? t.mapTilesFailed : problem === 'notFound' ? t.mapNotFound : t.mapLookupFailed}
        </p>
      ) : null}
      <div
        ref={container}
        className="bw-map"
        // Leaflet makes the box focusable for its keyboard handler, so it has a role and a name; given with the box
        // itself, since a name on a box without a role is not allowed (axe found it while the map was still loading).
        role="application"
        aria-roledescription={t.mapRole}
        aria-label={t.mapName(address)}
        aria-describedby="map-help"
        data-testid="home-map"
      />
    </>
  );
}
