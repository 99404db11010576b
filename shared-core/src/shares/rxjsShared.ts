// What the composed page shares under the key 'rxjs': only the exports the host, shared-core,
// shared-http and the remotes import, so the page does not send all of rxjs (MF cannot tree-shake
// a shared module: its consumers are unknown at build time). Code keeps importing from 'rxjs';
// build-tools/federation.cjs (NARROWED) provides this module for that key, its own import of 'rxjs'
// below is the real package (build-tools/narrowedSource.cjs), and build-tools/muiSubsetCheck.cjs
// fails a build that imports a name missing here. To use another export: add it below
// (alphabetical), rebuild, deploy the host first. See build-tools/README.md ("Narrowed shares").
export { BehaviorSubject, filter, share, Subject } from 'rxjs';
