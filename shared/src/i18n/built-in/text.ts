/**
 * The names (and parameter / job remarks) of the records the platform seeds, in every language
 * (docs/decisions/0038-built-in-record-names.md). The seed stores the English text; the server answers a built-in
 * record in the caller's language while the record still holds that English text. Once a user changes the text,
 * theirs is stored and shown in every language. One file per kind of record, so a handler carries only the texts of
 * the records it names (decision 0034).
 */
import type { Language } from '../../constants/limits';

/** One built-in text in every language; `en` is the text the seed stores. */
export type BuiltInText = Readonly<Record<Language, string>>;

export const text = (en: string, fr: string, zhCN: string, zhTW: string): BuiltInText => ({ en, fr, 'zh-CN': zhCN, 'zh-TW': zhTW });

/** The entry of `key` in a table of built-in texts (own keys only). */
export const entryOf = <T>(table: Readonly<Record<string, T>>, key: string): T | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);

/** Does the record still hold its built-in text (the English one the seed stored)? */
export const holdsBuiltInText = (builtIn: BuiltInText | undefined, stored: string): builtIn is BuiltInText => !!builtIn && stored === builtIn.en;

/** What a viewer reading `language` sees: the built-in text in that language while the record holds it, else the stored text. */
export const shownText = (builtIn: BuiltInText | undefined, stored: string, language: Language): string =>
  holdsBuiltInText(builtIn, stored) ? builtIn[language] : stored;

/** The texts a search matches: the built-in text in every language while the record holds it, else the stored text. */
export const searchableTexts = (builtIn: BuiltInText | undefined, stored: string): string[] =>
  holdsBuiltInText(builtIn, stored) ? [...new Set(Object.values(builtIn))] : [stored];

/**
 * The text an edit stores. A form shows a built-in text in its viewer's language, so a submitted text equal to the
 * built-in text in any language (saved unchanged, or typed back) stores the built-in text itself, shown translated
 * again; any other text is the user's own and is stored as typed.
 */
export const editedText = (builtIn: BuiltInText | undefined, submitted: string): string =>
  builtIn && Object.values(builtIn).includes(submitted.trim()) ? builtIn.en : submitted;

/**
 * A record's name as an error message quotes it (AppError params): a built-in name in every language while the record
 * holds it, so the reader sees it in theirs; else the stored name.
 */
export const nameParam = (builtIn: BuiltInText | undefined, stored: string): BuiltInText | string => (holdsBuiltInText(builtIn, stored) ? builtIn : stored);
