import { describe, expect, it } from "vitest";
import { dayFromText, dayText } from "./day-text";

describe("a day as a date field shows and reads it", () => {
  it("shows yyyy-mm-dd in English and Chinese, jj/mm/aaaa in French", () => {
    expect(dayText("2026-03-02", "en")).toBe("2026-03-02");
    expect(dayText("2026-03-02", "zh-CN")).toBe("2026-03-02");
    expect(dayText("2026-03-02", "zh-TW")).toBe("2026-03-02");
    expect(dayText("2026-03-02", "fr")).toBe("02/03/2026");
    expect(dayText("", "fr")).toBe("");
  });

  it("reads year-first days in every language, with any separator, Chinese characters or full-width digits", () => {
    for (const lng of ["en", "fr", "zh-CN", "zh-TW"] as const) {
      expect(dayFromText("2026-03-02", lng)).toBe("2026-03-02");
      expect(dayFromText(" 2026/3/2 ", lng)).toBe("2026-03-02");
      expect(dayFromText("2026.03.02", lng)).toBe("2026-03-02");
      expect(dayFromText("2026年3月2日", lng)).toBe("2026-03-02");
      expect(dayFromText("２０２６－０３－０２", lng)).toBe("2026-03-02");
      expect(dayFromText("", lng)).toBe("");
    }
    expect(dayFromText("20260302", "zh-TW")).toBe("2026-03-02");
  });

  it("reads day-first days only in French, where days come first", () => {
    expect(dayFromText("2/3/2026", "fr")).toBe("2026-03-02");
    expect(dayFromText("02.03.2026", "fr")).toBe("2026-03-02");
    expect(dayFromText("02032026", "fr")).toBe("2026-03-02");
    expect(dayFromText("02/03/2026", "en")).toBeUndefined();
    expect(dayFromText("02/03/2026", "zh-CN")).toBeUndefined();
  });

  it("refuses what is not a whole real day", () => {
    for (const text of [
      "2026-02-30",
      "2026-13-01",
      "31/04/2026",
      "2026-03",
      "0999-01-01",
      "tomorrow",
      "2026-03-02x",
    ])
      expect(dayFromText(text, "fr"), text).toBeUndefined();
    expect(dayFromText("29/02/2028", "fr")).toBe("2028-02-29");
    expect(dayFromText("2027-02-29", "en")).toBeUndefined();
  });
});
