// Generated from src/contract/endpoints/ by `npm run contract:addresses`: edit a call there, not here.
import type { EndpointAddress } from './endpoints/endpoint.ts';

export type { EndpointAddress };

/**
 * Method, path and auth of each call, without zod. The resident app's calls: the web client reads this table
 * directly, so its first screens need not load zod.
 */
export const endpointAddresses = {
  getMeasurement: { method: 'GET', path: '/api/1/measurements/measurement', auth: 'none' },
  validateSession: { method: 'GET', path: '/api/1/session/validate/{measurementId}/{sessionId}', auth: 'none' },
  exchangeLoginCode: { method: 'GET', path: '/api/1/session/validate/{measurementId}/{code}/extended', auth: 'none' },
  killSession: { method: 'DELETE', path: '/api/1/session/kill/{measurementId}/{sessionId}', auth: 'none' },
  sendLoginLink: { method: 'POST', path: '/api/1/session/send', auth: 'none' },
  activate: { method: 'POST', path: '/api/1/realestateobjects/activate/{measurementId}', auth: 'none' },
  listRealEstate: {
    method: 'GET',
    path: '/api/1/realestateobjects/listby/{measurementId}/{participatorId}',
    auth: 'session',
  },
  updateBuildYear: {
    method: 'PUT',
    path: '/api/1/measurements/{measurementId}/realestateobjects/{realEstateId}',
    auth: 'session',
  },
  getProgress: {
    method: 'GET',
    path: '/api/1/progress/{measurementId}/{participatorId}/{realEstateId}',
    auth: 'session',
  },
  getAnswerValues: { method: 'GET', path: '/api/1/{measurementId}/{participatorId}/answers/values', auth: 'session' },
  findAnswer: { method: 'POST', path: '/api/1/{measurementId}/answers/find', auth: 'session' },
  getAnswer: { method: 'POST', path: '/api/1/answers/answer', auth: 'session' },
  recordAnswer: { method: 'POST', path: '/api/1/answers/record', auth: 'session' },
  getFlowHistory: {
    method: 'GET',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/',
    auth: 'session',
  },
  putFlowHistory: {
    method: 'PUT',
    path: '/api/1/measurements/measurement/{measurementId}/realestate/{realEstateId}/participator/{participatorId}/history/flow/{flowId}',
    auth: 'session',
  },
  syncFlow: { method: 'POST', path: '/api/1/flow/sync', auth: 'session' },
  recalculate: { method: 'POST', path: '/api/1/recalculate', auth: 'session' },
  confirmIncorrectData: { method: 'POST', path: '/api/1/incorrectdata/confirm', auth: 'session' },
  updateParticipator: { method: 'PUT', path: '/api/1/participators/update', auth: 'session' },
  setLanguage: { method: 'PUT', path: '/api/1/participators/language', auth: 'session' },
  confirmEmail: { method: 'POST', path: '/api/1/participators/confirmemail', auth: 'none' },
  requestHelp: { method: 'POST', path: '/api/1/helpneeded/confirm', auth: 'session' },
  getMyData: { method: 'GET', path: '/api/1/mydata', auth: 'session' },
  deleteMyData: { method: 'DELETE', path: '/api/1/mydata', auth: 'session' },
  getAdvice: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}', auth: 'session' },
  getAdviceContext: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}/context', auth: 'session' },
  getAdviceTrust: { method: 'GET', path: '/api/1/{measurementId}/advice/{bagCode}/trust', auth: 'session' },
  getAdviceSettings: { method: 'GET', path: '/api/1/{measurementId}/advice_settings', auth: 'session' },
  postPreference: { method: 'POST', path: '/api/1/{measurementId}/advice/{bagCode}/preference', auth: 'session' },
  postSentiment: { method: 'POST', path: '/api/1/{measurementId}/advice/{bagCode}/sentiment', auth: 'session' },
  withdrawRejection: {
    method: 'POST',
    path: '/api/1/{measurementId}/advice/{bagCode}/preference/withdraw-rejection',
    auth: 'session',
  },
  getGasUsageReport: { method: 'GET', path: '/api/1/reports/{measurementId}/{bagCode}/GasUsage', auth: 'session' },
  getHeatLossReport: { method: 'GET', path: '/api/1/reports/{measurementId}/{bagCode}/heatloss', auth: 'session' },
} as const satisfies Record<string, EndpointAddress>;
