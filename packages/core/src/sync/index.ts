export * from './engine'
