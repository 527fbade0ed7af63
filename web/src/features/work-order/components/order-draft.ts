/**
 * The processing form's draft, one per order, in localStorage: a handler on site who loses the connection (or closes
 * the dialog) finds what was typed when the order is opened again; a successful processing clears it.
 */
const keyOf = (orderId: number) => `aed.orderDraft.${orderId}`;

export function readDraft<V>(orderId: number): V | undefined {
  try {
    const raw = localStorage.getItem(keyOf(orderId));
    if (!raw) return undefined;
    // a draft of the order as read before it changed (dispatched again) is still the handler's work: kept
    return (JSON.parse(raw) as { version: number; values: V }).values;
  } catch {
    return undefined;
  }
}

export function writeDraft<V>(orderId: number, version: number, values: V): void {
  try {
    localStorage.setItem(keyOf(orderId), JSON.stringify({ version, values }));
  } catch {
    // storage full or refused (private mode): the form works without a draft
  }
}

export function clearDraft(orderId: number): void {
  try {
    localStorage.removeItem(keyOf(orderId));
  } catch {
    // nothing to clear
  }
}
