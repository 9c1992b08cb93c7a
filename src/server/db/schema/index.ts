export * from './shop.schema';
export * from './catalog.schema';
export * from './staff.schema';
export * from './commerce-settings.schema';
export * from './checkout.schema';
export * from './order.schema';
export * from './payment.schema';
export * from './platform.schema';
