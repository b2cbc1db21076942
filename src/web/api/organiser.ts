import { queryOptions } from '@tanstack/react-query';
import { organiserEndpointAddresses } from '../../contract/organiser-endpoint-addresses.ts';
import { addRoutes, call, callDocument, type BodyOf } from './client.ts';

// The console's calls travel with its pages, not with the first screens (contract/organiser-endpoint-addresses.ts).
addRoutes(organiserEndpointAddresses);

export const sendOrganiserLink = (email: string) => call('sendOrganiserLink', { body: { email } });

export const exchangeOrganiserCode = (code: string) => call('exchangeOrganiserCode', { params: { code } });

export const killOrganiserSession = () => call('killOrganiserSession');

/** Every console query starts with this key: signing an organiser in or out drops them all. */
export const organiserQueries = ['organiser'] as const;

export const organiserCampaignsQuery = queryOptions({
  queryKey: [...organiserQueries, 'campaigns'],
  queryFn: () => call('listOrganiserCampaigns'),
});

export const organiserCampaignQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'campaign', measurementId],
    queryFn: () => call('getOrganiserCampaign', { params: { measurementId } }),
  });

export const organiserAdviceSettingsQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'advice-settings', measurementId],
    queryFn: () => call('getOrganiserAdviceSettings', { params: { measurementId } }),
  });

/** The working group's progress view of the campaign (issue #38.5), for its CSV. */
export const organiserProgressQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'progress', measurementId],
    queryFn: () => call('getOrganiserProgress', { params: { measurementId } }),
  });

export const organiserAuditQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'audit', measurementId],
    queryFn: () => call('getOrganiserAudit', { params: { measurementId } }),
  });

export const createCampaign = (name: string) => call('createOrganiserCampaign', { body: { name } });

export const updateCampaign = (measurementId: number, body: BodyOf<'updateOrganiserCampaign'>) =>
  call('updateOrganiserCampaign', { params: { measurementId }, body });

export const addMember = (measurementId: number, email: string) =>
  call('addOrganiserMember', { params: { measurementId }, body: { email } });

export const putAdviceSettings = (measurementId: number, body: BodyOf<'putOrganiserAdviceSettings'>) =>
  call('putOrganiserAdviceSettings', { params: { measurementId }, body });

export const uploadAddresses = (measurementId: number, file: string, dryRun: boolean) =>
  call('uploadOrganiserAddresses', { params: { measurementId }, body: { file, dryRun } });

export const organiserStartanalyseQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'startanalyse', measurementId],
    queryFn: () => call('getOrganiserStartanalyse', { params: { measurementId } }),
  });

export const uploadStartanalyse = (measurementId: number, csv: string) =>
  call('putOrganiserStartanalyse', { params: { measurementId }, body: { csv } });

export const printLetters = (measurementId: number, replace: boolean) =>
  callDocument('printOrganiserLetters', { params: { measurementId }, body: { replace } });

export const organiserRecalculationQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'recalculation', measurementId],
    queryFn: () => call('getOrganiserRecalculation', { params: { measurementId } }),
  });

export const startRecalculation = (measurementId: number, force: boolean) =>
  call('startOrganiserRecalculation', { params: { measurementId }, body: { force } });

export const organiserReportQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'report', measurementId],
    queryFn: () => call('getOrganiserReport', { params: { measurementId } }),
  });

export const organiserMessagesQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'messages', measurementId],
    queryFn: () => call('getOrganiserMessages', { params: { measurementId } }),
  });

export const markOrganiserMessageHandled = (measurementId: number, kind: 'help' | 'incorrectData', id: number) =>
  call('markOrganiserMessageHandled', { params: { measurementId, kind, id } });

export const organiserWeatherQuery = (measurementId: number) =>
  queryOptions({
    queryKey: [...organiserQueries, 'weather', measurementId],
    queryFn: () => call('getOrganiserWeather', { params: { measurementId } }),
  });

export const uploadWeather = (measurementId: number, text: string) =>
  call('putOrganiserWeather', { params: { measurementId }, body: { text } });
