export * from './shop.schema';
export * from './catalog.schema';
export * from './staff.schema';
