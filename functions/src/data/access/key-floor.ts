/**
 * The lowest value of a time or day key part (ISO instants and YYYY-MM-DD days all sort above it). An index whose
 * partition key has no parts is one partition shared by every entity with such an index, ordered by the sort key, which
 * begins with the entity's name: `lt` / `lte` alone starts at the partition's first item, another entity's, and reads
 * all of those sorting below this entity's (with a limit and no cursor walk, a page of theirs and none of ours). A range
 * from `KEY_FLOOR` starts at this entity's first key (ElectroDB's `between` keeps both bounds within the entity).
 */
export const KEY_FLOOR = '0';
