export * from './segment-seglets';
