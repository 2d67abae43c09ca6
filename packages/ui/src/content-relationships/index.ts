export * from './content-badges';
export * from './content-relationships';
export type { LinkedItem } from './content-relationships-linked-list';
