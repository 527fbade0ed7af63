/**
 * Characters no text the platform takes may carry (docs/decisions/0031): C0 controls except tab, line feed and
 * carriage return, DEL, the C1 controls; every bidirectional control (embeddings and overrides U+202A-U+202E,
 * isolates U+2066-U+2069, the marks U+200E, U+200F and U+061C), which make a name or title display as something
 * else than what it is ("Trojan Source"); and the invisible characters that let a name look like another one (a
 * role "User" + U+200B next to the built-in "User"): zero width space, soft hyphen, word joiner and the invisible
 * operators, the deprecated format characters, the byte order mark, the Mongolian vowel separator, the combining
 * grapheme joiner, the Hangul fillers, and the line and paragraph separators.
 */
const FORBIDDEN =
  // eslint-disable-next-line no-control-regex, no-misleading-character-class -- matching these characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u206F\u3164\uFEFF\uFFA0]/;
/**
 * Zero width (non-)joiners have a use inside emoji sequences and some scripts (Persian, Indic), after a non-ASCII
 * character; at the start of a text or after an ASCII character they only hide a difference.
 */
// eslint-disable-next-line no-control-regex -- an ASCII range, controls included
const STRAY_JOINER = /(^|[\u0000-\u007F])[\u200C\u200D]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text) || STRAY_JOINER.test(text);

/**
 * The paths (`deptName`, `rows.2.title`, `a.b`) of the strings in `value`, object keys included, that carry a forbidden
 * character. Walks with its own stack: a deeply nested JSON body cannot exhaust the call stack.
 */
export function forbiddenTextPaths(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: prefix }];
  while (stack.length) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasForbiddenCharacters(current)) found.push(path);
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (hasForbiddenCharacters(key)) found.push(childPath);
        stack.push({ value: child, path: childPath });
      }
    }
  }
  return found.reverse();
}
