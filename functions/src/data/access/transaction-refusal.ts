/**
 * Which part of a canceled transaction refused it. `parts` names the transaction items in the order they were
 * written; the answer is the first item whose own condition failed (ConditionalCheckFailed), or undefined when the
 * transaction was canceled for another reason (a concurrent transaction on the same item: retry).
 */
export function refusedPart<P>(data: readonly unknown[], parts: readonly P[]): P | undefined {
  const index = (data as readonly ({ code?: string } | undefined)[]).findIndex((item) => item?.code === 'ConditionalCheckFailed');
  return index < 0 ? undefined : parts[index];
}
