export * from './endpoint';
export * from './errors';
export * from './images';
export * from './entities';
export * from './health';
