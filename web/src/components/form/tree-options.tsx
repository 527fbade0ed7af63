/** One choice of a select over a tree (organizations, menus): its name and its depth. */
export interface TreeOption {
  value: string | number;
  label: string;
  level: number;
  disabled?: boolean;
}

const INDENT = '\u00a0\u00a0';

/**
 * The options of a native select over a tree, indented by depth in the open list. A closed select shows the chosen
 * option's text as it is, so that one is written without the indent (no stray spaces before the name).
 */
export function TreeOptions({ options, value }: { options: readonly TreeOption[]; value: string }) {
  return (
    <>
      {options.map((o) => {
        const chosen = String(o.value) === value;
        return (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {chosen ? o.label : `${INDENT.repeat(o.level)}${o.label}`}
          </option>
        );
      })}
    </>
  );
}
