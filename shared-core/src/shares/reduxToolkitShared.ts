// What the composed page shares under the key '@reduxjs/toolkit': only the exports the host, shared-core,
// shared-http and the remotes import, so the page does not send all of @reduxjs/toolkit (MF cannot tree-shake
// a shared module: its consumers are unknown at build time). Code keeps importing from '@reduxjs/toolkit';
// build-tools/federation.cjs (NARROWED) provides this module for that key, its own import of '@reduxjs/toolkit'
// below is the real package (build-tools/narrowedSource.cjs), and build-tools/muiSubsetCheck.cjs
// fails a build that imports a name missing here. To use another export: add it below
// (alphabetical), rebuild, deploy the host first. See build-tools/README.md ("Narrowed shares").
export {
  combineSlices,
  configureStore,
  createAction,
  createAsyncThunk,
  createEntityAdapter,
  createListenerMiddleware,
  createSelector,
  createSlice,
  isDraft,
  original,
} from '@reduxjs/toolkit';
