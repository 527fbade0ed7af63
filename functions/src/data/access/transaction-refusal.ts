/**
 * How a canceled transaction is read (used by transactions.ts only: access modules name their parts there). ElectroDB
 * answers a canceled transaction with one entry per item, in the order the items were written, carrying DynamoDB's
 * cancellation reason (`ConditionalCheckFailed`, `TransactionConflict`, `None`...).
 */
type Reason = { code?: string } | undefined;

/**
 * The parts whose own condition failed (ConditionalCheckFailed), in the order they were written. `parts` names the
 * transaction items in that same order (collected as the items were added, so they cannot drift apart); empty when
 * the transaction was canceled for another reason (a concurrent transaction on the same item: retry).
 */
export function refusedParts<P>(data: readonly unknown[], parts: readonly P[]): P[] {
  return (data as readonly Reason[]).flatMap((item, index) => (item?.code === 'ConditionalCheckFailed' && index < parts.length ? [parts[index]!] : []));
}

/** The first part whose own condition failed, or undefined (see `refusedParts`). */
export const refusedPart = <P>(data: readonly unknown[], parts: readonly P[]): P | undefined => refusedParts(data, parts)[0];

type TransactionResult = { canceled: boolean; data: readonly unknown[] };

/** Canceled only because another transaction held one of the items at the same moment (nothing refused it). */
const onlyConflicts = (result: TransactionResult) => {
  const codes = (result.data as readonly Reason[]).map((item) => item?.code ?? 'None');
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
