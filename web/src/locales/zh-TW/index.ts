/**
 * Every translation file of this language, as one chunk: lib/i18n.ts loads it when the language is used (the app
 * loads only the active language). A new `<namespace>.json` or `<namespace>.<part>.json` here is picked up as it is.
 */
export default import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });
