#!/usr/bin/env node
// Starts the bundled CLI (dist/cli.js, built by `npm install` / `prepare`).
import { main } from '../dist/cli.js';

await main(process.argv);
