/**
 * The right-to-left emotion cache now lives in shared-http (standalone remote pages mirror too);
 * re-exported here for the imports that name this module (Storybook's preview, tests).
 */
export { rtlEmotionCache } from 'shared-http';
