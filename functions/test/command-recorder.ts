import { dynamoClient } from '../src/data/client';

/**
 * What one request path sends to DynamoDB, for the tests and `npm run bench` (never imported by a handler, so no
 * bundle carries it). It is middleware on the shared client (data/client.ts), which every data module and the
 * document client send through: every command is seen, a Scan included. It asks each command for its consumed
 * capacity (ReturnConsumedCapacity TOTAL, which DynamoDB Local answers like DynamoDB) and keeps, per command, the read
 * or write units and the items DynamoDB read for it (a Query's or Scan's ScannedCount: filtered-out and counted
 * items are read and paid for too).
 */
export interface RecordedCommand {
  /** e.g. QueryCommand, GetItemCommand, TransactWriteItemsCommand, ScanCommand. */
  name: string;
  /** Index a Query or Scan used (undefined: the table). */
  index?: string;
  /** `Select: 'COUNT'` (counts items without returning them; still reads them). */
  countOnly: boolean;
  readUnits: number;
  writeUnits: number;
  /** Items DynamoDB read (evaluated) for the command; for a write, the items it wrote. */
  itemsRead: number;
  /** The command's input as sent (JSON), e.g. to see which key range a Query read. */
  input: string;
  /** When it was sent and answered (performance.now()): commands whose spans overlap were sent together. */
  sentAt: number;
  answeredAt: number;
}

export interface CommandTotals {
  commands: number;
  readUnits: number;
  writeUnits: number;
  itemsRead: number;
  scans: number;
  names: string[];
}

const READS = new Set(['GetItemCommand', 'QueryCommand', 'ScanCommand', 'BatchGetItemCommand', 'TransactGetItemsCommand']);
const WITH_CAPACITY = new Set([...READS, 'PutItemCommand', 'UpdateItemCommand', 'DeleteItemCommand', 'BatchWriteItemCommand', 'TransactWriteItemsCommand']);

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}
interface Output {
  ConsumedCapacity?: Capacity | Capacity[];
  ScannedCount?: number;
  Item?: unknown;
  Responses?: unknown[] | Record<string, unknown[]>;
}

const units = (c: Output['ConsumedCapacity']) => (Array.isArray(c) ? c : c ? [c] : []).reduce((n, x) => n + (x.CapacityUnits ?? 0), 0);

function itemsOf(name: string, input: Record<string, unknown>, output: Output): number {
  switch (name) {
    case 'QueryCommand':
    case 'ScanCommand':
      return output.ScannedCount ?? 0;
    case 'GetItemCommand':
      return output.Item ? 1 : 0;
    case 'BatchGetItemCommand':
      return Object.values((output.Responses ?? {}) as Record<string, unknown[]>).reduce((n, items) => n + items.length, 0);
    case 'TransactGetItemsCommand':
      return ((output.Responses ?? []) as unknown[]).length;
    case 'TransactWriteItemsCommand':
      return ((input.TransactItems ?? []) as unknown[]).length;
    case 'BatchWriteItemCommand':
      return Object.values((input.RequestItems ?? {}) as Record<string, unknown[]>).reduce((n, items) => n + items.length, 0);
    default:
      return WITH_CAPACITY.has(name) ? 1 : 0;
  }
}

export function summarize(commands: readonly RecordedCommand[]): CommandTotals {
  return {
    commands: commands.length,
    readUnits: commands.reduce((n, c) => n + c.readUnits, 0),
    writeUnits: commands.reduce((n, c) => n + c.writeUnits, 0),
    itemsRead: commands.filter((c) => READS.has(c.name)).reduce((n, c) => n + c.itemsRead, 0),
    scans: commands.filter((c) => c.name === 'ScanCommand').length,
    names: commands.map((c) => (c.countOnly ? `${c.name}(COUNT)` : c.name)),
  };
}

let installed = 0;
const listeners = new Set<(c: RecordedCommand) => void>();

/**
 * Starts recording into a fresh list; `stop()` ends it. Several recorders may run at once (each sees every command
 * sent while it runs); the middleware stays on the client only while one does.
 */
export function recordCommands() {
  const commands: RecordedCommand[] = [];
  const listener = (c: RecordedCommand) => commands.push(c);
  if (installed++ === 0) {
    dynamoClient.middlewareStack.add(
      (next, context) => async (args) => {
        const name = String(context.commandName);
        const input = (args as { input: Record<string, unknown> }).input;
        if (WITH_CAPACITY.has(name)) input.ReturnConsumedCapacity = 'TOTAL';
        const sentAt = performance.now();
        const result = await next(args);
        const output = result.output as Output;
        const consumed = units(output.ConsumedCapacity);
        const recorded: RecordedCommand = {
          name,
          ...(typeof input.IndexName === 'string' ? { index: input.IndexName } : {}),
          countOnly: input.Select === 'COUNT',
          readUnits: READS.has(name) ? consumed : 0,
          writeUnits: READS.has(name) ? 0 : consumed,
          itemsRead: itemsOf(name, input, output),
          input: JSON.stringify(input),
          sentAt,
          answeredAt: performance.now(),
        };
        for (const l of listeners) l(recorded);
        return result;
      },
      { step: 'initialize', name: 'commandRecorder' },
    );
  }
  listeners.add(listener);
  let stopped = false;
  return {
    commands,
    /** Forgets what was recorded so far (measure one request at a time). */
    clear: () => void commands.splice(0),
    totals: () => summarize(commands),
    /** The command names recorded so far, in order. */
    names: () => commands.map((c) => c.name),
    stop: () => {
      if (stopped) return;
      stopped = true;
      listeners.delete(listener);
      if (--installed === 0) dynamoClient.middlewareStack.remove('commandRecorder');
    },
  };
}

export type CommandRecorder = ReturnType<typeof recordCommands>;
