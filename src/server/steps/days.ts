/**
 * Calendar days as the resident's date field gives them (2026-11-27), counted in Europe/Amsterdam: a reminder for
 * today is due from midnight there, not at midnight UTC.
 */

/** The day it is now in Amsterdam. */
export function amsterdamDay(now: Date): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });
}

const parse = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (date: Date) => date.toISOString().slice(0, 10);

export function addDays(day: string, days: number): string {
  const { y, m, d } = parse(day);
  return format(new Date(Date.UTC(y, m - 1, d + days)));
}

/** The same day `months` later; a day the month lacks (31 August + 6) becomes its last day (28 February). */
export function addMonths(day: string, months: number): string {
  const { y, m, d } = parse(day);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))));
}
