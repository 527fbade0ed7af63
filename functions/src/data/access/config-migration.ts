import { ROOT_DEPT as ROOT } from '../data-scope';
import { LegacyConfigEntity } from '../entities/config-entity';
import { configKeyMarker, deptConfigCounter, withDerived } from './configs';
import { moveCounter } from './counters';
import { writeTransaction } from './transactions';
import { releaseMarker, takeMarker } from './unique-markers';
import { ConfigEntity } from '../entities/config-entity';
import { CounterEntity } from '../entities/counter-entity';
import { UniqueEntity } from '../entities/unique-entity';

/** The key marker of a parameter from before organizations: unique over the whole platform. */
const legacyKeyMarker = (configKey: string) => ({ scope: 'configKey', value: configKey.toLowerCase() });

/**
 * Parameters written before they belonged to an organization (decision 0026) become the root organization's: each is
 * patched with its organization and derived keys (conditioned on having none yet) and its platform-wide key marker is
 * replaced by the root's, in one transaction with the root's parameter counter. The seed runs this on every start,
 * before it looks for missing seeded parameters; once done, it is one Query of an empty key range.
 */
export async function migrateLegacyConfigs(): Promise<number> {
  let moved = 0;
  let cursor: string | null = null;
  do {
    const page: { data: { configId: number; configName: string; configKey: string }[]; cursor: string | null } = await LegacyConfigEntity.query.all({}).go({ cursor, limit: 100 });
    cursor = page.cursor;
    for (const legacy of page.data) {
      const { configId, configKey } = legacy;
      const { idOrder, nameSearch, keySearch } = withDerived({ ...legacy, ...ROOT, configValue: '', configType: 'Y', remark: '', createBy: '', createTime: '', updateBy: '', updateTime: '' });
      const refused = await writeTransaction<'config' | 'marker' | 'release' | 'counter'>({ config: ConfigEntity, unique: UniqueEntity, counter: CounterEntity }, ({ config, unique, counter }, add) => {
        add(
          'config',
          config
            .patch({ configId })
            .set({ ...ROOT, idOrder, nameSearch, keySearch })
            .composite({ configKey })
            .where((attr, op) => op.notExists(attr.deptPath))
            .commit(),
        );
        add('marker', takeMarker(unique, configKeyMarker(ROOT.deptId, configKey), String(configId)));
        add('release', releaseMarker(unique, legacyKeyMarker(configKey), String(configId)));
        add('counter', moveCounter(counter, deptConfigCounter(ROOT.deptId), 1));
      });
      if (!refused) moved += 1;
    }
  } while (cursor);
  return moved;
}
