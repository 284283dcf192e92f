#!/usr/bin/env node
// `npm run start:stack`: installs and builds what is missing (the test servers included), starts FerretDB,
// Kafka, MinIO and stripe-mock, then every service as its own process on the production adapters, with the
// gateway on http://127.0.0.1:8080 (or PORT). Ctrl-C stops it all.
import { runProduct } from './lib/run-product.mjs';
import { ensureBuilt, ensureDependencies, ensureTestServers } from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();
ensureTestServers();
runProduct('apps/stack/dist/main.js');
