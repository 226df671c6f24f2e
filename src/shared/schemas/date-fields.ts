import { storableString } from "./text-fields";

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A real day of the calendar as YYYY-MM-DD, years 1 to 9999. `Date.parse` is not enough: it rolls 2026-02-31 over
 * to March 3rd, which PostgreSQL then refuses.
 */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const daysInMonth = new Date(Date.UTC(2000, month, 0)).getUTCDate() - (month === 2 && !isLeapYear(year) ? 1 : 0);
  return day <= daysInMonth;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A date field of the API: YYYY-MM-DD naming a day that exists. */
export const isoDateString = (message: string) => storableString(message).refine(isCalendarDate, message);
