export * from './pushBatch';
export * from './pushBridge';
export * from './marketSlice';
export * from './sessionSlice';
export * from './streamsSlice';
export * from './tradingSlice';
export * from './makeStore';
export * from './hooks';
export type { WithSlice } from '@reduxjs/toolkit';
