// Shared jest settings for every workspace. ts-jest only transpiles (type checking is `npm run typecheck`),
// which keeps the suite fast on 2 cores.
const path = require('node:path');

/** @param {string} dir package dir, @param {'node'|'jsdom'} env */
module.exports = function preset(dir, env = 'node') {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: env,
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.tsx?$': [
        'ts-jest',
        {
          diagnostics: false,
          tsconfig: {
            module: 'commonjs',
            moduleResolution: 'node10',
            jsx: 'react-jsx',
            esModuleInterop: true,
            target: 'ES2022',
          },
        },
      ],
      // ESM-only packages (TanStack Table v9 and its store) compiled to CommonJS for jest.
      '^.+\\.m?js$': [
        'ts-jest',
        {
          diagnostics: false,
          tsconfig: { allowJs: true, module: 'commonjs', moduleResolution: 'node10', target: 'ES2022' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!@tanstack/)'],
    setupFilesAfterEnv: env === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.cjs')] : [],
  };
};
