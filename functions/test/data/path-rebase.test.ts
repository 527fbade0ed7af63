import { describe, expect, it } from 'vitest';
import { rebasePath, rebaseUnder, type PathRebase } from '../../src/data/access/path-rebase';

/**
 * The one loop every move uses (organizations and their records, regions): an in-memory index stands for a path
 * index, with DynamoDB's page size and conditional patches, so the loop's own rules are checked exactly.
 */
describe('rebaseUnder', () => {
  const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

  /** Records id -> path; pages in path order; a patch conditioned on the path read. */
  function store(paths: Record<number, string>, onPage?: (prefix: string) => void) {
    const rows = new Map(Object.entries(paths).map(([id, path]) => [Number(id), path]));
    const writes: number[] = [];
    const kind: PathRebase<{ id: number; path: string }> = {
      page: async (prefix, { limit, cursor }) => {
        onPage?.(prefix);
        const under = [...rows.entries()]
          .filter(([, path]) => path.startsWith(prefix))
          .sort((a, b) => a[1].localeCompare(b[1]) || a[0] - b[0])
          .map(([id, path]) => ({ id, path }));
        // like DynamoDB's LastEvaluatedKey: the next page starts after the last key read, wherever records moved since
        const after = cursor ? (JSON.parse(cursor) as [string, number]) : null;
        const rest = after ? under.filter((r) => r.path > after[0] || (r.path === after[0] && r.id > after[1])) : under;
        const data = rest.slice(0, limit);
        const last = data[data.length - 1];
        return { data, cursor: rest.length > limit && last ? JSON.stringify([last.path, last.id]) : null };
      },
      pathOf: (r) => r.path,
      patch: async (r, newPath) => {
        if (rows.get(r.id) !== r.path) throw conditionFailed();
        rows.set(r.id, newPath);
        writes.push(r.id);
      },
    };
    return { rows, writes, kind };
  }

  it('rewrites the prefix of every record under it, page after page, and nothing else', async () => {
    const paths: Record<number, string> = { 1: '0,100,', 2: '0,100,105,', 3: '0,100,1050,' };
    for (let i = 10; i < 260; i++) paths[i] = `0,100,105,${i},`;
    const { rows, kind } = store(paths);
    expect(await rebaseUnder(kind, '0,100,105,', '0,100,200,105,')).toBe(251);
    expect(rows.get(2)).toBe('0,100,200,105,');
    expect(rows.get(259)).toBe('0,100,200,105,259,');
    // a sibling whose id starts the same is not under the moved one
    expect(rows.get(3)).toBe('0,100,1050,');
    expect(rows.get(1)).toBe('0,100,');
  });

  it('is re-runnable: a second run finds nothing left and writes nothing', async () => {
    const { writes, kind } = store({ 1: '0,7,', 2: '0,7,8,' });
    expect(await rebaseUnder(kind, '0,7,', '0,9,7,')).toBe(2);
    expect(await rebaseUnder(kind, '0,7,', '0,9,7,')).toBe(0);
    expect(writes).toEqual([1, 2]);
  });

  it('skips a record changed since its page was read (its condition fails); any other failure stops the move', async () => {
    const s = store({ 1: '0,7,', 2: '0,7,8,' });
    const raced: PathRebase<{ id: number; path: string }> = {
      ...s.kind,
      page: async (prefix, page) => {
        const got = await s.kind.page(prefix, page);
        s.rows.set(2, '0,7,8,x,'); // written by someone else after the read
        return got;
      },
    };
    expect(await rebaseUnder(raced, '0,7,', '0,9,7,')).toBe(1);
    expect(s.rows.get(2)).toBe('0,7,8,x,');
    const broken: PathRebase<{ id: number; path: string }> = { ...s.kind, patch: async () => Promise.reject(new Error('throttled')) };
    await expect(rebaseUnder(broken, '0,7,', '0,1,')).rejects.toThrow('throttled');
  });

  it('with passes, repeats until nothing is left under the old prefix (a child added meanwhile)', async () => {
    let added = false;
    const s = store({ 1: '0,7,' }, () => {
      // a child lands under the old path while the first pass runs
      if (!added) s.rows.set(2, '0,7,2,');
      added = true;
    });
    expect(await rebaseUnder(s.kind, '0,7,', '0,9,7,', 3)).toBe(2);
    expect(s.rows.get(2)).toBe('0,9,7,2,');
    expect(rebasePath('0,5,', '0,7,', '0,9,')).toBe('0,5,');
  });
});
