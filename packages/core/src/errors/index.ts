export * from './codes'
export * from './messages'
