export * from './analysis';
export * from './events/envelope';
export * from './events/catalog';
export * from './services';
export * from './product';
