/**
 * A calendar day as a date field shows and reads it in the app language (issue 14, item 14). The value every form,
 * URL and request carries stays ISO `yyyy-mm-dd`; only the text in the field follows the language:
 * English and Chinese show `yyyy-mm-dd` (year first, as the lists show dates, and unambiguous to every English
 * reader), French `jj/mm/aaaa`. Typing accepts the year-first forms in every language (`2026-03-02`, `2026/3/2`,
 * `2026年3月2日`, full-width digits), and the day-first forms only where the language writes days first (French:
 * `2/3/2026`, `02.03.2026`, `02032026`): `03/02/2026` means two different days to English readers.
 */
import type { Language } from "@aed/shared/constants/limits";

type Order = "ymd" | "dmy";
const ORDER: Record<Language, Order> = {
  en: "ymd",
  fr: "dmy",
  "zh-CN": "ymd",
  "zh-TW": "ymd",
};

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** `y-m-d` when it is a real day (years 1000-9999), else undefined. */
function isoOf(y: number, m: number, d: number): string | undefined {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return undefined;
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d > daysInMonth ? undefined : `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The ISO day as the field shows it in `language`; '' for '' (or anything not an ISO day). */
export function dayText(iso: string, language: Language): string {
  const match = ISO.exec(iso);
  if (!match) return "";
  const [, y, m, d] = match;
  return ORDER[language] === "dmy" ? `${d}/${m}/${y}` : `${y}-${m}-${d}`;
}

/** Full-width digits and separators (a Chinese input method's) as ASCII. */
const halfWidth = (text: string) =>
  text
    .replace(/[\uFF01-\uFF5E]/g, (c) =>
      String.fromCharCode(c.charCodeAt(0) - 0xfee0),
    )
    .replace(/\u3000/g, " ");

const YEAR_FIRST =
  /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
const DAY_FIRST = /^(\d{1,2})\s*[-/.]\s*(\d{1,2})\s*[-/.]\s*(\d{4})$/;

/**
 * The ISO day a typed text names in `language`: '' for an empty text, undefined for a text that is not (yet) a day.
 */
export function dayFromText(
  text: string,
  language: Language,
): string | undefined {
  const t = halfWidth(text).trim();
  if (!t) return "";
  const dayFirst = ORDER[language] === "dmy";
  const yearFirst = YEAR_FIRST.exec(t);
  if (yearFirst)
    return isoOf(
      Number(yearFirst[1]),
      Number(yearFirst[2]),
      Number(yearFirst[3]),
    );
  if (dayFirst) {
    const m = DAY_FIRST.exec(t);
    if (m) return isoOf(Number(m[3]), Number(m[2]), Number(m[1]));
  }
  if (/^\d{8}$/.test(t)) {
    return dayFirst
      ? isoOf(Number(t.slice(4)), Number(t.slice(2, 4)), Number(t.slice(0, 2)))
      : isoOf(Number(t.slice(0, 4)), Number(t.slice(4, 6)), Number(t.slice(6)));
  }
  return undefined;
}
