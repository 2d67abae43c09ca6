export { type ApiOptions, createApi } from './app';
export { type Database, type DatabaseOptions, type Orm, openDatabase } from './db/database';
export { migrate } from './db/migrate';
export { seedDemoData } from './demo/seed';
