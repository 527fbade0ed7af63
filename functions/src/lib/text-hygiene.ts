/**
 * Characters no text the platform takes may carry (docs/decisions/0031): C0 controls except tab, line feed and
 * carriage return, DEL, the C1 controls, and the bidirectional embedding/override (U+202A-U+202E) and isolate
 * (U+2066-U+2069) marks, which make a name or title display as something else than what it is ("Trojan Source").
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

export const hasForbiddenCharacters = (text: string): boolean => FORBIDDEN.test(text);

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
