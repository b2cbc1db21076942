// Generated from src/contract/endpoints/ by `npm run contract:addresses`: edit a call there, not here.
import type { EndpointAddress } from './endpoints/endpoint.ts';

export type { EndpointAddress };

/**
 * Method, path and auth of each call, without zod. The campaign console's calls (docs/decisions/0106): the web app
 * loads these only with the console's pages, so the first screens do not carry them.
 */
export const organiserEndpointAddresses = {
  sendOrganiserLink: { method: 'POST', path: '/api/1/organiser/session/send', auth: 'none' },
  exchangeOrganiserCode: { method: 'POST', path: '/api/1/organiser/session/{code}', auth: 'none' },
  killOrganiserSession: { method: 'DELETE', path: '/api/1/organiser/session', auth: 'organiser' },
  listOrganiserCampaigns: { method: 'GET', path: '/api/1/organiser/campaigns', auth: 'organiser' },
  createOrganiserCampaign: { method: 'POST', path: '/api/1/organiser/campaigns', auth: 'organiser' },
  getOrganiserCampaign: { method: 'GET', path: '/api/1/organiser/campaigns/{measurementId}', auth: 'organiser' },
  updateOrganiserCampaign: { method: 'PUT', path: '/api/1/organiser/campaigns/{measurementId}', auth: 'organiser' },
  addOrganiserMember: { method: 'POST', path: '/api/1/organiser/campaigns/{measurementId}/members', auth: 'organiser' },
  getOrganiserAdviceSettings: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/advice-settings',
    auth: 'organiser',
  },
  putOrganiserAdviceSettings: {
    method: 'PUT',
    path: '/api/1/organiser/campaigns/{measurementId}/advice-settings',
    auth: 'organiser',
  },
  startOrganiserRecalculation: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/recalculation',
    auth: 'organiser',
  },
  getOrganiserRecalculation: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/recalculation',
    auth: 'organiser',
  },
  getOrganiserReport: { method: 'GET', path: '/api/1/organiser/campaigns/{measurementId}/report', auth: 'organiser' },
  getOrganiserProgress: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/progress',
    auth: 'organiser',
  },
  getOrganiserMessages: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/messages',
    auth: 'organiser',
  },
  markOrganiserMessageHandled: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/messages/{kind}/{id}/handled',
    auth: 'organiser',
  },
  getOrganiserAudit: { method: 'GET', path: '/api/1/organiser/campaigns/{measurementId}/audit', auth: 'organiser' },
  uploadOrganiserAddresses: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/addresses',
    auth: 'organiser',
  },
  getOrganiserStartanalyse: {
    method: 'GET',
    path: '/api/1/organiser/campaigns/{measurementId}/startanalyse',
    auth: 'organiser',
  },
  putOrganiserStartanalyse: {
    method: 'PUT',
    path: '/api/1/organiser/campaigns/{measurementId}/startanalyse',
    auth: 'organiser',
  },
  printOrganiserLetters: {
    method: 'POST',
    path: '/api/1/organiser/campaigns/{measurementId}/letters',
    auth: 'organiser',
  },
  getOrganiserWeather: { method: 'GET', path: '/api/1/organiser/campaigns/{measurementId}/weather', auth: 'organiser' },
  putOrganiserWeather: { method: 'PUT', path: '/api/1/organiser/campaigns/{measurementId}/weather', auth: 'organiser' },
} as const satisfies Record<string, EndpointAddress>;
