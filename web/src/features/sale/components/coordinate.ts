/** A coordinate as typed ("48,85" with a decimal comma too); '' = not given; text that is no number stays text (refused). */
export function coordinate(text: string): number | null | string {
  const s = text.trim().replace(',', '.');
  if (s === '') return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : text;
}
