/**
 * The one date input of the SPA (issue 14, item 14): a text field showing the day in the app language's format
 * (lib/day-text.ts), typed with the keyboard or picked from Chakra's calendar, which speaks the app language too.
 * A native `<input type="date">` follows the browser's locale instead (mm/dd/yyyy in every language).
 * The value in and out is ISO `yyyy-mm-dd` ('' for none): a typed text becomes the value as soon as it is a whole day;
 * one that is not is put back to the value's text when the field is left.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { DatePicker, Input, parseDate, type DateValue } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import { LuCalendar } from "react-icons/lu";
import { DEFAULT_LANGUAGE, type Language } from "@aed/shared/constants/limits";
import { isLanguage } from "../../lib/i18n";
import { dayFromText, dayText } from "../../lib/day-text";

export interface DateFieldProps {
  /** ISO `yyyy-mm-dd`, or '' for no day. */
  value: string;
  onChange: (value: string) => void;
  /** On the text input; the calendar button is `<testId>-calendar`. */
  testId?: string;
  /** ISO bounds of the days the calendar offers (typing is not clamped: a form says what is wrong). */
  min?: string;
  max?: string;
  width?: string;
  "aria-label"?: string;
  disabled?: boolean;
}

/** The calendar's locale: month and weekday names, and the first day of the week. */
export const CALENDAR_LOCALE: Record<Language, string> = {
  en: "en-GB",
  fr: "fr-FR",
  "zh-CN": "zh-CN",
  "zh-TW": "zh-TW",
};

const selectedOf = (value: string): DateValue[] =>
  value ? [parseDate(value)] : [];

export function DateField({
  value,
  onChange,
  testId,
  min,
  max,
  width,
  disabled,
  "aria-label": ariaLabel,
}: DateFieldProps) {
  const { t, i18n } = useTranslation("common");
  const language: Language = isLanguage(i18n.language)
    ? i18n.language
    : DEFAULT_LANGUAGE;
  const [text, setText] = useState(() => dayText(value, language));
  const selected = useMemo(() => selectedOf(value), [value]);

  // A value set from outside (reset, a computed day, the calendar) shows in the field, and a language change shows it
  // in the new format; a text being typed that already names the value stays as typed.
  const shownLanguage = useRef(language);
  useEffect(() => {
    const relabel = shownLanguage.current !== language;
    shownLanguage.current = language;
    setText((typed) =>
      !relabel && dayFromText(typed, language) === value
        ? typed
        : dayText(value, language),
    );
  }, [value, language]);

  const type = (next: string) => {
    setText(next);
    const day = dayFromText(next, language);
    if (day !== undefined && day !== value) onChange(day);
  };
  const leave = () =>
    setText(dayText(dayFromText(text, language) ?? value, language));
  const outside = (day: DateValue) =>
    (!!min && day.toString() < min) || (!!max && day.toString() > max);

  return (
    <DatePicker.Root
      width={width}
      value={selected}
      onValueChange={(details) => onChange(details.value[0]?.toString() ?? "")}
      locale={CALENDAR_LOCALE[language]}
      format={(day) => dayText(day.toString(), language)}
      isDateUnavailable={outside}
      disabled={disabled}
      lazyMount
      unmountOnExit
      // no portal (a dialog keeps focus inside itself); fixed, so a scrolling dialog body does not clip it
      positioning={{ strategy: "fixed", placement: "bottom-start" }}
      translations={{
        content: t("dateField.calendar"),
        trigger: (open) =>
          t(open ? "dateField.closeCalendar" : "dateField.openCalendar"),
        prevTrigger: (view) =>
          t(
            view === "day"
              ? "dateField.previousMonth"
              : view === "month"
                ? "dateField.previousYear"
                : "dateField.previousDecade",
          ),
        nextTrigger: (view) =>
          t(
            view === "day"
              ? "dateField.nextMonth"
              : view === "month"
                ? "dateField.nextYear"
                : "dateField.nextDecade",
          ),
        viewTrigger: (_view, next) =>
          t(
            next === "month"
              ? "dateField.chooseMonth"
              : next === "year"
                ? "dateField.chooseYear"
                : "dateField.calendar",
          ),
        dayCell: (state) =>
          t(
            state.unavailable
              ? "dateField.unavailableDay"
              : state.selected
                ? "dateField.selectedDay"
                : "dateField.chooseDay",
            { day: state.valueText },
          ),
      }}
    >
      <DatePicker.Control>
        <Input
          // inside a Field, Ark marks the input `data-part="input"`, and the calendar would then write its own text
          // into it (the value's, in its own format): this field's text is React's alone
          data-part="day-text"
          data-testid={testId}
          aria-label={ariaLabel}
          value={text}
          placeholder={t("dateField.placeholder")}
          autoComplete="off"
          // the bounds, as a native date input carries them (a text input does not enforce them: the calendar does)
          min={min}
          max={max}
          disabled={disabled}
          aria-invalid={dayFromText(text, language) === undefined || undefined}
          pe="9"
          onChange={(e) => type(e.target.value)}
          onBlur={leave}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger data-testid={testId && `${testId}-calendar`}>
            <LuCalendar />
          </DatePicker.Trigger>
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <DatePicker.Positioner>
        <DatePicker.Content>
          <DatePicker.View view="day">
            <DatePicker.Header />
            <DatePicker.DayTable />
          </DatePicker.View>
          <DatePicker.View view="month">
            <DatePicker.Header />
            <DatePicker.MonthTable />
          </DatePicker.View>
          <DatePicker.View view="year">
            <DatePicker.Header />
            <DatePicker.YearTable />
          </DatePicker.View>
        </DatePicker.Content>
      </DatePicker.Positioner>
    </DatePicker.Root>
  );
}
