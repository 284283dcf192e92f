#!/usr/bin/env node
// `npm run build`: installs what is missing, then builds the services (tsc -b) and the web app (Vite).
import { ensureBuilt, ensureDependencies } from './lib/setup.mjs';

ensureDependencies();
ensureBuilt();
