import type { Orm } from '../db/database';

/** What every service needs: the query layer and the clock (injectable so tests can move time). */
export type ServiceContext = {
  orm: Orm;
  now: () => Date;
};
