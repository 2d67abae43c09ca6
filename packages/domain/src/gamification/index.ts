export * from './activity';
export * from './awards';
export * from './badges';
export * from './medals';
export * from './rank';
