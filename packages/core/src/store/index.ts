export * from './language'
export * from './persist'
export * from './progress'
export * from './settings'
