/** The largest 정원 the server takes. */
export const MAX_CAPACITY = 100_000;

/**
 * The 정원 field's text as the form sends it: null when blank (no capacity), the number of seats when it is
 * a whole number 1..100,000, undefined when it is neither (the form says so and sends nothing).
 */
export function parseCapacity(text: string): number | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  if (!/^\d{1,6}$/.test(value)) return undefined;
  const seats = Number(value);
  return seats >= 1 && seats <= MAX_CAPACITY ? seats : undefined;
}

/** The field's text for a stored 정원. */
export const capacityText = (capacity: number | null): string => (capacity === null ? '' : String(capacity));
