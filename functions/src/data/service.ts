import { Service } from 'electrodb';
import { entityConfig } from './client';
import { ConfigEntity } from './entities/config-entity';
import { UniqueEntity } from './entities/unique-entity';
import { UserEntity } from './entities/user-entity';
import { SessionEntity } from './entities/session-entity';

/** Entities that take part in transactions together. */
export const aedService = new Service(
  { config: ConfigEntity, unique: UniqueEntity, user: UserEntity, session: SessionEntity },
  entityConfig,
);
