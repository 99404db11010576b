/* eslint-disable no-restricted-imports -- this module IS what the share key 'react-redux' provides, so it re-exports the raw hooks; code still uses the typed ones from shared-core/src/store/hooks.ts */
// What the composed page shares under the key 'react-redux': only the exports the host, shared-core,
// shared-http and the remotes import, so the page does not send all of react-redux (MF cannot tree-shake
// a shared module: its consumers are unknown at build time). Code keeps importing from 'react-redux';
// build-tools/federation.cjs (NARROWED) provides this module for that key, its own import of 'react-redux'
// below is the real package (build-tools/narrowedSource.cjs), and build-tools/muiSubsetCheck.cjs
// fails a build that imports a name missing here. To use another export: add it below
// (alphabetical), rebuild, deploy the host first. See build-tools/README.md ("Narrowed shares").
export { Provider, useDispatch, useSelector, useStore } from 'react-redux';
