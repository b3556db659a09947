/** The bundle's entry (dist/configure-pages/index.js): runs the step (src/action/configure-pages.ts only exports run()). */
import { run } from '../configure-pages.js';

void run();
