import type { Price } from '@pimento/shared-kit/contracts/prices';

/** A calendar day `YYYY-MM-DD` in the user's own time zone: the day a price is valid "today". */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether the price's period holds `day` (both ends included, a missing end open), as the server's `valid_on` reads it. */
export function isValidOn(price: Pick<Price, 'start_date' | 'end_date'>, day: string): boolean {
  return (price.start_date === null || price.start_date <= day) && (price.end_date === null || price.end_date >= day);
}

/** `quantity: 10, country: FR`, in the list's order of codes as stored. */
export function discriminantText(price: Pick<Price, 'discriminant_values'>): string {
  return Object.entries(price.discriminant_values)
    .map(([code, value]) => `${code}: ${value}`)
    .join(', ');
}

/** Prices read in the interface's language: up to six decimals, no rounding of what was typed. */
export function priceNumberFormat(language: string): Intl.NumberFormat {
  return new Intl.NumberFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { maximumFractionDigits: 6 });
}
