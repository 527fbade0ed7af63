import { Fragment } from 'react';

/**
 * An e-mail address (or another dotted name) that may wrap only between its parts: before the `@` and after each dot,
 * never inside a word.
 */
export function BreakableEmail({ value }: { value: string }) {
  const parts = value.split(/(?=@)|(?<=\.)/);
  return (
    <>
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
