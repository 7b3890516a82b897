// The records the API tests build: one factory per kind, shared by every module's tests.
export * from './customers';
export * from './inventory';
export * from './sales';
export * from './services';
export * from './users';
