import { ROOT_DEPT as ROOT } from '../data-scope';
import { LegacyNoticeEntity } from '../entities/notice-entity';
import { moveCounter } from './counters';
import { deptNoticeCounter, withDerived } from './notices';
import { writeTransaction } from './transactions';
import { CounterEntity } from '../entities/counter-entity';
import { NoticeEntity } from '../entities/notice-entity';

/**
 * Notices written before they belonged to an organization (decision 0026) become the root organization's: each is
 * patched with its organization and derived keys, conditioned on having none yet, in one transaction with the root's
 * notice counter. The seed runs this on every start; once done, it is one Query of an empty key range.
 */
export async function migrateLegacyNotices(): Promise<number> {
  let moved = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { noticeId: number; noticeTitle: string; status: '0' | '1'; createBy?: string; createTime: string }[]; cursor: string | null } =
      await LegacyNoticeEntity.query.all({}).go({ cursor, limit: 100 });
    cursor = page.cursor;
    for (const legacy of page.data) {
      const { noticeId, status, createTime } = legacy;
      const { recency, titleSearch, createBySearch } = withDerived({ ...legacy, ...ROOT, noticeType: '1', createBy: legacy.createBy ?? '', updateBy: '', updateTime: '' });
      const refused = await writeTransaction<'notice' | 'counter'>({ notice: NoticeEntity, counter: CounterEntity }, ({ notice, counter }, add) => {
        add(
          'notice',
          notice
            .patch({ noticeId })
            .set({ ...ROOT, recency, titleSearch, createBySearch })
            .composite({ status, createTime })
            .where((attr, op) => op.notExists(attr.deptPath))
            .commit(),
        );
        add('counter', moveCounter(counter, deptNoticeCounter(ROOT.deptId), 1));
      });
      if (!refused) moved += 1;
    }
  } while (cursor);
  return moved;
}
