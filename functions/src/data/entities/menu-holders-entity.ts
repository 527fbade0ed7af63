import { Entity } from 'electrodb';
import { entityConfig } from '../client';
import { lazyEntity } from '../lazy-entity';

/**
 * How many roles hold each menu (docs/decisions/0025), so "a role holds it" is known without reading every tenant's
 * roles. Menus are spread over a few shards (`menuId % MENU_HOLDER_SHARDS`) so a role write's update of the counts
 * stays small. `holders` maps `m<menuId>` to the number of roles holding it; every role write moves the counts of the
 * menus it adds or removes in its own transaction. `fence` moves (+1) with every menu delete of the shard: a role
 * write that adds menus is conditioned on the fences it read before checking that those menus exist.
 */
export const MenuHoldersEntity = lazyEntity(() => new Entity(
  {
    model: { entity: 'menuHolders', version: '1', service: 'aed' },
    attributes: {
      shard: { type: 'number', required: true },
      // not `required`: ElectroDB would then refuse removing one menu's count from it (always written by the seed)
      holders: { type: 'any' },
      fence: { type: 'number', required: true, default: 0 },
    },
    indexes: {
      byShard: { pk: { field: 'pk', composite: ['shard'] }, sk: { field: 'sk', composite: [] } },
    },
  },
  entityConfig,
));
