// This remote's test helpers: the shared ones of shared-http/testing, set up with its own definition.
import { testHelpersFor } from 'shared-http/testing';
import definition from '../widget';

export const { createTestServices, renderWithProviders } = testHelpersFor(definition.setup);
