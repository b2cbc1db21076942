import { queryOptions } from '@tanstack/react-query';
import type { HomeKey } from './advice.ts';
import { laterEndpointAddresses } from '../../contract/later-endpoint-addresses.ts';
import { addRoutes, call, type BodyOf } from './client.ts';

// These calls travel with the pages after the advice, not with the first screens (contract/later-endpoint-addresses.ts).
addRoutes(laterEndpointAddresses);

/** A home's meter readings (issue #39.1). */
export const readingsQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['readings', home.measurementId, home.bagCode],
    queryFn: () => call('getReadings', { params: home }),
  });

/** What the readings measure of the home beside the model, with the chart's points (issue #39.4). */
export const measuredHeatLossQuery = (home: HomeKey) =>
  queryOptions({
    queryKey: ['advice', home.measurementId, home.bagCode, 'measured'],
    queryFn: () => call('getMeasuredHeatLoss', { params: home }),
  });

export const addTypedReadings = (home: HomeKey, body: BodyOf<'addTypedReadings'>) =>
  call('addTypedReadings', { params: home, body });

/** A CSV's text, or an Excel workbook's bytes as base64 (record 0156). */
export const uploadReadingsFile = (home: HomeKey, file: { csv: string } | { xlsx: string }) =>
  call('uploadReadingsFile', { params: home, body: file });

export const correctReading = (home: HomeKey, readingId: number, body: BodyOf<'correctReading'>) =>
  call('correctReading', { params: { ...home, readingId }, body });

export const deleteReading = (home: HomeKey, readingId: number) =>
  call('deleteReading', { params: { ...home, readingId } });

export const deleteAllReadings = (home: HomeKey) => call('deleteAllReadings', { params: home });
