import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { knmiDailyMeans, parseKnmiDaily } from './knmi-daily.ts';

const KNMI = path.resolve(import.meta.dirname, '../../content/weather/knmi');
const stations = JSON.parse(readFileSync(path.join(KNMI, 'stations.json'), 'utf8')) as {
  stations: {
    number: number;
    name: string;
    lat: number;
    lon: number;
    file: string;
    firstDay: string;
    lastDay: string;
  }[];
};

// KNMI's own layout: source note, station block, legend, header, a '#'-less blank, rows with empty fields.
const KNMI_SAMPLE = [
  'BRON: KONINKLIJK NEDERLANDS METEOROLOGISCH INSTITUUT (KNMI)',
  '',
  '# STN      LON(east)   LAT(north)     ALT(m)  NAME',
  '# 260:         5.180       52.100       1.90  DE BILT',
  '# 348:         4.926       51.970      -0.70  CABAUW',
  '# YYYYMMDD  = Datum (YYYY=jaar MM=maand DD=dag) / Date (YYYY=year MM=month DD=day)',
  '# TG        = Etmaalgemiddelde temperatuur (in 0.1 graden Celsius) / Daily mean temperature in (0.1 degrees Celsius)',
  '',
  '# STN,YYYYMMDD,DDVEC,   TG,   TN,    Q',
  '#',
  '  260,20240101,  225,   71,   40,  160',
  '  260,20240102,  190,  -12,  -50,     ',
  '  348,20240101,  230,   80,   52,  170',
  '  348,20240102,     ,     ,  -44,  120',
  '',
].join('\r\n');

describe('parseKnmiDaily', () => {
  it("reads KNMI's layout: the station block, the columns, each day with its line, CRLF or LF", () => {
    const file = parseKnmiDaily(KNMI_SAMPLE);
    expect(file.problems).toEqual([]);
    expect(file.stations).toEqual([
      { number: 260, name: 'DE BILT', lat: 52.1, lon: 5.18, altitudeM: 1.9 },
      { number: 348, name: 'CABAUW', lat: 51.97, lon: 4.926, altitudeM: -0.7 },
    ]);
    expect(file.columns).toEqual(['STN', 'YYYYMMDD', 'DDVEC', 'TG', 'TN', 'Q']);
    expect(file.days).toEqual([
      { station: 260, date: '2024-01-01', meanC: 7.1, globalRadiationJPerCm2: 160, line: 11 },
      { station: 260, date: '2024-01-02', meanC: -1.2, globalRadiationJPerCm2: null, line: 12 },
      { station: 348, date: '2024-01-01', meanC: 8, globalRadiationJPerCm2: 170, line: 13 },
      { station: 348, date: '2024-01-02', meanC: null, globalRadiationJPerCm2: 120, line: 14 },
    ]);
    expect(parseKnmiDaily(KNMI_SAMPLE.replaceAll('\r\n', '\n'))).toEqual(file);
    expect(knmiDailyMeans(file, 348)).toEqual([{ date: '2024-01-01', meanC: 8 }]);
  });

  it('reads every shipped file without a problem, over the days stations.json says', () => {
    for (const station of stations.stations) {
      const file = parseKnmiDaily(readFileSync(path.join(KNMI, station.file), 'utf8'));
      expect(file.problems, station.file).toEqual([]);
      expect(file.columns).toEqual(['STN', 'YYYYMMDD', 'TG', 'Q']);
      expect(new Set(file.days.map((d) => d.station))).toEqual(new Set([station.number]));
      expect(file.days[0]!.date).toBe(station.firstDay);
      expect(file.days[file.days.length - 1]!.date).toBe(station.lastDay);
      const means = knmiDailyMeans(file, station.number);
      expect(means.length).toBeGreaterThan(file.days.length - 10);
      const januaryMeans = means.filter((d) => d.date.slice(5, 7) === '01').map((d) => d.meanC);
      const januaryAverage = januaryMeans.reduce((a, b) => a + b, 0) / januaryMeans.length;
      expect(januaryAverage, station.file).toBeGreaterThan(0);
      expect(januaryAverage, station.file).toBeLessThan(7);
    }
  });

  it('names every problem by line and column, in Dutch, and keeps only good days', () => {
    const bad = [
      '# STN,YYYYMMDD,   TG,    Q',
      '  260,20240101,   71,  160',
      '  260,20240231,   71,  160',
      '  260,20240103,  7,1,  160',
      '  260,20240104,  abc,  160',
      '  260,20240105,  999,  160',
      '  26x,20240106,   10,   -5',
      '  260,20240101,   12,  100',
      '  260,20240108,   12',
    ].join('\n');
    const file = parseKnmiDaily(bad);
    expect(file.days.map((d) => d.date)).toEqual(['2024-01-01']);
    expect(file.problems.map((p) => [p.line, p.column, p.columnNumber, p.code])).toEqual([
      [3, 'YYYYMMDD', 2, 'date'],
      [4, 'Q', 5, 'field_count'],
      [5, 'TG', 3, 'number'],
      [6, 'TG', 3, 'out_of_range'],
      [7, 'STN', 1, 'station'],
      [7, 'Q', 4, 'out_of_range'],
      [8, 'YYYYMMDD', 2, 'duplicate_day'],
      [9, 'Q', 4, 'field_count'],
    ]);
    expect(file.problems[0]!.message).toBe(
      'regel 3, kolom YYYYMMDD: een datum schrijft het KNMI als JJJJMMDD, zoals 20240115 (nu: "20240231")',
    );
    expect(file.problems[2]!.message).toBe(
      'regel 5, kolom TG: hier hoort een heel getal (in tienden) of niets (nu: "abc")',
    );
  });

  it('refuses a file that is not KNMI daily data, or lacks the mean temperature', () => {
    expect(parseKnmiDaily('datum;gas\n2024-01-01;3,2\n').problems).toMatchObject([{ line: 1, code: 'no_header' }]);
    const noTg = parseKnmiDaily('# STN,YYYYMMDD,   TN\n  260,20240101,   12\n');
    expect(noTg.problems).toMatchObject([{ line: 1, column: 'TG', code: 'missing_column' }]);
    expect(noTg.days).toEqual([]);
    expect(parseKnmiDaily('# STN,YYYYMMDD,   TG\n\n').problems).toMatchObject([{ line: 1, code: 'no_days' }]);
  });
});
