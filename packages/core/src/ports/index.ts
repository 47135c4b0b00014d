export * from './clock'
export * from './sound'
export * from './speech'
export * from './storage'
