import { mountStandalone } from 'shared-http';
import definition from './widget';

// The remote alone on its own page, against the simulator, for its team.
mountStandalone(definition, document.getElementById('root')!, {
  demoCredentials: { email: 'demo@sim.local', password: 'demo' },
});
