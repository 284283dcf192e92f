#!/usr/bin/env node
// `npm run test-servers`: installs FerretDB, Kafka, MinIO and stripe-mock into the cache (idempotent).
import { ensureBuilt, ensureDependencies, ensureTestServers } from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();
ensureTestServers();
