import { describe, expect, it } from 'vitest';
import {
  aerialTileTemplate,
  firstPlace,
  formatCenter,
  geocoderSearchUrl,
  mapCredits,
  storedPlace,
} from './map-sources.ts';

const home = {
  street: 'Lange Nieuwstraat',
  houseNumber: 12,
  houseLetter: 'A',
  houseNumberAddition: null,
  postalCode: '3512 PH',
  city: "'s-Hertogenbosch",
};

describe('map sources', () => {
  it('asks PDOK for the 2020_ortho25 layer in EPSG:3857 as PNG, with Leaflet placeholders', () => {
    const url = new URL(aerialTileTemplate('https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0').replace(/[{}]/g, '_'));
    expect(url.origin + url.pathname).toBe('https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      SERVICE: 'WMTS',
      REQUEST: 'GetTile',
      VERSION: '1.0.0',
      LAYER: '2020_ortho25',
      STYLE: 'default',
      TILEMATRIXSET: 'EPSG:3857',
      TILEMATRIX: '_z_',
      TILEROW: '_y_',
      TILECOL: '_x_',
      FORMAT: 'image/png',
    });
    expect(aerialTileTemplate('https://wmts.example/wmts?token=1')).toMatch(
      /^https:\/\/wmts\.example\/wmts\?token=1&SERVICE=/,
    );
  });

  it('builds the geocoder query from the address, URL-encoded, as jsonv2', () => {
    const url = new URL(geocoderSearchUrl('https://nominatim.example/', home));
    expect(url.pathname).toBe('/search');
    expect(url.searchParams.get('q')).toBe("Lange Nieuwstraat 12, 3512 PH, 's-Hertogenbosch, Netherlands");
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(geocoderSearchUrl('https://nominatim.example', home)).toContain(
      "q=Lange%20Nieuwstraat%2012%2C%203512%20PH%2C%20's-Hertogenbosch%2C%20Netherlands",
    );
  });

  it('reads the first place of a geocoder answer, and nothing from an empty or broken one', () => {
    expect(
      firstPlace([
        { lat: '52.0907', lon: '5.1214' },
        { lat: '1', lon: '1' },
      ]),
    ).toEqual({ lat: 52.0907, lng: 5.1214 });
    expect(firstPlace([])).toBeNull();
    expect(firstPlace({ error: 'Unable to geocode' })).toBeNull();
    expect(firstPlace([{ lat: 'x', lon: '5' }])).toBeNull();
    expect(firstPlace([{ lon: '5' }])).toBeNull();
  });

  it('uses stored coordinates only when both are there, and prints a centre to 5 decimals', () => {
    expect(storedPlace({ latitude: 52.1, longitude: 5.2 })).toEqual({ lat: 52.1, lng: 5.2 });
    expect(storedPlace({ latitude: 52.1, longitude: null })).toBeNull();
    expect(formatCenter({ lat: 52.123456, lng: 5.1 })).toBe('52.12346,5.10000');
  });

  it('credits OpenStreetMap and PDOK by name, and any other provider by its host', () => {
    expect(
      mapCredits({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        aerialWmtsUrl: 'https://service.pdok.nl/hwh/luchtfotorgb/wmts/v1_0',
        geocoderUrl: 'https://nominatim.openstreetmap.org',
      }),
    ).toEqual(['Kaart © OpenStreetMap-bijdragers', 'Luchtfoto: Beeldmateriaal Nederland (PDOK)']);
    expect(
      mapCredits({
        tileUrl: 'https://tiles.example.nl/{z}/{x}/{y}.png',
        aerialWmtsUrl: 'https://wmts.example.nl/x',
        geocoderUrl: 'https://geo.example.nl',
      }),
    ).toEqual(['Kaart: tiles.example.nl', 'Luchtfoto: wmts.example.nl']);
  });
});
