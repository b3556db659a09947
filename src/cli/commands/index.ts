/**
 * The commands that call the service, behind one dynamic import: the bundle then carries the client and the
 * steps once, instead of a copy in each command's chunk, and `check` still loads none of them.
 */
export { run as alerts } from './alerts.js';
export { run as demo } from './demo.js';
export { run as deployKeys } from './deploy-keys.js';
export { runAuthorizations as authorizations, runGrants as grants } from './oauth.js';
export { run as pages } from './pages.js';
export { run as properties } from './properties.js';
export { run as runWorkflow } from './run.js';
export { run as search } from './search.js';
export { run as upload } from './upload.js';
export { processIo } from './shared.js';
