#!/usr/bin/env node
// `npm start`: installs and builds what is missing, then runs the whole product on embedded defaults
// (one process, data under ./data or DATA_DIR, http://127.0.0.1:8080 or PORT). Ctrl-C stops it.
import { runProduct } from './lib/run-product.mjs';
import { ensureBuilt, ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();
runProduct('apps/embedded/dist/main.js');
