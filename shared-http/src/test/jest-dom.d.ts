// The jest-dom matchers (registered by jest.setup-dom.cjs) for the type checker.
import '@testing-library/jest-dom';
