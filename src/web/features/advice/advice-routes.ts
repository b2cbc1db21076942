/** The heating information file of a solution code (heat grids share one). */
export const infoCodeOf = (solutionCode: string): string =>
  solutionCode.startsWith('heat_net_') ? 'heat_net' : solutionCode;
