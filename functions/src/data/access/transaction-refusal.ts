/**
 * Which part of a canceled transaction refused it. `parts` names the transaction items in the order they were
 * written; the answer is the first item whose own condition failed (ConditionalCheckFailed), or undefined when the
 * transaction was canceled for another reason (a concurrent transaction on the same item: retry).
 */
export function refusedPart<P>(data: readonly unknown[], parts: readonly P[]): P | undefined {
  const index = (data as readonly ({ code?: string } | undefined)[]).findIndex((item) => item?.code === 'ConditionalCheckFailed');
  return index < 0 ? undefined : parts[index];
}

type TransactionResult = { canceled: boolean; data: readonly unknown[] };

/** Canceled only because another transaction held one of the items at the same moment (nothing refused it). */
const onlyConflicts = (result: TransactionResult) => {
  const codes = (result.data as readonly ({ code?: string } | undefined)[]).map((item) => item?.code ?? 'None');
  return codes.includes('TransactionConflict') && !codes.includes('ConditionalCheckFailed');
};

/**
 * Runs a transaction again (a few times, after a short random pause) when DynamoDB canceled it only for a
 * concurrent transaction on a shared item (e.g. two user writes naming the same role, decision 0017); a refusal
 * by a condition is answered at once. The transaction is rebuilt by `write`, so its conditions are re-evaluated.
 */
export async function retryOnConflict<R extends TransactionResult>(write: () => Promise<R>, attempts = 4): Promise<R> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await write();
    if (!result.canceled || attempt >= attempts || !onlyConflicts(result)) return result;
    await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60 * attempt));
  }
}
