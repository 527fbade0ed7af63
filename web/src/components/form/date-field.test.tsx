import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  act,
  fireEvent,
  render,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { ChakraProvider, Field } from "@chakra-ui/react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../../lib/i18n";
import { createAppSystem } from "../../lib/theme";
import { DateField } from "./date-field";

/** Issue 14, item 14: the day shows in the app language's format, whatever the browser's; forms get ISO days. */
const system = createAppSystem("medium");

function Harness({
  initial,
  onValue,
  min,
  max,
}: {
  initial: string;
  onValue: (v: string) => void;
  min?: string;
  max?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      {/* a day the form computes (an expiry from a start and a duration) */}
      <button
        type="button"
        data-testid="compute"
        onClick={() => setValue("2026-07-04")}
      />
      <DateField
        testId="day"
        value={value}
        min={min}
        max={max}
        onChange={(v) => {
          setValue(v);
          onValue(v);
        }}
      />
    </>
  );
}

function renderField(
  initial: string,
  bounds: { min?: string; max?: string } = {},
) {
  const onValue = vi.fn();
  render(
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        {/* in a form field, as every form puts it */}
        <Field.Root>
          <Field.Label>Day</Field.Label>
          <Harness initial={initial} onValue={onValue} {...bounds} />
        </Field.Root>
      </I18nextProvider>
    </ChakraProvider>,
  );
  return { input: screen.getByTestId("day") as HTMLInputElement, onValue };
}

describe("DateField", () => {
  it("shows and reads jj/mm/aaaa in French, and hands the form ISO days", async () => {
    await i18n.changeLanguage("fr");
    const { input, onValue } = renderField("2026-03-02");
    expect(input.value).toBe("02/03/2026");
    expect(input.placeholder).toBe("jj/mm/aaaa");

    fireEvent.change(input, { target: { value: "15/04/2026" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-04-15");
    // ISO typed (or pasted) is read too, and shown in the French format once the field is left
    fireEvent.change(input, { target: { value: "2026-05-01" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-05-01");
    fireEvent.blur(input);
    expect(input.value).toBe("01/05/2026");

    // not a day: nothing is handed on, and leaving puts the value's text back
    onValue.mockClear();
    fireEvent.change(input, { target: { value: "31/02/2026" } });
    expect(input.getAttribute("aria-invalid")).toBe("true");
    fireEvent.blur(input);
    expect(onValue).not.toHaveBeenCalled();
    expect(input.value).toBe("01/05/2026");

    fireEvent.change(input, { target: { value: "" } });
    expect(onValue).toHaveBeenLastCalledWith("");
  });

  it("shows and reads yyyy-mm-dd in Simplified Chinese, 年月日 typed too", async () => {
    await i18n.changeLanguage("zh-CN");
    const { input, onValue } = renderField("2026-03-02");
    expect(input.value).toBe("2026-03-02");
    expect(input.placeholder).toBe("年-月-日");
    fireEvent.change(input, { target: { value: "2026年4月5日" } });
    expect(onValue).toHaveBeenLastCalledWith("2026-04-05");
    fireEvent.blur(input);
    expect(input.value).toBe("2026-04-05");
    // a day-first text is not a Chinese way of writing a day
    fireEvent.change(input, { target: { value: "05/04/2026" } });
    expect(onValue).toHaveBeenCalledTimes(1);
  });

  it("follows a language switch, and English shows yyyy-mm-dd", async () => {
    const { input } = renderField("2026-12-24");
    expect(input.value).toBe("2026-12-24");
    expect(input.placeholder).toBe("yyyy-mm-dd");
    await act(() => i18n.changeLanguage("fr"));
    expect(input.value).toBe("24/12/2026");
  });

  it("picks a day from a calendar in the app language, within the bounds", async () => {
    await i18n.changeLanguage("fr");
    const { input, onValue } = renderField("2026-03-02", { max: "2026-03-25" });
    fireEvent.click(screen.getByTestId("day-calendar"));
    const calendar = await waitFor(() => {
      const content = document.querySelector<HTMLElement>(
        '[data-scope="date-picker"][data-part="content"]',
      );
      expect(content?.textContent).toContain("mars 2026");
      return content!;
    });
    expect(within(calendar).getByLabelText("Mois suivant")).toBeTruthy();
    const day = (n: number) =>
      within(calendar)
        .getAllByText(String(n))
        .find(
          (el) =>
            el.closest('[data-part="table-cell-trigger"]') &&
            !el.closest("[data-outside-range]"),
        )!;
    expect(
      day(26)
        .closest('[data-part="table-cell-trigger"]')
        ?.hasAttribute("data-disabled"),
    ).toBe(true);
    fireEvent.click(day(20));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith("2026-03-20"));
    expect(input.value).toBe("20/03/2026");
  });

  it("shows a day picked in the calendar in the app format in Traditional Chinese", async () => {
    await i18n.changeLanguage("zh-TW");
    const { input, onValue } = renderField("2026-03-02");
    fireEvent.click(screen.getByTestId("day-calendar"));
    const cell = await waitFor(() => {
      const trigger = [
        ...document.querySelectorAll<HTMLElement>(
          '[data-scope="date-picker"][data-part="table-cell-trigger"]',
        ),
      ].find((el) => el.textContent === "20");
      expect(trigger).toBeTruthy();
      return trigger!;
    });
    fireEvent.click(cell);
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith("2026-03-20"));
    await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(resolve, 20)),
    );
    expect(input.value).toBe("2026-03-20");
    // a day set by the form shows in the app format too (the calendar writes nothing into the field)
    fireEvent.click(screen.getByTestId("compute"));
    await new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(resolve, 20)),
    );
    expect(input.value).toBe("2026-07-04");
  });
});
