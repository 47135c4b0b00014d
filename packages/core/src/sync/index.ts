export * from './connect'
export * from './engine'
