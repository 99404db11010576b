// One jest run over every workspace; `npx jest --selectProjects remote-positions` runs one team's tests alone.
module.exports = {
  projects: [
    '<rootDir>/shared-core',
    '<rootDir>/shared-http',
    '<rootDir>/exchange-sim',
    '<rootDir>/remote-option-entry',
    '<rootDir>/remote-positions',
    '<rootDir>/remote-order-panel',
    '<rootDir>/host-shell',
  ],
};
