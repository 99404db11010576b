// Entry of the host. The async start-up of Module Federation initialises the shared scope before
// this module runs, so the page can be imported directly.
import { boot } from './boot';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void boot(container);
