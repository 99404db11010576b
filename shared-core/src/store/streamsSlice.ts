import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { StreamName, StreamStatus } from '../bus';

export type StreamsState = Record<StreamName, StreamStatus>;

const initialState: StreamsState = { public: 'connecting', private: 'connecting' };

export const streamsSlice = createSlice({
  name: 'streams',
  initialState,
  reducers: {
    streamStatusChanged(state, action: PayloadAction<{ stream: StreamName; status: StreamStatus }>) {
      state[action.payload.stream] = action.payload.status;
    },
  },
  selectors: {
    selectStreamStatus: (state, stream: StreamName) => state[stream],
  },
});

export const { streamStatusChanged } = streamsSlice.actions;
export const { selectStreamStatus } = streamsSlice.selectors;
