/** The bundle's entry (dist/pages-pack/index.js): runs the step (src/action/pages-pack.ts only exports run()). */
import { run } from '../pages-pack.js';

void run();
