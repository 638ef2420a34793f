import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The phone widget's starting country (spec 002 §5.4). */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'US';

/**
 * A stored number split for the phone widget: its country and the number as dialled there.
 * Numbers stored before they were checked (no country code) stay as typed, under the default country.
 */
export function splitPhone(stored: string): { country: CountryCode; national: string } {
  const parsed = stored ? parsePhoneNumberFromString(stored) : undefined;
  if (parsed?.country) return { country: parsed.country, national: parsed.formatNational() };
  return { country: DEFAULT_PHONE_COUNTRY, national: stored };
}

/**
 * The number to store: international (E.164, "+15551234567") so it reads the same from any
 * country and mail or rules can match it; empty stays empty. Call only with a valid number.
 */
export function storedPhone(national: string, country: CountryCode): string {
  if (national.trim() === '') return '';
  return parsePhoneNumberFromString(national, country)?.number ?? national.trim();
}

/** A stored number as people read it ("+1 555 123 4567"); unparseable ones as stored. */
export function displayPhone(stored: string): string {
  if (!stored) return '';
  return parsePhoneNumberFromString(stored)?.formatInternational() ?? stored;
}
