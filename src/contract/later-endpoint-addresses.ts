// Generated from src/contract/endpoints/ by `npm run contract:addresses`: edit a call there, not here.
import type { EndpointAddress } from './endpoints/endpoint.ts';

export type { EndpointAddress };

/**
 * Method, path and auth of each call, without zod. The calls of the pages after the advice (steps, quotes, loan,
 * meter readings, the low-temperature test): the web app loads these only with those pages, so the first screens do
 * not carry them.
 */
export const laterEndpointAddresses = {
  getHeatPlan: { method: 'GET', path: '/api/1/{measurementId}/heatplan/{bagCode}', auth: 'session' },
  getHeatPlanPdf: { method: 'GET', path: '/api/1/{measurementId}/heatplan/{bagCode}/pdf', auth: 'session' },
  previewPlanShare: {
    method: 'POST',
    path: '/api/1/{measurementId}/heatplan/{bagCode}/shares/preview',
    auth: 'session',
  },
  createPlanShare: { method: 'POST', path: '/api/1/{measurementId}/heatplan/{bagCode}/shares', auth: 'session' },
  listPlanShares: { method: 'GET', path: '/api/1/heatplan/shares', auth: 'session' },
  revokePlanShare: { method: 'POST', path: '/api/1/heatplan/shares/{id}/revoke', auth: 'session' },
  openSharedPlan: { method: 'GET', path: '/api/1/shared/heatplan/{code}', auth: 'none' },
  listQuotes: { method: 'GET', path: '/api/1/{measurementId}/quotes/{bagCode}', auth: 'session' },
  createQuote: { method: 'POST', path: '/api/1/{measurementId}/quotes/{bagCode}', auth: 'session' },
  deleteQuote: { method: 'DELETE', path: '/api/1/{measurementId}/quotes/{bagCode}/{id}', auth: 'session' },
  getLoan: { method: 'GET', path: '/api/1/{measurementId}/loan/{bagCode}', auth: 'session' },
  putLoanIncomeBand: { method: 'PUT', path: '/api/1/loan/income-band', auth: 'session' },
  sendWorkingGroupLink: { method: 'POST', path: '/api/1/workinggroup/session/send', auth: 'none' },
  exchangeWorkingGroupCode: {
    method: 'POST',
    path: '/api/1/workinggroup/session/{measurementId}/{code}',
    auth: 'none',
  },
  killWorkingGroupSession: { method: 'DELETE', path: '/api/1/workinggroup/session', auth: 'workingGroup' },
  getWorkingGroupOverview: { method: 'GET', path: '/api/1/workinggroup/overview', auth: 'workingGroup' },
  getWorkingGroupProgress: { method: 'GET', path: '/api/1/workinggroup/progress', auth: 'workingGroup' },
  getNeighbourhoodChoice: { method: 'GET', path: '/api/1/workinggroup/choice', auth: 'workingGroup' },
  getNeighbourhoodChoicePdf: { method: 'GET', path: '/api/1/workinggroup/choice/pdf', auth: 'workingGroup' },
  getWorkingGroupMessages: { method: 'GET', path: '/api/1/workinggroup/messages', auth: 'workingGroup' },
  markWorkingGroupMessageHandled: {
    method: 'POST',
    path: '/api/1/workinggroup/messages/{kind}/{id}/handled',
    auth: 'workingGroup',
  },
  getRouteSteps: { method: 'GET', path: '/api/1/{measurementId}/steps/{bagCode}', auth: 'session' },
  putRouteStep: { method: 'PUT', path: '/api/1/{measurementId}/steps/{bagCode}/{route}/{stepCode}', auth: 'session' },
  askStepReminder: {
    method: 'POST',
    path: '/api/1/{measurementId}/steps/{bagCode}/{route}/{stepCode}/reminder',
    auth: 'session',
  },
  stopStepReminder: { method: 'POST', path: '/api/1/reminders/{id}/stop', auth: 'session' },
  stopReminderByLink: { method: 'POST', path: '/api/1/reminders/stop', auth: 'none' },
  getReadings: { method: 'GET', path: '/api/1/{measurementId}/readings/{bagCode}', auth: 'session' },
  getMeasuredHeatLoss: { method: 'GET', path: '/api/1/{measurementId}/readings/{bagCode}/measured', auth: 'session' },
  addTypedReadings: { method: 'POST', path: '/api/1/{measurementId}/readings/{bagCode}', auth: 'session' },
  uploadReadingsFile: { method: 'POST', path: '/api/1/{measurementId}/readings/{bagCode}/file', auth: 'session' },
  correctReading: { method: 'PUT', path: '/api/1/{measurementId}/readings/{bagCode}/{readingId}', auth: 'session' },
  deleteReading: { method: 'DELETE', path: '/api/1/{measurementId}/readings/{bagCode}/{readingId}', auth: 'session' },
  deleteAllReadings: { method: 'DELETE', path: '/api/1/{measurementId}/readings/{bagCode}', auth: 'session' },
  getLowTemperatureTest: {
    method: 'GET',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
  },
  startLowTemperatureTest: {
    method: 'PUT',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
  },
  answerLowTemperatureDay: {
    method: 'PUT',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}/days/{date}',
    auth: 'session',
  },
  deleteLowTemperatureTest: {
    method: 'DELETE',
    path: '/api/1/{measurementId}/low-temperature-test/{bagCode}',
    auth: 'session',
  },
  getWorkingGroupLowTemperatureTests: {
    method: 'GET',
    path: '/api/1/workinggroup/low-temperature-tests',
    auth: 'workingGroup',
  },
} as const satisfies Record<string, EndpointAddress>;
