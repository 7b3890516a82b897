export * from './files';
export * from './users';
export * from './platform';
export * from './inventory';
export * from './prices';
export * from './clients';
export * from './deals';
export * from './records';
