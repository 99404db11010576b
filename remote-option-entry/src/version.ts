import packageJson from '../package.json';

/**
 * The remote's release version, shown on its frame and reported in its RemoteDefinition.
 * The one source is this package's package.json `version`: a release (or the e2e test) bumps it
 * there and rebuilds; nothing else needs to change.
 */
export const REMOTE_VERSION: string = packageJson.version;
